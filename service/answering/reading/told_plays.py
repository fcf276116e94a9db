"""Plays told with a count: 「CPコスト2のUNITを2体出した」 is two plays, 「…2体出したあと、もう1体出せる?」
three (two told, one asked).

An older builder reads a told card once, whatever count the question gives it: 「拠点4枚で配備ステップ。
CPコスト2のUNITを2体出した。さらにCPコスト1のUNITも出せる?」 ran one UNIT of CPコスト2 and the asked
one and stated 'yes' (4 CP pay 2 + 1, not 2 + 2 + 1), and ninjaslayer 「コスト2のキャラを2体出したあと、
コスト2のキャラをもう1体出せる?」 ran the two told and dropped the asked third (audit 18d). The plays a
question counts (each count of 2 or more said of a play, plus one for a play asked after them) are a
lower bound of the plays the run must make; a run with fewer withholds the verdict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading

# a count said of a card told by its cost and played (「CPコスト2のUNITを2体出した」「コスト1のキャラを2体
# 登場させて」): not a play wished (「3体出したい」), a count of plays told as a state (【コンボ】's 「もう2枚
# プレイしてる」) or cards an effect makes (「トークンを2体出す効果」)
_COUNTED_PLAY = re.compile(
    r"(?:CP\s*)?コスト\s*[0-9０-９]+\s*の[^。、,?？!！「」『』]{0,12}?を\s*([2-9２-９二三四五])\s*(?:体|枚|つ)\s*"
    r"(?:とも)?\s*(?:続けて|連続で|同時に)?\s*"
    r"(?:出し|プレイし|登場させ|エントリーし|配備し)(?:た(?!い|く|が)|て(?!ほし|欲し|み))"
)
# a play asked after the told ones: 「もう1体出せる?」「さらに…も出せる?」「続けて…使える?」
_ASKED_PLAY = re.compile(
    r"(?:出せ|出られ|プレイ(?:でき|出来|可能)|登場(?:させられ|でき|可能)|エントリー(?:でき|可能)|"
    r"配備(?:でき|可能)|使え|発動(?:でき|可能))"
)
_QUOTED = re.compile(r"「[^」]*」|『[^』]*』")
_KANJI = {"二": 2, "三": 3, "四": 4, "五": 5}
_PLAY_KINDS = frozenset({"play", "play_unit", "enter", "play_card", "play_item"})


def _plays(tree: Any) -> int:
    if isinstance(tree, Mapping):
        own = 1 if (tree.get("kind") in _PLAY_KINDS or tree.get("type") in _PLAY_KINDS) else 0
        return own + sum(_plays(v) for v in tree.values())
    if isinstance(tree, list):
        return sum(_plays(v) for v in tree)
    return 0


def told_plays(text: str) -> int:
    """The plays the question counts: each counted play (2 or more), and one asked after the last."""
    text = _QUOTED.sub(lambda m: "・" * len(m.group(0)), text)  # a card's text counts no play
    counted = list(_COUNTED_PLAY.finditer(text))
    if not counted:
        return 0
    n = sum(_KANJI.get(m.group(1)) or int(m.group(1).translate(_FULL)) for m in counted)
    return n + (1 if _ASKED_PLAY.search(text, counted[-1].end()) else 0)


_FULL = str.maketrans("２３４５６７８９", "23456789")


def short_plays(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """Why the run makes fewer plays than the question counts, or None."""
    want = told_plays(reading.text)
    if want and _plays(payload.get("actions", [])) < want:
        return f"質問の数える{want}回のプレイ(出した枚数と問われた1枚)をシナリオが行っていません"
    return None
