"""軌跡 TCG engine: ループ (1501.1) — the scenario's ``loop`` action — and the 手札の入れ替え (603.1d)."""

from __future__ import annotations

import pytest

from service.engine.errors import InvalidScenario
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


def test_603_1d_the_mulligan_puts_cards_under_the_deck_and_draws_as_many() -> None:
    result = simulate(
        "kiseki", {"turn": 1, "phase": "prep", "player1": {"mulligan": 3}, "player2": {"mulligan": 1}}
    )
    swaps = [e for e in result.events if "603.1d" in e.rules]
    under = [e for e in swaps if e.data.get("to_zone") == "deck"]
    assert len(under) == 4 and len(swaps) == 8
    assert swaps[0].data["from_player"] == "player1"  # the initiative player first
    assert len(result.uids("player1", "hand")) == 6  # 4 (603.1c) kept at 4, then the draw step's 2


def test_603_1d_the_mulligan_is_only_before_the_first_turn() -> None:
    with pytest.raises(InvalidScenario):
        simulate("kiseki", {"turn": 2, "phase": "prep", "player1": {"mulligan": 1}})
