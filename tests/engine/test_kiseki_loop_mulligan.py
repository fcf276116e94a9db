"""軌跡 TCG engine: ループ (1501.1) — the scenario's ``loop`` action."""

from __future__ import annotations

from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult, simulate


def _loop(action: dict[str, object], phase: str = "battle") -> SimulationResult:
    return simulate("kiseki", {"phase": phase, "actions": [{"kind": "loop", **action}]})


def test_1501_1c_a_loop_no_player_can_stop_is_a_draw() -> None:
    result = _loop({"forced": True})
    assert result.outcome.result is Result.GAME_OVER
    assert result.outcome.draw and result.outcome.winner is None
    assert result.outcome.reason is Reason.OTHER and "1501.1c" in result.outcome.rules


def test_1501_1a_one_player_specifies_the_count_and_the_game_goes_on() -> None:
    result = _loop({"counts": {"player2": 3}})
    assert result.outcome.result is Result.ONGOING
    loop = next(e for e in result.events if e.type == "loop")
    assert loop.data["times"] == 3 and loop.rules == ("1501.1a",)


def test_1501_1b_both_specify_and_the_smaller_count_runs() -> None:
    result = _loop({"counts": {"player1": 5, "player2": 2}})
    loop = next(e for e in result.events if e.type == "loop")
    assert loop.data["times"] == 2 and loop.rules == ("1501.1b",)
    assert result.outcome.result is Result.ONGOING


def test_1501_1_a_loop_with_neither_shape_is_rejected() -> None:
    result = _loop({})
    assert any(e.type == "rejected" for e in result.events)
    assert result.outcome.result is Result.ONGOING
