"""Which side attacks, by the particles around the UNITs (kiseki_fight): 「相手のSTR5/DEF4で、俺の…UNITに
攻撃」 tells the opponent attacks though no 「してきた」 is said (a mirrored wording had been run as the
asker's STR1 attacking and stated 7 for 4)."""

from __future__ import annotations

import re

from service.answering.plans.kiseki_units import Unit
from service.answering.reading.model import Reading, Role

# the particle right after a UNIT's last word: で marks the UNIT attacked with, に/を the one attacked
_MARK = re.compile(r"\s*(?:の\s*(?:UNIT|ユニット))?\s*[)）]?\s*(で|に|を)")
# what follows a で-marked UNIT up to the attack verb: no 応戦 (「俺のUNITで応戦した」 is the defender's)
_TO_ATTACK = re.compile(r"[^。?？!！]{0,40}?(?:攻撃|殴|アタック)")
_RESPONSE = re.compile(r"応戦|ブロック|守")
# 「相手から奪ったユニット」「支配を得た」: the UNIT's owner is not the side it attacks for
CONTROL = re.compile(r"奪|支配|コントロール")


def instrument_side(reading: Reading, found: list[Unit]) -> str | None:
    """The owner of the UNITs the question attacks with (「相手のSTR5/DEF4で俺の…UNITに攻撃」: the
    opponent attacks, though told without 「してきた」), when each UNIT marked で has that owner and each
    marked に/を the other; "?" when the markers contradict, None when no UNIT is marked で."""
    text = reading.text
    withs: set[str | None] = set()
    ats: set[str | None] = set()
    for u in found:
        if not u.facts:
            continue
        m = _MARK.match(text, max(f.end for f in u.facts))
        if m is None:
            continue
        if m.group(1) == "で":
            verb = _TO_ATTACK.match(text, m.end())
            if verb is None or _RESPONSE.search(verb.group()):
                continue  # 「俺のUNITで応戦」: not the UNIT attacked with
            if not _owner_said(reading, u):
                continue  # 「相手の場にUNITがいないときSTR3で攻撃」: the owner is no word of its own
        (withs if m.group(1) == "で" else ats).add(u.owner)
    withs.discard(None)  # 「【武術】持ちのSTR3/DEF2で」: no owner said — the side read stands
    ats.discard(None)
    if not withs:
        return None
    if len(withs) != 1 or withs & ats:
        return "?"
    return str(withs.pop())


_OWNER_GLUE = re.compile(r"\s*の\s*")


def _owner_said(reading: Reading, unit: Unit) -> bool:
    """Whether the UNIT's owner is a word of its own phrase (「相手のSTR5」「STR5/DEF4の相手のUNIT」)."""
    first, last = min(f.start for f in unit.facts), max(f.end for f in unit.facts)
    return any(
        o.owner == unit.owner
        and (first <= o.start < last or _OWNER_GLUE.fullmatch(reading.text, o.end, first))
        for o in reading.of(Role.OWNER)
    )
