"""Shadowverse EVOLVE 永久循環 (15.2.1): who can stop a loop decides whether the game ends in a draw."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.events import Result
from service.engine.scenario import simulate


def _run(loop: dict[str, Any]) -> Any:
    return simulate("sve", {"actions": [{"type": "loop", **loop}]})


def test_15_2_1_3_a_loop_nobody_can_stop_is_a_draw() -> None:
    result = _run({"forced": True})
    assert result.outcome.result is Result.GAME_OVER
    assert result.outcome.draw and result.outcome.winner is None
    assert "15.2.1.3" in result.outcome.rules


def test_15_2_1_1_the_turn_players_count_runs_when_accepted() -> None:
    result = _run({"count": 4})
    assert result.outcome.result is Result.ONGOING
    loop = next(e for e in result.events if e.type == "loop")
    assert loop.rules == ("15.2.1.1",) and loop.data["times"] == 4


def test_15_2_1_1_the_non_turn_player_makes_it_run_fewer_times() -> None:
    result = _run({"count": 5, "cut": 2})
    loop = next(e for e in result.events if e.type == "loop")
    assert result.outcome.result is Result.ONGOING and loop.data["times"] == 2
    # a cut above the count shown changes nothing: the count runs
    assert next(e for e in _run({"count": 3, "cut": 7}).events if e.type == "loop").data["times"] == 3


@pytest.mark.parametrize("loop", [{}, {"forced": True, "count": 2}])
def test_15_2_1_a_loop_is_either_forced_or_counted(loop: dict[str, Any]) -> None:
    with pytest.raises(InvalidScenario):
        _run(loop)
