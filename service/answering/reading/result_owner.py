"""A count told as the result an act reached, with its owner left out: 「ライフ2枚の相手リーダーに殴って
通った。ライフ0になったけど、これで俺の勝ち?」 — the 「ライフ0」 is the count the question told before, of the
player it was told of, now at the value the act left (blind AW onepiece-aw-03, first try on 7a387c5: read
with no owner, the winner gate withheld it as possibly the asker's).

Only a count of one concept told before of exactly one owner, said right before 「になった/になる/まで減っ」,
takes that owner.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「ライフ0になった」「0枚になって」「1まで減った」: the count is where the act left it
_REACHED = re.compile(r"\s*(?:枚|点|個)?\s*(?:に\s*(?:なっ|なる|なり)|まで\s*(?:減っ|減る|削|落ち))")


def result_owners(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each ownerless count told as a reached result given its one earlier owner."""
    out = list(facts)
    for i, f in enumerate(facts):
        if f.role is not Role.QUANTITY or f.owner is not None or not _REACHED.match(question, f.end):
            continue
        owners = {
            g.owner for g in facts if g.role is Role.QUANTITY and g.concept == f.concept and g.end <= f.start
        }
        if len(owners) != 1 or None in owners:
            continue
        out[i] = replace(f, owner=owners.pop())
    return out
