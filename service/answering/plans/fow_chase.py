"""A spell negated on the chase area (10.11.1): played, it goes onto the chase area (10.7);
negated, it is removed from there and put into its OWNER's graveyard — whoever negated it.

From the reading: the negation (無効, not of damage), the spell and its owner (the player word
before it in its sentence: 「相手がプレイしたスペル」「相手のスペル」), each player's stated count
and the asked count. An ability negated moves no card — the engine holds no ability on the chase,
so that question is not planned (withheld).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.fow_common import WORD, acts_only, asked, built, clause_before, of, seats, zone
from service.answering.plans.fow_zones import ZONE_NAMES, asked_place, quantities
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

UID = "spell"


def _negation(reading: Reading) -> Fact | None:
    """The first 無効 told of something other than damage (「ダメージを無効」 is a prevention)."""
    for m in of(reading, Role.MODIFIER, "prevent"):
        start, _ = clause_before(reading, m)
        if not m.negated and "ダメージ" not in reading.text[start : m.start]:
            return m
    return None


def _spell(reading: Reading, negation: Fact) -> tuple[Fact, str] | None:
    """The spell the question plays (named before the negation) and its owner."""
    named = [t for t in of(reading, Role.TERM, "chase_spell", "chase_ability") if t.start < negation.start]
    if not named or any(t.concept == "chase_ability" for t in named) or of(reading, Role.CARD):
        return None  # an ability (or a resonator's 召喚, the builders'): not this plan's
    start, _ = clause_before(reading, named[-1])
    owners = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= named[-1].start]
    if not owners or owners[-1].owner not in WORD:
        return None
    return named[-1], str(owners[-1].owner)


def negated_spell(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    negation = _negation(reading)
    counts = quantities(reading)
    if ask is None or negation is None or counts is None or not acts_only(reading, "play"):
        return None
    found = _spell(reading, negation)
    place = asked_place(reading, ask, counts)
    if found is None or place is None or place[0] != "graveyard":
        return None  # a hand count: whether it held the spell before it was played is not said
    _, owner = found
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    for (concept, side), n in counts.items():
        if concept != "graveyard":
            return None  # another count the negation does not move
        payload[me[side]]["graveyard"] = [{} for _ in range(n)]
    seat = me[owner]
    payload[seat]["hand"] = [{"id": UID, "name": "スペル", "kind": "spell", "defense": None}]
    notes = ["プレイしたスペルのほかの手札は、墓地の枚数によらないので置いていません。"]
    other = me["opponent" if owner == "self" else "self"]
    payload["operations"] += [
        {"kind": "cast", "player": seat, "card": UID},
        {"kind": "negate", "player": other, "card": UID},
    ]
    concept, asked_owner = place

    def head(sim: SimulationResult) -> str:
        n = len(zone(sim, me[asked_owner], concept))
        return f"{WORD[asked_owner]}の{ZONE_NAMES[concept]}は{n}枚になります"

    return built("negated_spell", payload, head, notes, me["self"])
