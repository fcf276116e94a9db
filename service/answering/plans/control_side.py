"""Who controls a card whose control the question says changed (kiseki and ninjaslayer 105.3 支配者):
the asker, unless the change is said in the passive (「相手に支配を奪われた」), of the opponent as its
subject (「相手が支配を奪った」「相手が支配してる」) or as 「支配者が相手になった」."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from service.answering.reading.model import Fact, Reading, Role

SIDE = {"自分": "self", "こっち": "self", "俺": "self", "相手": "opponent", "向こう": "opponent"}
OTHER = {"self": "opponent", "opponent": "self"}
SEAT = {"self": "player1", "opponent": "player2"}
WORD = {"self": "自分", "opponent": "相手"}
# 「奪われた」「取られた」: the change undergone by the asker's card
_PASSIVE = re.compile(r"(?:わ|ら)?\s*れ")
# 「相手が支配を奪った」「相手が支配してる」「相手は…得た」: the opponent as the subject of its clause
_BY_OPPONENT = re.compile(r"(?:相手|向こう)\s*(?:が|は)\s*(?:[^。、?？]{0,12}?)$")
# 「支配者が相手になった」「支配者は相手」: the new 支配者 named after the word
_NAMED = re.compile(r"支配者\s*(?:が|は|を)?\s*(相手|向こう|自分|こっち|俺)")
# 「何枚増える」「何点減る」「何点失う」: a change asked, not the value it ends at
CHANGE = re.compile(r"何\s*(?:点|枚)\s*(増|減|失)")


def controller(reading: Reading, change: Fact) -> str:
    """ "self" or "opponent": who controls the card after the told change."""
    named = _NAMED.search(reading.text, change.start, change.end + 8)
    if named is not None:
        return SIDE[named.group(1)]
    if _PASSIVE.match(reading.text, change.end):
        return "opponent"
    start = max(reading.text.rfind(c, 0, change.start) for c in "。??、") + 1
    return "opponent" if _BY_OPPONENT.search(reading.text[start : change.start]) else "self"


def asked_sentence_start(reading: Reading, ask: Fact) -> int:
    """Where the sentence of the ask begins."""
    return max(reading.text.rfind(c, 0, ask.start) for c in "。??") + 1


def told_counts(reading: Reading, counted: Mapping[str, str]) -> dict[tuple[str, str], int] | None:
    """The zone counts the question tells, by (owner, zone): each a concept of `counted` owned by a
    side; None when a count is of another kind, of no side, or told twice for one side's zone."""
    told: dict[tuple[str, str], int] = {}
    for q in reading.of(Role.QUANTITY):
        zone = counted.get(q.concept)
        if zone is None or q.owner not in SEAT or not isinstance(q.value, int):
            return None
        if (str(q.owner), zone) in told:
            return None
        told[(str(q.owner), zone)] = q.value
    return told


def taken_then_removed(reading: Reading, taken: str, removals: Collection[str]) -> tuple[Fact, Fact] | None:
    """The one control change (`taken`: 「支配を奪った」「奪う」) and the one removal told after it (「…が殺さ
    れた」「KOされた」), the only acts told — the shape each game's whose-zone plan runs — else None."""
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    changes = [f for f in acts if f.concept == taken]
    removed = [f for f in acts if f.concept in removals]
    if len(changes) != 1 or len(removed) != 1 or len(acts) != 2 or removed[0].start < changes[0].end:
        return None
    return changes[0], removed[0]
