"""ニンジャスレイヤーTCG: ループ (1501.1).

1501.1a: one player may repeat the loop — it runs the count that player specifies; 1501.1b: both
may — the turn player specifies first, the non-turn player next, and the smaller count runs;
1501.1c: no player can stop it — the game ends in a draw.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.events import Result
from tests.engine.ninjaslayer_helpers import sim


def _loop(**params: Any) -> dict[str, Any]:
    return {"actions": [{"kind": "loop", **params}]}


def _times(result: Any) -> list[Any]:
    return [e.data["times"] for e in result.events if e.type == "loop"]


def test_1501_1c_a_loop_no_player_can_stop_is_a_draw() -> None:
    result = sim(_loop(unstoppable=["player1", "player2"]))
    assert result.outcome.result is Result.GAME_OVER
    assert result.outcome.draw and result.outcome.winner is None
    assert result.outcome.rules == ("1501.1c",)


@pytest.mark.parametrize(("turn", "non_turn", "runs"), [(5, 3, 3), (2, 7, 2), (4, 4, 4), (0, 9, 0)])
def test_1501_1b_both_players_specify_and_the_smaller_count_runs(turn: int, non_turn: int, runs: int) -> None:
    result = sim(_loop(counts={"player1": turn, "player2": non_turn}))
    assert result.outcome.result is Result.ONGOING
    assert _times(result) == [runs]
    event = next(e for e in result.events if e.type == "loop")
    assert event.rules == ("1501.1b",)
    assert event.text.index("player1") < event.text.index("player2")  # the turn player specifies first


def test_1501_1a_one_player_repeats_it_the_count_they_specify() -> None:
    result = sim(_loop(counts={"player2": 4}, unstoppable=["player1"]))
    assert _times(result) == [4]
    assert next(e for e in result.events if e.type == "loop").rules == ("1501.1a",)


def test_1501_1_a_loop_nobody_specifies_or_a_stopless_player_counting_is_refused() -> None:
    for params in ({}, {"unstoppable": ["player1"]}, {"counts": {"player1": 2}, "unstoppable": ["player1"]}):
        result = sim(_loop(**params))
        rejected = [e for e in result.events if e.type == "rejected"]
        assert rejected and "1501.1" in rejected[0].rules
        assert result.outcome.result is Result.ONGOING
