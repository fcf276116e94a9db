"""軌跡 TCG: alike UNITs told once with their count (「同じ組織のSTR2・DEF2のUNIT2体でスクラム攻撃」「俺の
STR3・DEF3のUNIT2体(同じ組織)でスクラム攻撃」): the count right after one UNIT's stats, of UNITs that attack
together, is that many UNITs with those stats (803.3b, 804.5) — read as one UNIT and a count of nobody's
UNITs, the fight plan had declined (blind BC kiseki-bc-01, audit 29b).

Only a scrum attack made by the counted UNITs is read so: 「DEF3のUNIT2体を1体ずつ攻撃」 counts the attacked
side, whose two attacks the fight plan does not make.
"""

from __future__ import annotations

import re

from service.answering.plans.kiseki_units import Unit
from service.answering.reading.counted import alike_after
from service.answering.reading.model import Fact, Reading, Role

# after the count: what the counted UNITs do together (`lexicon/alike_counts.json`)
_SCRUM_AFTER = alike_after("kiseki")
_OF = re.compile(r"\s*の\s*")


def alike_copies(reading: Reading, found: list[Unit]) -> tuple[list[Unit], Fact | None]:
    """`found` with the counted UNIT repeated to its count, and the count read so (None when there is
    none)."""
    for count in reading.of(Role.QUANTITY):
        if count.concept != "field_count" or count.negated or not isinstance(count.value, int):
            continue
        if (
            not 2 <= count.value <= 5
            or _SCRUM_AFTER is None
            or _SCRUM_AFTER.match(reading.text, count.end) is None
        ):
            continue
        for i, unit in enumerate(found):
            if not unit.facts or (unit.owner not in (None, count.owner) and count.owner is not None):
                continue
            end = max(f.end for f in unit.facts)
            if end > count.start or _OF.fullmatch(reading.text, end, count.start) is None:
                continue
            twins = [
                Unit(dict(unit.stats), set(unit.icons), set(unit.flags), unit.owner or count.owner)
                for _ in range(count.value - 1)
            ]
            return found[: i + 1] + twins + found[i + 1 :], count
    return found, None


def scrum_count(reading: Reading, taken: Fact | None) -> Fact | None:
    """「UNIT2体でスクラム攻撃できる?」: a count of nobody's UNITs that make the scrum attack — the attacking
    side's own count (804.5), whoever attacks; None when there is none (or it is `taken` by alike UNITs)."""
    for count in reading.of(Role.QUANTITY):
        if count.concept != "field_count" or count.negated or count is taken or count.owner is not None:
            continue
        if (
            isinstance(count.value, int)
            and _SCRUM_AFTER is not None
            and _SCRUM_AFTER.match(reading.text, count.end)
        ):
            return count
    return None
