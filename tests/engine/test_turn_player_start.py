"""A run that starts in player2's turn (`turn_player`, audit 27e): an effect of that turn is scripted,
the turn ends — its 'this turn' effects removed there (sve 7.4.8, onepiece 6-6-1-2) — and player1's turn
follows, whose start changes only player1's cards (sve 7.2, onepiece 6-2): the other player's acted /
rested card stays attackable."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def _sve(extra: dict[str, Any], health: int) -> SimulationResult:
    modify = {
        "effect": "modify",
        "stats": {"health": health},
        "target": {"card": "b"},
        "duration": "end_of_turn",
    }
    return simulate(
        "sve",
        extra
        | {
            "player1": {"field": [{"id": "a", "attack": 3, "health": 3}]},
            "player2": {"field": [{"id": "b", "attack": 2, "health": 2, "acted": True}]},
            "actions": [
                {"type": "resolve", "effects": [modify]},
                {"type": "end_turn"},
                {"type": "attack", "attacker": "a", "target": "b"},
            ],
        },
    )


def test_sve_7_4_8_a_change_of_player2s_turn_ends_before_player1s_attack() -> None:
    r = _sve({"turn_player": "player2"}, 2)
    assert any("7.4.8" in e.rules and e.type == "set_state" for e in r.events)
    assert not r.rejected  # player2's follower stayed acted: attackable (8.4.3.1)
    assert "b" not in r.uids("player2", "field")  # 3 damage to a 2/2 again (the +0/+2 gone)


def test_sve_turn_player_default_is_player1() -> None:
    r = _sve({}, 2)
    assert r.rejected  # player1 ends its turn, then attacks in player2's turn: refused


def test_sve_player2_start_only_in_the_main_phase() -> None:
    with pytest.raises(InvalidScenario):
        simulate("sve", {"turn_player": "player2", "phase": "start"})


def test_onepiece_6_6_1_2_a_change_of_player2s_turn_ends_before_player1s_attack() -> None:
    modify = {
        "type": "effect",
        "effect": "modify",
        "stats": {"power": 3000},
        "target": {"card": "t"},
        "duration": "end_of_turn",
    }
    r = simulate(
        "onepiece",
        {
            "turn_player": "player2",
            "player1": {"characters": [{"id": "a", "power": 5000}]},
            "player2": {"characters": [{"id": "t", "power": 3000, "rested": True}]},
            "actions": [modify, {"type": "end_turn"}, {"type": "attack", "attacker": "a", "target": "t"}],
        },
    )
    assert any("6-6-1-2" in e.rules for e in r.events)
    assert not r.rejected
    assert "t" not in r.uids("player2", "characters")  # 5000 ≥ 3000: KO'd (7-1-4-1-2)
