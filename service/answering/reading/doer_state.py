"""A state told as what the told act did to the card that made it (「アイサツしてオジギした」「攻撃して
アクト状態になったフォロワー」「さっき攻撃したUNITがアクション状態のまま」, audit 17a): the bow or the
act state an attack or アイサツ leaves its attacker in (ninjaslayer 704.5, sve 8.4.4, kiseki 804.4,
onepiece 7-1-1-1).

The planner accounts a state against the scenario's starting position only, so such a fact is
NOT_MODELED there. It is reflected when the act right before it (only the card's noun and the glue
「して」「した…が」 between) is one the run scripts, and the run puts that act's attacker into the
state (a `set_state` of the rested key the engine names it by). Any other case stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Accounted, Reading, Role, Status
from service.engine.scenario import SimulationResult

_ACTS = frozenset({"attack", "aisatsu"})
_KEYS = frozenset({"bowed", "acted", "rested"})  # each engine's word for the rested state
# 「アイサツして(それで)」「攻撃した(UNITが)」: between the act and the state, the card's noun taken out
_GLUE = re.compile(r"\s*(?:し|して|した)\s*(?:、)?\s*(?:が|は)?\s*(?:それで|もう|すでに|既に|そのまま)?\s*")


def doer_state_reached(
    reading: Reading, a: Accounted, scenario: Mapping[str, Any], result: SimulationResult
) -> bool:
    f = a.fact
    if a.status is not Status.NOT_MODELED or f.role is not Role.STATE or f.negated or f.concept != "rested":
        return False
    acts = [g for g in reading.of(Role.ACTION) if g.end <= f.start]
    if not acts or acts[-1].concept not in _ACTS or acts[-1].negated:
        return False
    gap = reading.text[acts[-1].end : f.start]
    for c in reading.of(Role.CARD):
        if acts[-1].end <= c.start and c.end <= f.start:
            gap = gap.replace(c.text, "", 1)
    if _GLUE.fullmatch(gap) is None:
        return False
    actions = scenario.get("actions")
    doers: set[str] = set()
    for act in actions if isinstance(actions, list) else []:
        if isinstance(act, Mapping):
            doers.add(str(act.get("attacker")))
            doers.update(str(x) for x in act.get("attackers") or [])
    return any(
        e.type == "set_state" and e.data.get("key") in _KEYS and e.data.get("value") is True
        and str(e.data.get("card")) in doers
        for e in result.events
    )  # fmt: skip
