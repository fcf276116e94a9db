"""1-3-6 / 2-7-2: a `play` whose cost an effect the question tells lowered (`cost_reduce`) pays the
lowered cost from the active DON!!, and a cost lowered below 0 is paid as 0 (a value other than power
is never negative)."""

from __future__ import annotations

import pytest

from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import cited, rejected, zone


def _play(cost: int, reduce: int, active: int, kind: str = "character") -> SimulationResult:
    card: dict[str, object] = {"id": "c", "name": "出すカード", "kind": kind, "cost": cost}
    if kind == "event":
        card["keywords"] = ["メイン"]
    return simulate(
        "onepiece",
        {
            "player1": {"hand": [card], "don_active": active},
            "actions": [{"type": "play", "card": "c", "cost_reduce": reduce}],
        },
    )


def _rested(res: SimulationResult) -> int:
    return sum(1 for c in zone(res, "player1", "cost") if c["flags"].get("rested"))


@pytest.mark.parametrize(
    ("cost", "reduce", "active", "paid"),
    [(2, 3, 0, 0), (5, 2, 3, 3), (4, 1, 5, 3), (1, 2, 1, 0), (3, 3, 0, 0), (3, 0, 3, 3)],
)
def test_1_3_6_lowered_cost_is_paid_never_below_zero(cost: int, reduce: int, active: int, paid: int) -> None:
    res = _play(cost, reduce, active)
    assert not rejected(res)
    assert _rested(res) == paid
    assert [c["uid"] for c in zone(res, "player1", "characters")] == ["c"]
    if reduce:
        (event,) = cited(res, "1-3-6", "cost_modified")
        assert event["data"]["cost"] == paid


def test_2_7_2_lowered_cost_still_needs_the_active_don() -> None:
    res = _play(4, 1, 2)
    (refused,) = rejected(res)
    assert "2-7-2" in refused["rules"]
    assert zone(res, "player1", "hand")[0]["uid"] == "c"


def test_2_7_3_lowered_event_cost_goes_to_zero() -> None:
    res = _play(1, 2, 0, kind="event")
    assert not rejected(res)
    assert [c["uid"] for c in zone(res, "player1", "trash")] == ["c"]
