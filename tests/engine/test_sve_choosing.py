"""Shadowverse Evolve engine: a spell that chooses a follower as it is played (10.6.2.3)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def _played(side: str, field1: list[dict[str, Any]], field2: list[dict[str, Any]]) -> SimulationResult:
    spell = {
        "id": "s",
        "kind": "spell",
        "cost": 1,
        "chooses": side,
        "effects": [{"effect": "damage", "amount": 3, "targets": [{"all": "player2"}]}],
    }
    return simulate(
        "sve",
        {
            "player1": {"hand": [spell], "field": field1},
            "player2": {"field": field2},
            "actions": [{"type": "play", "card": "s"}],
        },
    )


def test_sve_10_6_2_3_3_a_spell_with_no_follower_to_choose_is_not_played() -> None:
    r = _played("opponent", [{"id": "m"}], [])
    assert [x["code"] for x in r.rejected] == ["no_target"]
    assert set(r.rejected[0]["rules"]) == {"10.6.2.1.2", "10.6.2.3.3"}
    assert not any(e.type == "play" for e in r.events)


def test_sve_10_6_2_3_a_follower_there_is_chosen_and_the_spell_is_played() -> None:
    r = _played("opponent", [], [{"id": "f", "health": 5}])
    assert not r.rejected
    assert any(e.type == "play" for e in r.events)


def test_sve_12_15_2_an_aura_follower_is_no_choice_for_the_opponents_spell() -> None:
    r = _played("opponent", [], [{"id": "f", "keywords": ["オーラ"]}])
    assert [x["code"] for x in r.rejected] == ["no_target"]


def test_sve_10_6_2_3_either_side_counts_both_fields() -> None:
    assert not _played("both", [{"id": "m"}], []).rejected
    assert _played("self", [], [{"id": "f"}]).rejected


def test_sve_only_a_spell_chooses_here() -> None:
    with pytest.raises(InvalidScenario):
        simulate("sve", {"player1": {"hand": [{"id": "x", "chooses": "opponent"}]}, "actions": []})
