"""Shadowverse Evolve: a player's continuous damage boosts. A spell's damage is 能力ダメージ (5.13.3.3)
and 「自分のスペルが与えるダメージ+N」 raises each damage the player's spells deal (5.13.3.4); an
ability-damage boost never raises an attacking follower's damage (8.4.9; 5.13.3.1, 5.13.3.3)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate


def _spell_at_follower(boost: dict[str, int], amount: int, health: int) -> Any:
    spell = {
        "id": "s",
        "kind": "spell",
        "cost": 1,
        "effects": [{"effect": "damage", "amount": amount, "targets": [{"card": "b"}]}],
    }
    payload = {
        "player1": {"hand": [spell], "boost": boost},
        "player2": {"field": [{"id": "b", "health": health}]},
        "actions": [{"type": "play", "card": "s"}],
    }
    return simulate("sve", payload)


@pytest.mark.parametrize(
    ("bonus", "amount", "health", "destroyed"), [(1, 2, 3, True), (1, 1, 3, False), (2, 1, 3, True)]
)
def test_5_13_3_4_a_spell_damage_boost_raises_the_spells_damage(
    bonus: int, amount: int, health: int, destroyed: bool
) -> None:
    result = _spell_at_follower({"spell": bonus}, amount, health)
    boost = next(e for e in result.events if e.type == "boost")
    assert boost.data["amount"] == bonus and "5.13.3.4" in boost.rules
    moved = any(
        e.type == "move" and e.data.get("to_zone") == "graveyard" and e.data.get("card") == "b"
        for e in result.events
    )
    assert moved is destroyed


def test_5_13_3_3_an_ability_damage_boost_raises_a_spells_damage_to_the_leader() -> None:
    payload = {
        "player1": {"hand": [{"id": "s", "kind": "spell", "damage": 2}], "boost": {"ability": 2}},
        "player2": {"health": 10},
        "actions": [{"type": "play", "card": "s"}],
    }
    result = simulate("sve", payload)
    assert result.final_state["players"]["player2"]["counters"]["health"] == 6


@pytest.mark.parametrize("boost", [{"ability": 2}, {"spell": 1}, {"ability": 1, "spell": 3}])
def test_5_13_3_3_no_boost_raises_an_attacks_damage(boost: dict[str, int]) -> None:
    payload = {
        "player1": {"field": [{"id": "a", "attack": 2}], "boost": boost},
        "player2": {"health": 5},
        "actions": [{"type": "attack", "attacker": "a"}],
    }
    result = simulate("sve", payload)
    assert any(e.type == "boost_not_applied" and "5.13.3.3" in e.rules for e in result.events)
    assert result.final_state["players"]["player2"]["counters"]["health"] == 3
