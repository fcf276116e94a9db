"""10.7 / 10.11.1: an ability played onto the chase area, and negated there — removed, no card moved.
Tests named after the clauses they check."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import rejected, zone


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def test_fow_10_11_1_a_negated_ability_is_removed_and_no_card_moves() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "r"}], "graveyard": [{}, {}, {}, {}]},
            "operations": [
                {"kind": "play_ability", "player": "player2", "card": "r"},
                {"kind": "negate", "player": "player1", "card": "ability:r"},
            ],
        }
    )
    assert not rejected(res)
    assert [c["uid"] for c in zone(res, "player2", "field")] == ["r"]  # its source stays
    assert len(zone(res, "player2", "graveyard")) == 4
    assert res.final_state["extra"]["chase"] == []
    assert any(e.type == "negate" and "10.11.1" in e.rules for e in res.events)


def test_fow_10_11_1_a_negated_card_still_goes_to_its_owners_graveyard() -> None:
    res = sim(
        {
            "player2": {"hand": [{"id": "s", "kind": "spell", "defense": None}]},
            "operations": [
                {"kind": "cast", "player": "player2", "card": "s"},
                {"kind": "negate", "player": "player1", "card": "s"},
            ],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "graveyard")] == ["s"]


def test_fow_10_7_an_ability_is_played_from_a_card_in_play_only() -> None:
    res = sim(
        {
            "player1": {"hand": [{"id": "h"}]},
            "operations": [{"kind": "play_ability", "player": "player1", "card": "h"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.7"]


def test_fow_10_11_1_an_ability_not_on_the_chase_cannot_be_negated() -> None:
    res = sim(
        {
            "player1": {"field": [{"id": "r"}]},
            "operations": [{"kind": "negate", "player": "player2", "card": "ability:r"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.11.1"]


def test_fow_10_7_resolving_an_ability_is_not_modelled() -> None:
    with pytest.raises(InvalidScenario):
        sim(
            {
                "player1": {"field": [{"id": "r"}]},
                "operations": [{"kind": "play_ability", "card": "r"}, {"kind": "resolve_chase"}],
            }
        )
