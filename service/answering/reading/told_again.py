"""An act told done again before the ask (「攻撃して、もう1回攻撃した」「ドン!!を2枚付けて、そのあともう1枚
付けた」「「カードを2枚ドローする」を解決して、さらにもう一度解決した」): the count the question asks
depends on every repetition. A run that holds no act twice dropped the repetition — onepiece ran the
DON!! of the first 付けた only (6-5-5-2: 5000 stated for 6000), fow drew the quoted two cards once
(10.8: 6 stated for 8), sve attacked the leader once (8.4.9: 7 stated for 4) — so the verdict is
withheld. `repeated.asked_again` checks the act asked again; this one the act told again.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.reading.model import Accounted, Fact, Reading, Role
from service.answering.reading.payload import action_kinds

# 「もう1回」「もう一度」「再び」「再度」「もう1枚」「もう2個」: the act after it repeats an earlier one
# (「もう3枚プレイしてる」「もう5体並んでる」: もう is 'already' before a larger count — no repetition)
_AGAIN = re.compile(r"もう\s*(?:一|1|１)\s*(?:回|度|枚|個|点|体|つ)|再び|再度")
# 「もう1回殴りたい」「もう一度使ったら」: an act wished or supposed, not told done
_UNDONE = re.compile(r"たい|たら|れば|なら|よう|つもり|予定")
_CLAUSE = re.compile(r"[、。,!！?？\n]")
_SENTENCE = re.compile(r"[。!！?？\n]")
# 「もう一度解決した」「再び使った」: a card or effect used again (a verb the reading holds no fact of)
_USE = re.compile(r"解決|使[っいうわ]|撃[っちつ]|打[っちつ]|プレイ|発動|唱え")
# 「「カードを1枚ドローする」を解決し直した」: an act told redone (〜し直した) — once or twice is not told;
# not the mulligan's 引き直した (shared audit 16: 5 stated for a hand of 4 + one or two draws)
_REDONE = re.compile(r"(?<!引)(?<!引き)(?:し|び|え|け|せ)\s*直し(?:た|て|ました)")


# a card played again after its return to the hand (「手札に戻して、もう一回場に出した」): the play of a new
# card (sve 4.1.4, ninjaslayer 302.3, kiseki 502.3, onepiece 3-1-6), no act of the run told twice
_REPLAYS = frozenset({"play", "enter", "entry", "deploy", "play_unit"})


def _replayed(told: Sequence[Fact], start: int, after: int, end: int) -> bool:
    """Whether the act told again in [after, end) is a play with a return to the hand told before."""
    again = next((f for f in told if after <= f.start < end), None)
    return (
        again is not None
        and again.concept in _REPLAYS
        and any(f.concept == "return" and f.end <= start for f in told)
    )


def asking_start(text: str) -> int:
    """Where the sentence holding the last question mark starts (the text's end when there is none)."""
    end = max(text.rfind("?"), text.rfind("？"))
    if end < 0:
        return len(text)
    starts = [m.end() for m in re.finditer(r"[。!！?？]", text[:end])]
    return starts[-1] if starts else 0


def told_again(
    reading: Reading, payload: Mapping[str, Any], asks: str, accounted: Sequence[Accounted] = ()
) -> str | None:
    """Why a verdict other than a 'can' is withheld: an act told repeated that the run holds only once
    (a 'can' may stand: plans hold an earlier act as a state — an acted follower). A fate or a winner
    is withheld only when the run made the told actors one card (`_merged`): a plan may hold the first
    act as a state (「…アイサツして2点。そのあと…もう一回アイサツ。落ちる?」: the 2 damage, then one
    アイサツ run). Style audit 17d: 「…にアイサツした。そのあと、俺のもう1体のカラテ2のキャラもそいつに
    アイサツした。そいつは死ぬ?」 ran one アイサツ of 2 on 耐久力3 and stated false; 「ダメージ・ゾーン8枚。
    …のアイサツが通った。そのあと、もう1体の工作力1のキャラのアイサツも通った。…勝った?」 'none' (1002.1)."""
    if asks == "can" or (asks != "number" and not _merged(reading, accounted)):
        return None
    text = reading.text
    asking = asking_start(text)
    told = [f for f in reading.of(Role.ACTION) if not f.negated]
    acts = [f.start for f in told]
    repeated = any(not _UNDONE.match(text, m.end()) for m in _REDONE.finditer(text, 0, asking))
    for m in _AGAIN.finditer(text, 0, asking):
        end = next((b.start() for b in _CLAUSE.finditer(text, m.end())), len(text))
        if _UNDONE.search(text, m.end(), end):
            continue
        if _replayed(told, m.start(), m.end(), end):
            continue
        if any(m.end() <= a < end for a in acts) or _USE.search(text, m.end(), end):
            repeated = True
            break
    # 「耐久力2のキャラにカラテ1でアイサツ。そのあとカラテ1の別のキャラで同じキャラにアイサツ。殺せる?」: two
    # cards' acts told with no もう, the run merging both cards and both acts into one (audit 23d: false
    # had been stated for 1 + 1 damage on 耐久力2, 1004.1)
    repeated = repeated or (_merged(reading, accounted) and _told_twice(reading, accounted))
    if not repeated:
        return None
    kinds = action_kinds(payload)
    if kinds and max(kinds.values()) >= 2:
        return None
    return "同じ行為を繰り返したと書かれていますが、シナリオではその繰り返しを再現していません"


def _merged(reading: Reading, accounted: Sequence[Accounted]) -> bool:
    """Two cards told before the asking sentence (a stat each) that the scenario made one card: the
    second actor's act (「もう1体の…も」) is not in the run — one whose first act a plan holds as a state
    runs a card of its own (「別のカラテ3のキャラでそいつにもう一回アイサツ」)."""
    asking = asking_start(reading.text)
    stats = [a.field for a in accounted if a.fact.role is Role.STAT and a.field and a.fact.start < asking]
    return len(stats) != len(set(stats))


def _told_twice(reading: Reading, accounted: Sequence[Accounted]) -> bool:
    """Two acts of one concept told before the asking sentence, each in a sentence of its own that also
    tells a card's stat, which the scenario holds by one action and one card (「…カラテ1でアイサツ。
    そのあとカラテ1の別のキャラで同じキャラにアイサツ。」); not two words of one act (「スクラム攻撃」,
    kiseki 804.5), nor an act named again in a sentence restating one card."""
    text = reading.text
    asking = asking_start(text)

    def sentences(role: Role) -> dict[tuple[str, str], set[int]]:
        out: dict[tuple[str, str], set[int]] = {}
        for a in accounted:
            if a.fact.role is role and not a.fact.negated and a.field and a.fact.start < asking:
                key = (a.fact.concept if role is Role.ACTION else "", a.field)
                out.setdefault(key, set()).add(len(_SENTENCE.findall(text, 0, a.fact.start)))
        return out

    # a card's stat told in two sentences that the run holds as one card's
    merged = set().union(*(n for n in sentences(Role.STAT).values() if len(n) > 1))
    return any(len(n & merged) > 1 for n in sentences(Role.ACTION).values())
