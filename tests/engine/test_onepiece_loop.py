"""ONE PIECE CARD GAME 永久循環 (11-1-1): who can stop a loop decides whether the game ends in a draw."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.events import Result
from service.engine.scenario import simulate


def _run(loop: dict[str, Any]) -> Any:
    return simulate("onepiece", {"actions": [{"type": "loop", **loop}]})


def test_11_1_1_1_a_loop_nobody_can_stop_is_a_draw() -> None:
    result = _run({"forced": True})
    assert result.outcome.result is Result.GAME_OVER
    assert result.outcome.draw and result.outcome.winner is None
    assert "11-1-1-1" in result.outcome.rules


def test_11_1_1_2_one_stopper_runs_its_count_and_the_game_goes_on() -> None:
    result = _run({"stoppers": ["player2"], "counts": {"player2": 3}})
    assert result.outcome.result is Result.ONGOING
    loop = next(e for e in result.events if e.type == "loop")
    assert loop.rules == ("11-1-1-2",) and loop.data["times"] == 3


def test_11_1_1_3_both_stoppers_the_smaller_count_runs() -> None:
    result = _run({"stoppers": ["player1", "player2"], "counts": {"player1": 5, "player2": 2}})
    assert result.outcome.result is Result.ONGOING
    loop = next(e for e in result.events if e.type == "loop")
    assert loop.rules == ("11-1-1-3",) and loop.data["times"] == 2


@pytest.mark.parametrize("loop", [{}, {"forced": True, "stoppers": ["player1"]}])
def test_11_1_1_a_loop_is_either_forced_or_stoppable(loop: dict[str, Any]) -> None:
    with pytest.raises(InvalidScenario):
        _run(loop)
