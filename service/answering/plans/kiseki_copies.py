"""軌跡 TCG: UNITs told together.

Alike UNITs told once with their count — 「同じ組織のSTR2・DEF2のUNIT2体でスクラム攻撃」,
「俺のSTR3・DEF3のUNIT2体(同じ組織)でスクラム攻撃」: the count right after one UNIT's stats, of UNITs
that attack together, is that many UNITs with those stats (803.3b, 804.5). Read as one UNIT and a count
of nobody's UNITs, the fight plan had declined (blind BC kiseki-bc-01, audit 29b).

Only a scrum attack made by the counted UNITs is read so: 「DEF3のUNIT2体を1体ずつ攻撃」 counts the attacked
side, whose two attacks the fight plan does not make. And one 組織 said of all the UNITs at once
(`shared_org`: 「どっちも組織「結社」」, 「遊撃士協会のSTR1・STR2・STR2の3体」), 803.3b.
"""

from __future__ import annotations

import re

from service.answering.plans.kiseki_units import Unit
from service.answering.reading.counted import alike_after
from service.answering.reading.model import Fact, Reading, Role

# after the count: what the counted UNITs do together (`lexicon/alike_counts.json`)
_SCRUM_AFTER = alike_after("kiseki")
_OF = re.compile(r"\s*の\s*")


# 「どっちも組織「結社」」「全員「結社」」「2体とも結社」: one 組織 said of every UNIT listed before it
_SHARED_ORG = re.compile(
    r"(?:どっちも|どちらも|両方\s*(?:とも)?|全員|全部|みんな|[0-9２-５]\s*体\s*とも)\s*"
    r"(?:の?\s*組織\s*(?:は|が)?\s*)?[「『]?$"
)


# 「遊撃士協会のSTR1・STR2・STR2の3体」「組織「結社」のSTR1とSTR4の2体」: the 組織 heads a list of UNITs
# told by their stats and closed by their count — every UNIT counted has it
_ORG_OF_LIST = re.compile(
    r"[」』]?\s*の\s*(?:STR|DEF)\s*-?[0-9]+(?:\s*[・、,/と]\s*(?:STR|DEF)?\s*-?[0-9]+)*"
    r"\s*の\s*(?:UNIT|ユニット)?\s*[0-9２-５]\s*体"
)


def shared_org(text: str, org: Fact) -> bool:
    """Whether the 組織 `org` is said of all the UNITs at once (803.3b: a common 組織)."""
    if _ORG_OF_LIST.match(text, org.end) is not None:
        return True
    return _SHARED_ORG.search(text, max(0, org.start - 14), org.start) is not None


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
            opened = max(reading.text.rfind(c, 0, count.start) for c in "。!?！？") + 1
            if any(u is not unit and u.facts and opened <= u.facts[0].start < count.start for u in found):
                return found, None  # 「STR4のUNITとSTR2のUNITの2体で」: the count restates the UNITs listed
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
