"""The cards a question says were played from the hand, when no cost is told of any of them
(「手札5枚。キャラを1枚登場させて、イベントを1枚発動した。手札は何枚?」「フォロワーをプレイして、スペルも
プレイした。手札は何枚残る?」): only the hand is asked, and a card played leaves the hand whatever it cost
(onepiece 2-7-2, 2-7-3; sve 8.2.1, 10.6.2.1) — the plans run each at a cost of 1 with the resource told
or enough, and say so.

Read from the question between the hand told and each play verb: exactly one card kind named
(`lexicon/played_kinds.json`, per game), the count said right before the verb (「1枚」, or the play's own
「2体出した」), nothing else. A 発動 plays only a kind the data lists for it (an event; 「キャラの効果を
発動」 is no card played). Any stat told (a cost, a power), another card noun, a bare number left over, or
a kind that is not the one named declines: the costed plans (`onepiece_hand_plays`, `sve_hand_plays`) or
none read it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading, Role

_DATA = Path(__file__).parent.parent / "lexicon" / "played_kinds.json"
# 「キャラを1枚出して」「フォロワーを2体プレイ」: the count right before the play verb
_COUNT_GLUE = re.compile(r"\s*(?:体|枚)\s*(?:を)?\s*")
# what may stand between the card noun and its verb: 「を」「も」「を1枚」, the count
_NOUN_GLUE = re.compile(r"\s*(?:を|も|は)?\s*(?:\d+\s*(?:体|枚)\s*(?:を)?\s*)?(?:続けて|さらに|追加で)?\s*")
# before the noun: a sequence word, 「そのあと」「次に」「それから」, a comma, 手札から
_LEAD = re.compile(
    r"[\s、,。]*(?:で|て|して)?[\s、,]*(?:そのあと|その後|それから|次に|続けて|さらに|あと)?[\s、,]*"
    r"(?:手札から)?\s*(?:の)?\s*$"
)
MAX_EACH = 5


@cache
def _kinds(game: str) -> tuple[tuple[str, str], ...]:
    words = json.loads(_DATA.read_text(encoding="utf-8"))[game]["words"]
    return tuple(sorted(words.items(), key=lambda kv: -len(kv[0])))


@cache
def _activates(game: str) -> frozenset[str]:
    return frozenset(json.loads(_DATA.read_text(encoding="utf-8"))[game]["activate"])


def uncosted_plays(reading: Reading, game: str, after: int) -> list[tuple[str, int]] | None:
    """The kinds of the cards played after offset `after` (the hand told), one entry a card, in the
    order told, each with the index of the card told (「キャラを2体出した」: one card told, played twice);
    None when the question is not of that shape (see the module)."""
    if reading.of(Role.STAT):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None  # another player's card, hand or act
    acts = sorted(
        (f for f in reading.of(Role.ACTION) if f.concept in ("play", "use", "activate")),
        key=lambda f: f.start,
    )
    if not acts or acts[0].start < after or len(acts) != len(reading.of(Role.ACTION)):
        return None
    numbers = list(reading.of(Role.NUMBER))
    used: set[int] = set()
    out: list[tuple[str, int]] = []
    bound = after
    for told, act in enumerate(acts):
        if act.negated:
            return None
        segment = reading.text[bound : act.start]
        found = [(i, w, k) for w, k in _kinds(game) for i in _all(segment, w)]
        found = [
            f
            for f in found
            if not any(g[0] <= f[0] < g[0] + len(g[1]) and len(g[1]) > len(f[1]) for g in found)
        ]
        if len(found) != 1:
            return None  # no card kind, or several, told for this play
        i, word, kind = found[0]
        if not _LEAD.search(segment[:i]) or not _NOUN_GLUE.fullmatch(segment[i + len(word) :]):
            return None  # words between that no plan reads
        if act.concept == "activate" and kind not in _activates(game):
            return None  # 「キャラの効果を発動」: an ability, not a card from the hand
        count = act.value if isinstance(act.value, int) else 1
        for n in numbers:
            if bound <= n.start < act.start:
                if not _COUNT_GLUE.fullmatch(reading.text, n.end, act.start) or isinstance(act.value, int):
                    return None
                count = n.value if isinstance(n.value, int) else -1
                used.add(n.start)
        if not 1 <= count <= MAX_EACH:
            return None
        out.extend([(kind, told)] * count)
        bound = act.end
    if any(n.start not in used and n.start >= after for n in numbers):
        return None  # a number no play counts
    cards = reading.of(Role.CARD)
    if any(c.start >= after and c.concept not in {k for k, _n in out} for c in cards):
        return None  # a card noun that is none of the cards played
    return out


def _all(text: str, word: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(word), text)]


def uncosted_specs(kinds: list[tuple[str, int]]) -> list[dict[str, Any]]:
    """The played cards as hand cards of the scenario, each at a cost of 1, the copies of one card told
    under its one name (a count said of it is held by that many plays of it)."""
    return [
        {"id": f"x{i + 1}", "name": f"出すカード{n + 1}", "kind": k, "cost": 1}
        for i, (k, n) in enumerate(kinds)
    ]


NOTE = "出したカードのコストは書かれていないので1としています(手札の枚数には関わりません)。"
