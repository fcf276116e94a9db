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


def test_fow_10_8_2_a_any_player_draw_trigger_damages_the_player_who_drew_each_time() -> None:
    """「プレイヤーがカードを1枚ドローするたび、そのプレイヤーに100ダメージを与える」 on player2's field:
    player1 draws 3, three single draws, three triggers, each at the drawer."""
    res = sim(
        {
            "player1": {"life": 4000, "deck": 10},
            "player2": {
                "life": 4000,
                "field": on_field({"on": "draw", "whose": "any", "damage": 100, "to": "that_player"}),
            },
            "operations": [{"kind": "draw", "player": "player1", "n": 3}],
        }
    )
    assert life(res, "player1") == 3700 and life(res, "player2") == 4000
    assert sum(1 for e in res.events if e.type == "trigger") == 3


def test_fow_10_8_2_an_opponent_draw_trigger_ignores_the_controllers_own_draws() -> None:
    payload: dict[str, Any] = {
        "player1": {"life": 4000, "deck": 10},
        "player2": {"deck": 10, "field": on_field({"on": "draw", "whose": "opponent", "damage": 200})},
        "operations": [
            {"kind": "draw", "player": "player2", "n": 2},
            {"kind": "draw", "player": "player1", "n": 1},
        ],
    }
    res = sim(payload)
    assert life(res, "player1") == 3800  # player1's one draw; player2's own two do not meet it


def test_fow_10_6_4_1_one_per_count_instance_meets_a_damaged_trigger_once() -> None:
    """「あなたがダメージを受けるたび、カードを1枚引く」: 100 per card of 5 is one 500 instance — one draw."""
    res = sim(
        {
            "player1": {"graveyard": [{"id": f"g{i}"} for i in range(5)]},
            "player2": {"life": 4000, "deck": 10, "hand": 0, "field": on_field({"on": "damaged", "draw": 1})},
            "operations": [
                {"kind": "deal_damage", "player": "player1", "targets": ["player2"], "per_zone": "graveyard",
                 "per_player": "player1", "per_each": 100},
            ],
        }
    )  # fmt: skip
    assert life(res, "player2") == 3500
    assert len(zone(res, "player2", "hand")) == 1
    triggered = [e for e in res.events if e.type == "trigger"]
    assert len(triggered) == 1 and "10.6.2" in triggered[0].rules


def test_fow_10_17_1_a_damage_prevented_to_nothing_meets_no_damaged_trigger() -> None:
    res = sim(
        {
            "player2": {"life": 4000, "deck": 10, "field": on_field({"on": "damaged", "draw": 1})},
            "operations": [
                {"kind": "deal_damage", "player": "player1", "targets": ["player2"], "amount": 300,
                 "prevent": "all"},
            ],
        }
    )  # fmt: skip
    assert life(res, "player2") == 4000
    assert not [e for e in res.events if e.type == "trigger"]


def test_fow_10_14_1_a_rulers_trigger_in_the_ruler_area_fires() -> None:
    """A ルーラー's 「あなたがダメージを受けるたび、カードを1枚引く」 works from its ルーラーエリア."""
    ruler = {"id": "r", "name": "ルーラー", "kind": "ruler", "defense": None,
             "triggers": [{"on": "damaged", "draw": 1}]}  # fmt: skip
    res = sim(
        {
            "player2": {"life": 4000, "deck": 10, "hand": 0, "ruler_area": [ruler]},
            "operations": [
                {"kind": "deal_damage", "player": "player1", "targets": ["player2"], "amount": 300}
            ],
        }
    )
    assert len(zone(res, "player2", "hand")) == 1
    assert [e.rules for e in res.events if e.type == "trigger"] == [("10.14.1", "10.6.2")]
