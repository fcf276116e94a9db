"""Shadowverse Evolve engine: one text of several effects carried out in printed order (10.6.2.8.2),
rule processing only at the check timing after it (11.1.2) — a leader or follower at 体力 0 or less
in between is no defeat (11.2.1) and no destruction (11.3.1) when the text raises it again; a leader's
体力 raised by a text (2.8.3) lasts."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import EngineError
from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def _leader(health: int, damage: int, gain: int, player: str = "player1") -> SimulationResult:
    effects = [
        {"effect": "damage", "amount": damage, "target": {"player": player}},
        {"effect": "modify", "stats": {"health": gain}, "target": {"player": player}},
    ]
    return sve({player: {"health": health}, "actions": [{"type": "resolve", "effects": effects}]})


def test_sve_11_1_2_leader_below_zero_mid_resolution_is_no_defeat() -> None:
    r = _leader(2, 3, 4)
    assert r.outcome.result is Result.ONGOING and r.counter("player1", "health") == 3
    healths = [e.data["value"] for e in r.events if e.type == "counter" and e.data.get("key") == "health"]
    assert healths == [-1, 3]
    assert any("11.1.2" in e.rules for e in r.events if e.type == "resolved")


def test_sve_11_2_1_leader_still_at_zero_after_the_text_loses() -> None:
    r = _leader(2, 5, 2)
    assert r.outcome.winner == "player2" and r.outcome.reason is Reason.LEADER_DEFEATED


def test_sve_11_2_1_the_opponents_leader_too() -> None:
    r = _leader(1, 2, 5, player="player2")
    assert r.outcome.result is Result.ONGOING and r.counter("player2", "health") == 4


def test_sve_11_3_1_follower_at_zero_mid_resolution_is_not_destroyed() -> None:
    field = [{"id": "f", "attack": 1, "health": 2}]
    effects = [
        {"effect": "damage", "amount": 2, "target": {"card": "f"}},
        {"effect": "modify", "stats": {"health": 3}, "target": {"card": "f"}},
    ]
    r = sve({"player1": {"field": field}, "actions": [{"type": "resolve", "effects": effects}]})
    assert [c["uid"] for c in r.zone("player1", "field")] == ["f"]
    assert not any(e.type == "destroyed" or "11.3.1" in e.rules for e in r.events)


def test_sve_11_3_1_follower_still_at_zero_is_destroyed() -> None:
    field = [{"id": "f", "attack": 1, "health": 2}]
    effects = [
        {"effect": "damage", "amount": 3, "target": {"card": "f"}},
        {"effect": "modify", "stats": {"health": 1}, "target": {"card": "f"}},
    ]
    r = sve({"player1": {"field": field}, "actions": [{"type": "resolve", "effects": effects}]})
    assert r.zone("player1", "field") == [] and r.events_citing("11.3.1")


@pytest.mark.parametrize(
    "effect",
    [
        {"effect": "modify", "stats": {"attack": 1}, "target": {"player": "player1"}},
        {"effect": "damage", "amount": 1, "target": {"player": "player1"}, "timing": "fanfare"},
    ],
)
def test_sve_resolve_refuses_what_is_not_modelled(effect: dict[str, Any]) -> None:
    with pytest.raises(EngineError):
        sve({"actions": [{"type": "resolve", "effects": [effect]}]})
