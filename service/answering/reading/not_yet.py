"""An act told as not done yet (「このターンはまだ進化してない」「ここまでEPは1回も使ってない」) beside the
same act asked or told as done now is the history before that act, not a denial of it.

The planner reflects a negated act only when the scenario scripts none of it (「ブロックもなし」), so
「このターンはまだ進化してない。…進化させられる?」 had the scripted (asked) evolve count against
the denial and withheld every such question. A negated act in the perfect form (「〜してない」
「〜していない」「〜してません」: a state up to now, not 「〜しないで」 a choice) is reflected when
the scripted action the planner found for it is the one action of its type in the scenario and a
fact of the same act that is not negated (the asked act, or the act told as made now) is reflected
by that same action: the scenario starts before it, so it had not been done. Another act mapped to
that action (「EPは1回も使ってない。…EPで1点払った」: use, then pay) is not the same act: withheld.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.answering.reading.model import Accounted, Reading, Role, Status

# 「進化してない」「使ってない」「進化していない」「払ってません」: not done up to now
_PERFECT_NOT = re.compile(
    r"\s*(?:は|も)?\s*(?:させ|さ|し|っ)?(?:て|で)(?:は|も)?\s*(?:い)?(?:な[いかく]|ません)"
)
_ACTION = re.compile(r"actions\[(\d+)\]")


def not_yet(
    reading: Reading, accounted: Sequence[Accounted], payload: Mapping[str, Any]
) -> tuple[Accounted, ...]:
    """`accounted` with each not-yet act the scenario starts before marked USED (see the module)."""
    actions = payload.get("actions")
    if not isinstance(actions, list):
        return tuple(accounted)
    done = {
        (a.field.split(".")[0], a.fact.concept)
        for a in accounted
        if a.fact.role is Role.ACTION and not a.fact.negated and a.status is Status.USED
    }
    out: list[Accounted] = []
    for a in accounted:
        f = a.fact
        at = _ACTION.match(a.field)
        if (
            a.status is Status.NOT_MODELED
            and f.role is Role.ACTION
            and f.negated
            and at is not None
            and (a.field.split(".")[0], f.concept) in done
            and _PERFECT_NOT.match(reading.text, f.end)
            and _only_of_its_type(actions, int(at.group(1)))
        ):
            a = replace(a, status=Status.USED, note="シナリオはその行動の前から始まります(まだ行っていない)")
        out.append(a)
    return tuple(out)


def _only_of_its_type(actions: list[Any], index: int) -> bool:
    if index >= len(actions) or not isinstance(actions[index], Mapping):
        return False
    kind = actions[index].get("type")
    return sum(1 for act in actions if isinstance(act, Mapping) and act.get("type") == kind) == 1
