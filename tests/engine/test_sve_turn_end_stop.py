"""sve scenarios that ask about the end of a turn: `end_turn` with `last` stops the run as the turn ends
(7.4.8, 7.4.9), before the next turn's start phase (7.2) changes the state asked about."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def test_sve_7_4_9_a_scenario_may_stop_as_the_turn_ends() -> None:
    hand = [{"id": f"h{i}"} for i in range(9)]
    r = sve({"player2": {"hand": hand}, "actions": [{"type": "end_turn", "last": True}]})
    assert [e.type for e in r.events][-1] == "turn_end"
    assert len(r.zone("player2", "hand")) == 9  # only the turn player discards (7.4.7)
    on = sve({"player2": {"hand": hand}, "actions": [{"type": "end_turn"}]})
    assert len(on.zone("player2", "hand")) == 10  # the next turn's draw (7.2.4)


def test_sve_7_4_7_the_turn_player_discards_before_the_stop() -> None:
    hand = [{"id": f"h{i}"} for i in range(10)]
    r = sve({"player1": {"hand": hand}, "actions": [{"type": "end_turn", "last": True}]})
    assert len(r.zone("player1", "hand")) == 7
    assert sum(1 for e in r.events if e.type == "move" and "7.4.7" in e.rules) == 3


def test_sve_7_4_9_a_last_end_turn_must_be_the_last_action() -> None:
    with pytest.raises(InvalidScenario):
        sve({"actions": [{"type": "end_turn", "last": True}, {"type": "end_turn"}]})
