"""sve 起動能力 costs (service/engine/sve/activate.py): verified whole before any part is paid (10.4.2.2)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate


def _run(cost: dict[str, Any], card: dict[str, Any] | None = None, **player: Any) -> Any:
    payload = {
        "player1": {"field": [{"id": "c", "name": "F", **(card or {})}], **player},
        "actions": [{"type": "activate", "card": "c", **cost}],
    }
    return simulate("sve", payload)


@pytest.mark.parametrize(
    ("cost", "card", "player", "rule"),
    [
        ({"act": True, "discard": 1}, {}, {"hand": []}, "10.4.2"),
        ({"act": True}, {"acted": True}, {}, "10.4.6"),
        ({"health_cost": 2}, {}, {"health": 1}, "10.4.5.1"),
        ({"pp_cost": 2}, {}, {"pp": 1, "pp_max": 1}, "10.4.4"),
    ],
)
def test_an_unpayable_part_refuses_the_whole_cost(
    cost: dict[str, Any], card: dict[str, Any], player: dict[str, Any], rule: str
) -> None:
    result = _run(cost, card, **player)
    assert len(result.rejected) == 1
    assert rule in result.rejected[0]["rules"] and "10.4.2.2" in result.rejected[0]["rules"]
    # nothing of the cost was paid: the card stands (or stays as it was), the hand and 体力 unchanged
    assert not any(e.type in ("activate", "move") for e in result.events)


def test_act_on_the_turn_it_came_into_play() -> None:
    result = _run({"act": True, "discard": 1}, {"summoning_sick": True}, hand=[{"name": "h"}])
    assert not result.rejected
    rules = [r for e in result.events for r in e.rules]
    assert "10.4.6.1" in rules and "10.4.6" in rules and "5.11.1" in rules
    assert [e.type for e in result.events][-1] != "rejected"


def test_a_health_cost_down_to_zero_is_paid() -> None:
    result = _run({"health_cost": 2}, health=2)
    assert not result.rejected
    assert any(e.type == "counter" and "10.4.5" in e.rules for e in result.events)
