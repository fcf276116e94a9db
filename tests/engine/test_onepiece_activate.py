"""ONE PIECE CARD GAME 【起動メイン】 activation (service/engine/onepiece/activate.py): when it may be
activated (10-2-2-1), its 【ドン!!×N】 condition (10-2-9-1, 8-3-2-3), its activation cost paid whole or
not at all (8-3-1-3, 8-3-1-5, 10-2-10-1) and 【ターン1回】 (10-2-13-1 .. 10-2-13-4)."""

from __future__ import annotations

from typing import Any

import pytest

from corpus.loader import default_corpus
from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import zone


def _run(player1: dict[str, Any], *actions: dict[str, Any]) -> SimulationResult:
    return simulate("onepiece", {"player1": player1, "actions": list(actions)})


def _act(**fields: Any) -> dict[str, Any]:
    return {"type": "activate", "card": "c", **fields}


def _card(*keywords: str, **fields: Any) -> dict[str, Any]:
    return {"id": "c", "keywords": ["起動メイン", *keywords], **fields}


def _refusals(r: SimulationResult) -> list[tuple[str, tuple[str, ...]]]:
    return [(str(e.data["code"]), e.rules) for e in r.events if e.type == "rejected"]


def _activations(r: SimulationResult) -> int:
    return sum(1 for e in r.events if e.type == "activate")


def test_10_2_9_1_don_condition_needs_that_many_given() -> None:
    short = _run({"characters": [_card("ドン!!×2", don=1)]}, _act())
    assert _refusals(short) == [("condition_unmet", ("10-2-9-1", "8-3-2-3"))] and _activations(short) == 0
    met = _run({"characters": [_card("ドン!!×2", don=2)]}, _act())
    assert _refusals(met) == [] and _activations(met) == 1


def test_10_2_13_1_once_per_turn_per_card() -> None:
    r = _run({"characters": [_card("ターン1回")]}, _act(), _act())
    assert _activations(r) == 1
    assert _refusals(r) == [("once_per_turn", ("10-2-13-1", "10-2-13-3"))]


def test_10_2_13_2_each_card_with_the_same_effect_once() -> None:
    r = _run(
        {"characters": [_card("ターン1回"), _card("ターン1回", id="d")]},
        *[{"type": "activate", "card": uid} for uid in ("c", "d", "c", "d")],
    )
    assert _activations(r) == 2 and len(_refusals(r)) == 2


def test_10_2_13_4_a_card_back_on_the_field_is_a_new_card() -> None:
    r = _run(
        {"characters": [_card("ターン1回", cost=0)]},
        _act(),
        {"type": "effect", "effect": "return_to_hand", "target": {"card": "c"}},
        {"type": "play", "card": "c"},
        _act(),
    )
    assert _refusals(r) == [] and _activations(r) == 2


def test_8_3_1_3_a_cost_partly_unpayable_is_not_paid() -> None:
    r = _run({"characters": [_card()], "don_active": 3, "hand": [{"id": "h"}]}, _act(rest_don=1, discard=2))
    assert _refusals(r) == [("cost_unpaid", ("8-3-1", "8-3-1-3"))]
    # nothing of it was paid: the DON!! stay active, the hand card stays
    assert len(zone(r, "player1", "hand")) == 1 and len(zone(r, "player1", "trash")) == 0
    assert not any(e.type == "set_state" and "8-3-1-5" in e.rules for e in r.events)


def test_8_3_1_5_rest_don_cost_needs_active_don() -> None:
    short = _run({"characters": [_card()], "don_active": 0, "don_rested": 3}, _act(rest_don=1))
    assert _refusals(short) == [("cost_unpaid", ("8-3-1-5", "8-3-1-3"))]
    paid = _run({"characters": [_card()], "don_active": 1}, _act(rest_don=1))
    assert _refusals(paid) == [] and any(e.type == "set_state" and "8-3-1-5" in e.rules for e in paid.events)


def test_10_2_10_1_don_minus_counts_the_given_don() -> None:
    r = _run({"leader": {"don": 3}, "characters": [_card(don=2)]}, _act(don_minus=2))
    assert _refusals(r) == [] and sum(1 for e in r.events if "10-2-10-1" in e.rules) == 2
    short = _run({"leader": {"don": 1}, "characters": [_card()]}, _act(don_minus=2))
    assert _refusals(short) == [("cost_unpaid", ("10-2-10-1", "8-3-1-3"))]


def test_10_2_2_1_only_the_turn_player() -> None:
    r = simulate(
        "onepiece",
        {
            "player2": {"characters": [_card()]},
            "actions": [{"type": "activate", "card": "c", "player": "player2"}],
        },
    )
    assert _refusals(r) == [("not_main_phase", ("10-2-2-1", "6-5-4-1"))]


def test_10_2_2_1_a_card_without_the_effect_is_a_malformed_scenario() -> None:
    with pytest.raises(InvalidScenario):
        _run({"characters": [{"id": "c"}]}, _act())


def test_activation_cites_clauses_that_exist() -> None:
    clauses = set(default_corpus().book("onepiece").clauses)
    r = _run({"characters": [_card("ターン1回", "ドン!!×2", don=2)], "don_active": 2}, _act(rest_don=1))
    cited = {rule for e in r.events for rule in e.rules}
    assert cited and cited <= clauses
