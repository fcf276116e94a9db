"""How fow's plans read a per-count damage question beyond the shared reader (`plans.reread`): the
unit of 「リゾネイター1体につき」 is no count of a zone, and 「100ダメ×5回なら0」 is the asker's guess of one
instance per counted card (10.6.4.1 denies it), no damage told."""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import of, quoted
from service.answering.plans.fow_per_count import outside_quote, per_count_found
from service.answering.reading.model import Reading, Role

_UNIT = "the unit of a per-count (10.6.4.1), no count of a zone"


def units(reading: Reading) -> Reading:
    """The 「リゾネイター1体」 of 「リゾネイター1体につき」 is the per-count's unit, not a count of that zone:
    read as a count it had to be reflected as one card on the quote's side (whoever controls the
    effect), so an effect the opponent used was withheld."""
    per = [f for f in of(reading, Role.MODIFIER, "per_count") if not f.negated]
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="per_count_unit", why=_UNIT)
        if f.role is Role.QUANTITY and any(f.start < p.start <= f.end for p in per)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_SPLIT = "the asker's reading of a per-count as one instance per counted card, which 10.6.4.1 denies"
_CLAUSE_END = re.compile(r"[。??\n、]")


def instances(reading: Reading) -> Reading:
    """「100ダメ×5回なら全部軽減で0だと思うんだけど」「300ダメ4回だから毎回軽減して…ってなる?」: the
    per-count's amount said again with a number of times is the asker's guess of one instance per counted card
    (10.6.4.1: one instance of the total), not damage told — its clause (up to 、。?) holds no fact
    (blind fow-bg-02, bh-02, bj-04, bn-23 had been withheld: 「5回」「0」 unreflected)."""
    found = per_count_found(reading)
    if found is None:
        return reading
    _per, dealt, quote, _carded = found
    text = reading.text
    spans: list[tuple[int, int]] = []
    for f in reading.facts:
        if f.value != dealt.value or f.role not in (Role.NUMBER, Role.ACTION) or not outside_quote(f, quote):
            continue
        if quoted(reading, f) is not None or not _TIMES.match(text, f.end):
            continue
        end = _CLAUSE_END.search(text, f.end)
        spans.append((f.start, end.start() if end else len(text)))
    if not spans:
        return reading
    split = (Role.NUMBER, Role.ACTION, Role.MODIFIER, Role.ASK)
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="split_instances", why=_SPLIT)
        if f.role in split
        and any(s <= f.start and f.end <= e for s, e in spans)
        and not (f.role is Role.ASK and not f.concept.startswith("about:"))
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「100ダメ×5回」「100ダメを5回」「300ダメ4回」「100ダメージ×3回」: an amount with a number of times
_TIMES = re.compile(r"\s*(?:ダメージ|ダメ)?\s*(?:×|x|X|を|が)?\s*\d+\s*回")
