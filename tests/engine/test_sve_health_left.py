"""Shadowverse Evolve: damage to a follower lowers its 体力 (2.8.2), and the damage stays when it
evolves (5.15.2: the evolve card's 体力; 5.15.3: less the 体力 lost before)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate


def _damaged(health: int, amount: int, evolved: int | None = None) -> list[dict[str, Any]]:
    payload: dict[str, object] = {
        "player1": {
            "field": [{"id": "x", "name": "f", "health": health}],
            "evolve_deck": [{"name": "f", "cost": 0, "health": evolved or 1}],
        },
        "actions": [{"type": "damage", "amount": amount, "targets": ["x"]}]
        + ([{"type": "evolve", "card": "x", "use_ep": False}] if evolved is not None else []),
    }
    result = simulate("sve", payload)
    return [dict(e.data) | {"rules": e.rules} for e in result.events if e.type == "set_state"]


@pytest.mark.parametrize(("health", "amount"), [(3, 2), (5, 1), (4, 4)])
def test_2_8_2_damage_lowers_the_followers_health(health: int, amount: int) -> None:
    damage = [e for e in _damaged(health, amount) if e.get("key") == "damage"]
    assert damage and damage[0]["health"] == health - amount and "2.8.2" in damage[0]["rules"]


def test_5_15_3_an_evolved_follower_keeps_the_damage_it_took() -> None:
    result = simulate(
        "sve",
        {
            "player1": {
                "field": [{"id": "x", "name": "f", "health": 3}],
                "evolve_deck": [{"name": "f", "cost": 0, "health": 5}],
            },
            "actions": [
                {"type": "damage", "amount": 2, "targets": ["x"]},
                {"type": "evolve", "card": "x", "use_ep": False},
            ],
        },
    )
    card = next(c for c in result.zone("player1", "field") if c["uid"] == "x")
    evo = next(iter(result.zone("player1", "evolved")))
    assert evo["stats"]["health"] - card["flags"]["damage"] == 3
