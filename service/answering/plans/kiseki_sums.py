"""軌跡 TCG reading: the asker's own arithmetic on the stats it told — 「STR3とSTR4でスクラム攻撃…合計7で
DEF5を2超えてるけど、何点減る?」 — restates the question, it tells nothing new (804.11a-2/-3 decide
from the UNITs' own STR and DEF).

A clause that says 合計 (a sum) is the asker's arithmetic when every number and stat after 合計 in it
is one the question told elsewhere: a told stat, a sum of two or more told STR, or such a sum less a
told DEF (the excess over it). Those facts are then read as neutral restatements, so that neither a
plan nor the gate takes 「STR5」 for a UNIT or 「7」 for a value to reproduce. A clause with any other
number keeps its facts: a sum the told stats do not make is something else (an effect), withheld.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import combinations

from service.answering.reading.model import Fact, Reading, Role

_SUM = re.compile(r"合計")
_CLAUSE = re.compile(r"[、。,!?！？]")
_WHY = "the asker's arithmetic on the told stats (合計): a restatement, no fact of its own"


def _derivable(told_str: list[int], told_def: list[int]) -> set[int]:
    sums = {sum(c) for n in range(2, len(told_str) + 1) for c in combinations(told_str, n)}
    return set(told_str) | set(told_def) | sums | {s - d for s in sums for d in told_def if s > d}


def sums(reading: Reading) -> Reading:
    """`reading` with the facts of each restating 合計 clause made neutral (see the module)."""
    text = reading.text
    clauses: list[tuple[int, int]] = []
    for m in _SUM.finditer(text):
        end = _CLAUSE.search(text, m.end())
        clauses.append((m.start(), end.start() if end else len(text)))
    if not clauses:
        return reading

    def inside(f: Fact) -> bool:
        return any(lo <= f.start < hi for lo, hi in clauses)

    stats = [f for f in reading.of(Role.STAT) if isinstance(f.value, int) and not inside(f)]
    told_str = [int(f.value) for f in stats if f.concept == "STR" and isinstance(f.value, int)]
    told_def = [int(f.value) for f in stats if f.concept == "DEF" and isinstance(f.value, int)]
    if not told_str:
        return reading
    derivable = _derivable(told_str, told_def)
    restating: set[Fact] = set()
    for lo, hi in clauses:
        said = [f for f in reading.facts if lo <= f.start < hi and f.role in (Role.STAT, Role.NUMBER)]
        if not said or any(not isinstance(f.value, int) or f.value not in derivable for f in said):
            continue
        if any(
            lo <= f.start < hi and f.role in (Role.ACTION, Role.CARD, Role.QUANTITY) for f in reading.facts
        ):
            continue  # the clause tells an act or a count, not arithmetic alone
        restating.update(said)
    if not restating:
        return reading
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="restated", why=_WHY) if f in restating else f
        for f in reading.facts
    )
    return replace(reading, facts=facts)
