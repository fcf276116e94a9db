"""10.14.1 triggered abilities on two §10 conditions: each single draw (10.8.2) and a resonator
summoned — resolved from the chase, not put onto the field directly (10.5.2). Tests named after
the clauses they check."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import zone


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def life(res: SimulationResult, player: str) -> int:
    value: int = res.final_state["players"][player]["counters"]["life"]
    return value


def on_field(*triggers: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {"id": "t", "name": "誘発カード", "kind": "addition", "defense": None, "triggers": list(triggers)}
    ]


def test_fow_10_8_2_each_single_draw_triggers_once() -> None:
    res = sim(
        {
            "player1": {"field": on_field({"on": "draw", "damage": 100})},
            "player2": {"life": 2000},
            "operations": [{"kind": "draw", "player": "player1", "n": 3}],
        }
    )
    assert life(res, "player2") == 1700
    assert sum(1 for e in res.events if e.type == "trigger" and "10.14.1" in e.rules) == 3


def test_fow_10_8_2_the_opponents_draws_do_not_trigger_a_your_draw_ability() -> None:
    res = sim(
        {
            "player1": {"field": on_field({"on": "draw", "damage": 100})},
            "player2": {"life": 2000},
            "operations": [{"kind": "draw", "player": "player2", "n": 2}],
        }
    )
    assert life(res, "player2") == 2000


def test_fow_10_5_2_a_resonator_put_onto_the_field_directly_was_not_summoned() -> None:
    res = sim(
        {
            "player1": {
                "field": on_field({"on": "summoned", "draw": 1}),
                "hand": [{"id": "a"}, {"id": "b"}],
            },
            "operations": [
                {"kind": "put_onto_field", "card": "a"},
                {"kind": "summon", "card": "b"},
                {"kind": "resolve_chase"},
            ],
        }
    )
    triggered = [e for e in res.events if e.type == "trigger"]
    assert len(triggered) == 1 and "10.5.2" in triggered[0].rules  # b only
    assert len(zone(res, "player1", "hand")) == 1  # the one card drawn


def test_fow_10_14_1_a_trigger_that_meets_its_own_condition_is_not_modelled() -> None:
    with pytest.raises(InvalidScenario):
        sim(
            {
                "player1": {"field": on_field({"on": "draw", "draw": 1})},
                "operations": [{"kind": "draw", "player": "player1", "n": 1}],
            }
        )


def test_fow_10_5_2_a_summoned_cards_own_trigger_goes_with_it() -> None:
    own = {"id": "a", "triggers": [{"on": "summoned", "draw": 2}]}
    res = sim(
        {
            "player1": {"hand": [own]},
            "operations": [{"kind": "summon", "card": "a"}, {"kind": "resolve_chase"}],
        }
    )
    assert [e.data.get("card") for e in res.events if e.type == "trigger"] == ["a"]
    assert len(zone(res, "player1", "hand")) == 2
    put = sim({"player1": {"hand": [own]}, "operations": [{"kind": "put_onto_field", "card": "a"}]})
    assert not any(e.type == "trigger" for e in put.events)


def _own(ops: list[dict[str, Any]], field: list[dict[str, Any]] | None = None) -> SimulationResult:
    card = {"id": "s", "name": "リゾネイター", "triggers": [{"on": "summoned"}]}
    return sim({"player1": {"hand": [card], "field": field or []}, "operations": ops})


def _refused(res: SimulationResult) -> bool:
    return any(e.type == "rejected" for e in res.events)


def test_fow_10_14_1_10_5_2_own_summon_trigger_checked_after_a_summon_resolved() -> None:
    res = _own([{"kind": "summon", "card": "s"}, {"kind": "resolve_chase"}, {"kind": "trigger", "card": "s"}])
    assert not _refused(res)


@pytest.mark.parametrize(
    "ops",
    [
        [{"kind": "put_onto_field", "card": "s"}],  # put directly: not summoned (10.5.2)
        [
            {"kind": "summon", "card": "s"},
            {"kind": "negate", "card": "s"},
        ],  # negated: never resolved (10.11.1)
        [{"kind": "summon", "card": "s"}],  # still on the chase
    ],
)
def test_fow_10_14_1_10_5_2_own_summon_trigger_not_met(ops: list[dict[str, Any]]) -> None:
    res = _own([*ops, {"kind": "trigger", "card": "s"}])
    rejected = [e for e in res.events if e.type == "rejected"]
    assert len(rejected) == 1 and "10.14.1" in rejected[0].rules


def test_fow_10_14_1_own_trigger_not_met_by_another_resonator_summoned() -> None:
    other = {"id": "o", "name": "別のリゾネイター"}
    card = {"id": "s", "name": "リゾネイター", "triggers": [{"on": "summoned"}]}
    res = sim(
        {
            "player1": {"hand": [other], "field": [card]},
            "operations": [
                {"kind": "summon", "card": "o"},
                {"kind": "resolve_chase"},
                {"kind": "trigger", "card": "s"},
            ],
        }
    )
    assert _refused(res)


def test_fow_10_14_1_trigger_check_needs_a_summon_trigger() -> None:
    with pytest.raises(InvalidScenario):
        sim(
            {
                "player1": {"field": [{"id": "s", "name": "リゾネイター"}]},
                "operations": [{"kind": "trigger", "card": "s"}],
            }
        )
