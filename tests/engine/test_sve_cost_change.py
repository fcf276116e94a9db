"""Shadowverse Evolve: an effect changing a card's cost changes the PP its play pays, not the card's cost
(10.4.4.1); a decrease to 0 or less is no decrease at all (1.3.2.2), and the PP needed is the changed
amount (8.2.1, 10.4.4)."""

from __future__ import annotations

import pytest

from service.engine.events import Result
from service.engine.scenario import SimulationResult, simulate


def _played(pp: int, cost: int, change: int, kind: str = "follower") -> SimulationResult:
    card = {"id": "x", "kind": kind, "cost": cost, "cost_change": change}
    payload = {
        "player1": {"pp_max": 10, "pp": pp, "hand": [card]},
        "actions": [{"type": "play", "card": "x"}],
    }
    return simulate("sve", payload)


@pytest.mark.parametrize(
    ("pp", "cost", "change", "left"),
    [(4, 2, -3, 4), (2, 5, -5, 2), (5, 3, -1, 3), (4, 2, 1, 1), (4, 2, 0, 2)],
)
def test_10_4_4_1_the_pp_paid_is_the_cost_with_its_change(pp: int, cost: int, change: int, left: int) -> None:
    result = _played(pp, cost, change)
    assert result.outcome.result is not Result.GAME_OVER
    assert result.counter("player1", "pp") == left
    assert result.zone("player1", "field")


def test_1_3_2_2_a_change_below_zero_reduces_no_pp() -> None:
    result = _played(4, 2, -3)
    none = [e for e in result.events if e.type == "cost_paid_none"]
    assert none and {"10.4.4.1", "1.3.2.2"} <= set(none[0].rules)
    assert not any(e.type == "counter" and e.data.get("key") == "pp" for e in result.events)


@pytest.mark.parametrize(
    ("pp", "cost", "change", "playable"), [(2, 4, -2, True), (2, 4, -1, False), (0, 1, -1, True)]
)
def test_8_2_1_10_4_4_the_changed_amount_must_be_paid(
    pp: int, cost: int, change: int, playable: bool
) -> None:
    result = _played(pp, cost, change, "amulet")
    assert bool(result.zone("player1", "field")) is playable
    assert any(e.type == "rejected" for e in result.events) is not playable
