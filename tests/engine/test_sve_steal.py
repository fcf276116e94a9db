"""sve 「奪う」 (5.21): the taken follower moves to the taker's field, the taker becomes its master (5.21.1,
3.1.2) and its owner stays (5.21.1.1); it keeps its state (5.21.2) and, not its master's since the turn
began, it attacks that turn only with 【疾走】 (12.9.2), 【突進】 at an acted follower (12.10.2) or once
evolved this turn (8.4.2.1); leaving the field it goes to its owner's zone (5.21.3)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def _taken(keywords: list[str], target: str = "leader", **extra: Any) -> dict[str, Any]:
    """player1 takes player2's standing follower `x` (on the field since before) and attacks with it."""
    x = {"id": "x", "attack": 3, "health": 3, "keywords": keywords}
    return {
        "player2": {"field": [x, {"id": "y", "acted": True, "health": 5}]},
        "actions": [
            {"type": "steal", "card": "x"},
            *extra.get("before", []),
            {"type": "attack", "attacker": "x", "target": target, "if_able": True},
        ],
        **{k: v for k, v in extra.items() if k != "before"},
    }


def refused(r: SimulationResult) -> list[str]:
    return [str(e.data.get("code")) for e in r.events if e.type == "cannot_attack"]


def test_sve_5_21_1_the_taken_follower_is_on_the_takers_field_its_owner_unchanged() -> None:
    r = sve({"player2": {"field": [{"id": "x"}]}, "actions": [{"type": "steal", "card": "x"}]})
    assert [c["uid"] for c in r.zone("player1", "field")] == ["x"]
    assert r.zone("player2", "field") == []
    assert r.zone("player1", "field")[0]["owner"] == "player2"  # 5.21.1.1
    assert any("5.21.1" in e.rules for e in r.events if e.type == "move")


def test_sve_5_21_2_the_taken_follower_keeps_its_state() -> None:
    r = sve({"player2": {"field": [{"id": "x", "acted": True, "damage": 1, "health": 3}]},
             "actions": [{"type": "steal", "card": "x"}]})  # fmt: skip
    flags = r.zone("player1", "field")[0]["flags"]
    assert flags["acted"] is True and flags["damage"] == 1


@pytest.mark.parametrize("target", ["leader", "y"])
def test_sve_8_4_2_1_a_follower_taken_this_turn_does_not_attack(target: str) -> None:
    r = sve(_taken([], target))
    assert refused(r) and r.final_state["players"]["player2"]["counters"]["health"] == 20


def test_sve_12_9_2_a_taken_storm_follower_attacks_the_leader() -> None:
    r = sve(_taken(["疾走"]))
    assert not refused(r) and r.final_state["players"]["player2"]["counters"]["health"] == 17


def test_sve_12_10_2_a_taken_rush_follower_attacks_an_acted_follower_only() -> None:
    assert refused(sve(_taken(["突進"])))  # the leader
    assert not refused(sve(_taken(["突進"], "y")))


def test_sve_8_4_2_1_a_taken_follower_evolved_this_turn_attacks_an_acted_follower() -> None:
    evolve = {"before": [{"type": "evolve", "card": "x"}],
              "player1": {"evolve_deck": [{"name": "x", "attack": 5, "health": 5}]}}  # fmt: skip
    assert not refused(sve(_taken([], "y", **evolve)))
    assert refused(sve(_taken([], "leader", **evolve)))  # 8.4.3.1: the leader needs it since the turn began


def test_sve_5_21_3_a_taken_follower_destroyed_goes_to_its_owners_graveyard() -> None:
    damage = {"type": "damage", "amount": 2, "targets": ["x"]}
    r = sve({"player2": {"field": [{"id": "x", "health": 2}]},
             "actions": [{"type": "steal", "card": "x"}, damage]})  # fmt: skip
    assert [c["uid"] for c in r.zone("player2", "graveyard")][-1:] == ["x"]


def test_sve_8_4_2_1_the_taken_follower_attacks_on_the_takers_next_turn() -> None:
    two_turns = [{"type": "end_turn"}, {"type": "end_turn"}]
    hit = {"type": "attack", "attacker": "x", "target": "leader", "if_able": True}
    r = sve({"player2": {"field": [{"id": "x", "attack": 3}]},
             "actions": [{"type": "steal", "card": "x"}, *two_turns, hit]})  # fmt: skip
    assert not refused(r) and r.final_state["players"]["player2"]["counters"]["health"] == 17


def test_sve_5_21_1_only_the_other_players_field_card_is_taken() -> None:
    for payload in (
        {"player1": {"field": [{"id": "x"}]}, "actions": [{"type": "steal", "card": "x"}]},
        {"player2": {"hand": [{"id": "x"}]}, "actions": [{"type": "steal", "card": "x"}]},
    ):
        r = sve(payload)  # the action is rejected (an IllegalAction, 5.21.1), nothing moves
        assert [e.type for e in r.events][-1] == "rejected" and "5.21.1" in r.events[-1].rules
