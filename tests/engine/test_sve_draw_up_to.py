"""Shadowverse Evolve engine: 「カードをN枚まで引く」 (5.9.3) — the player may end the instruction before
each draw (5.9.3.1), each draw is one card (5.9.3.2), it ends after N (5.9.3.3); a draw from an empty
deck loses at the next rule processing (5.9.1.1, 11.2.2)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import EngineError
from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def _up_to(deck: int, count: int, stop: int | None) -> SimulationResult:
    draw: dict[str, Any] = {"type": "draw", "count": count, "up_to": True}
    if stop is not None:
        draw["stop_after"] = stop
    return sve({"player1": {"deck": deck}, "actions": [draw]})


def test_sve_5_9_3_1_ending_before_the_empty_deck_is_no_defeat() -> None:
    r = _up_to(2, 3, 2)
    assert r.outcome.result is Result.ONGOING
    assert len(r.zone("player1", "deck")) == 0 and len(r.zone("player1", "hand")) == 2
    ended = [e for e in r.events if e.type == "draw_ended"]
    assert ended and "5.9.3.1" in ended[0].rules and ended[0].data["drawn"] == 2


def test_sve_5_9_3_2_drawing_on_into_the_empty_deck_loses() -> None:
    r = _up_to(2, 3, 3)
    assert r.outcome.winner == "player2" and r.outcome.reason is Reason.DECK_OUT
    assert r.events_citing("5.9.3.2")


def test_sve_5_9_3_3_the_instruction_ends_after_n_cards() -> None:
    r = _up_to(5, 3, None)
    assert len(r.zone("player1", "hand")) == 3 and r.events_citing("5.9.3.3")


def test_sve_1_3_5_1_zero_cards_may_be_chosen() -> None:
    r = _up_to(0, 2, 0)
    assert r.outcome.result is Result.ONGOING and r.zone("player1", "hand") == []


@pytest.mark.parametrize(
    "draw",
    [
        {"type": "draw", "count": 2, "up_to": True, "stop_after": 3},
        {"type": "draw", "count": 2, "stop_after": 1},
        {"type": "draw", "player": "both", "count": 2, "up_to": True, "stop_after": 1},
    ],
)
def test_sve_5_9_3_bad_up_to_draws_are_refused(draw: dict[str, Any]) -> None:
    with pytest.raises(EngineError):
        sve({"actions": [draw]})
