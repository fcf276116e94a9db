"""sve scenarios that ask about the end of a turn: `end_turn` with `last` stops the run as the turn ends
(7.4.8, 7.4.9), before the next turn's start phase (7.2) changes the state asked about."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def test_sve_7_4_9_a_scenario_may_stop_as_the_turn_ends() -> None:
    hand = [{"id": f"h{i}"} for i in range(9)]
    r = sve({"player2": {"hand": hand}, "actions": [{"type": "end_turn", "last": True}]})
    assert [e.type for e in r.events][-1] == "turn_end"
    assert len(r.zone("player2", "hand")) == 9  # only the turn player discards (7.4.7)
    on = sve({"player2": {"hand": hand}, "actions": [{"type": "end_turn"}]})
    assert len(on.zone("player2", "hand")) == 10  # the next turn's draw (7.2.4)


def test_sve_7_4_7_the_turn_player_discards_before_the_stop() -> None:
    hand = [{"id": f"h{i}"} for i in range(10)]
    r = sve({"player1": {"hand": hand}, "actions": [{"type": "end_turn", "last": True}]})
    assert len(r.zone("player1", "hand")) == 7
    assert sum(1 for e in r.events if e.type == "move" and "7.4.7" in e.rules) == 3


def test_sve_7_4_9_a_last_end_turn_must_be_the_last_action() -> None:
    with pytest.raises(InvalidScenario):
        sve({"actions": [{"type": "end_turn", "last": True}, {"type": "end_turn"}]})


END = {"type": "end_turn", "quick": [{"type": "play", "card": "q"}], "last": True}


def _quick_card(keywords: list[str]) -> dict[str, Any]:
    return {"id": "q", "kind": "spell", "cost": 1, "keywords": keywords}


def test_sve_7_4_5_the_non_turn_player_plays_a_quick_card_in_the_end_phase() -> None:
    r = sve({"player2": {"pp": 1, "pp_max": 1, "hand": [_quick_card(["クイック"])]}, "actions": [END]})
    quick = next(e for e in r.events if e.type == "quick")
    assert {"7.4.5", "12.3.4"} <= set(quick.rules)
    assert [e.type for e in r.events].count("turn_end") == 1
    assert r.counter("player2", "pp") == 0


def test_sve_12_3_4_a_card_without_quick_is_refused_in_the_end_phase() -> None:
    r = sve({"player2": {"pp": 1, "pp_max": 1, "hand": [_quick_card([])]}, "actions": [END]})
    refused = next(e for e in r.events if e.type == "rejected")
    assert {"7.4.5", "12.3.4"} <= set(refused.rules)


def test_sve_10_6_2_5_3_the_quick_cards_cost_must_be_paid() -> None:
    r = sve({"player2": {"pp": 0, "pp_max": 1, "hand": [_quick_card(["クイック"])]}, "actions": [END]})
    assert any(e.type == "rejected" for e in r.events)
