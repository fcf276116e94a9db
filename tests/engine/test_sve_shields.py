"""sve 10.2.1.3.2 / 10.10: an effect that decreases the damage taken is a replacement effect — the
engine's ``reduce_damage`` waits on its target (a follower, or a player's leader) and replaces the next
damage to it, once (10.10.2.3), whether an effect's (5.13.1) or an attack's (8.4.9)."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def effect(kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": "effect", "effect": kind, **fields}


def _shield(amount: Any, target: dict[str, Any]) -> dict[str, Any]:
    return effect("reduce_damage", amount=amount, target=target)


def _on_field(r: SimulationResult, player: str) -> list[str]:
    return [c["uid"] for c in r.final_state["players"][player]["zones"]["field"]]


def test_10_10_1_the_next_damage_to_a_follower_is_reduced_and_it_survives() -> None:
    r = sve(
        {
            "player2": {"field": [{"id": "b", "health": 2}]},
            "actions": [_shield(2, {"card": "b"}), effect("damage", amount=3, target={"card": "b"})],
        }
    )
    assert _on_field(r, "player2") == ["b"]
    prevent = next(e for e in r.events if e.type == "prevent")
    assert {"10.2.1.3.2", "10.10.1"} <= set(prevent.rules) and prevent.data["after"] == 1


def test_10_10_2_3_the_replacement_is_used_up_by_the_one_damage_it_replaced() -> None:
    hit = effect("damage", amount=2, target={"card": "b"})
    r = sve(
        {"player2": {"field": [{"id": "b", "health": 3}]}, "actions": [_shield(1, {"card": "b"}), hit, hit]}
    )
    assert "b" not in _on_field(r, "player2")  # 1 + 2 = 3 damage: 体力 0 (11.3.1)
    assert sum(e.type == "prevent" for e in r.events) == 1


def test_10_10_1_1_all_prevented_deals_nothing_to_a_leader() -> None:
    r = sve(
        {
            "player2": {"health": 3},
            "actions": [
                _shield("all", {"player": "player2"}),
                effect("damage", amount=5, target={"player": "player2"}),
            ],
        }
    )
    assert r.counter("player2", "health") == 3 and r.outcome.winner is None


def test_10_10_1_an_attack_damage_to_the_leader_is_reduced_too() -> None:
    r = sve(
        {
            "player1": {"field": [{"id": "a", "attack": 3}]},
            "player2": {"health": 5},
            "actions": [
                _shield(1, {"player": "player2"}),
                {"type": "attack", "attacker": "a", "target": "leader"},
            ],
        }
    )
    assert r.counter("player2", "health") == 3


def test_a_shield_on_another_follower_does_not_reduce_this_ones_damage() -> None:
    r = sve(
        {
            "player2": {"field": [{"id": "b", "health": 2}, {"id": "c", "health": 2}]},
            "actions": [_shield(2, {"card": "c"}), effect("damage", amount=2, target={"card": "b"})],
        }
    )
    assert _on_field(r, "player2") == ["c"]
