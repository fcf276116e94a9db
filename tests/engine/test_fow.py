"""Force of Will §10 operations: scenario tests named after the clauses (and bullet ids) they check."""

from __future__ import annotations

from typing import Any

from service.engine.events import Result
from service.engine.scenario import SimulationResult, simulate


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def zone(res: SimulationResult, player: str, name: str) -> list[dict[str, Any]]:
    zones: dict[str, list[dict[str, Any]]] = res.final_state["players"][player]["zones"]
    return zones[name]


def counters(res: SimulationResult, player: str) -> dict[str, int]:
    value: dict[str, int] = res.final_state["players"][player]["counters"]
    return value


def cited(res: SimulationResult, rule: str) -> list[dict[str, Any]]:
    return [e.to_json() for e in res.events if rule in e.rules]


def rejected(res: SimulationResult) -> list[dict[str, Any]]:
    return [e.to_json() for e in res.events if e.type == "rejected"]


def test_fow_10_6_4_1_per_card_damage_is_one_instance() -> None:  # fow-d-03, the 例 of 10.6
    res = sim(
        {
            "player1": {"hand": 3},
            "operations": [
                {
                    "kind": "deal_damage",
                    "targets": ["player2"],
                    "per_zone": "hand",
                    "per_player": "player1",
                    "per_each": 100,
                }
            ],
        }
    )
    (hit,) = [e for e in res.events if e.type == "counter"]
    assert hit.data["delta"] == -300 and "10.6.2" in hit.rules
    (instance,) = cited(res, "10.6.4.1")[:1]
    assert instance["data"]["amount"] == 300


def test_fow_10_6_1_damage_accumulates_on_a_resonator() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "r", "defense": 500, "damage": 100}]},
            "operations": [{"kind": "deal_damage", "targets": ["r"], "amount": 200}],
        }
    )
    assert zone(res, "player2", "field")[0]["flags"]["damage"] == 300
    assert cited(res, "10.6.1")


def test_fow_10_6_2_player_damage_reduces_life_and_the_game_goes_on() -> None:
    res = sim(
        {
            "player2": {"life": 300},
            "operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 500}],
        }
    )
    assert counters(res, "player2")["life"] == -200
    assert res.outcome.result is Result.ONGOING  # §10 has no clause that ends the game
    assert all(r.startswith("10") for e in res.events for r in e.rules)


def test_fow_10_6_5_damage_to_a_card_without_defense_does_nothing() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "a", "kind": "addition", "defense": None}]},
            "operations": [{"kind": "deal_damage", "targets": ["a"], "amount": 300}],
        }
    )
    assert "damage" not in zone(res, "player2", "field")[0]["flags"]
    assert cited(res, "10.6.5")


def test_fow_10_17_1_1_prevention_subtracts_points() -> None:
    res = sim(
        {"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 500, "prevent": 200}]}
    )
    assert counters(res, "player2")["life"] == 3700
    res = sim(
        {"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 500, "prevent": "all"}]}
    )
    assert counters(res, "player2")["life"] == 4000 and cited(res, "10.17.1.2")


def test_fow_10_9_1_destroy_moves_to_graveyard_and_j_ruler_to_ruler_area() -> None:
    res = sim(
        {
            "player1": {
                "field": [
                    {"id": "r"},
                    {"id": "j", "kind": "j_ruler"},
                    {"id": "x", "keywords": ["破壊されない"]},
                ]
            },
            "operations": [
                {"kind": "destroy", "card": "r"},
                {"kind": "destroy", "card": "j"},
                {"kind": "destroy", "card": "x"},
            ],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["r"]
    assert [c["uid"] for c in zone(res, "player1", "ruler_area")] == ["j"]
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["x"]
    assert cited(res, "10.9.3")


def test_fow_10_9_2_ruler_destroyed_only_by_explicit_effect() -> None:
    ruler = {"ruler_area": [{"id": "ru", "kind": "ruler", "defense": None}]}
    res = sim({"player1": ruler, "operations": [{"kind": "destroy", "card": "ru"}]})
    assert rejected(res)[0]["rules"] == ["10.9.2"]
    res = sim({"player1": ruler, "operations": [{"kind": "destroy", "card": "ru", "explicit_ruler": True}]})
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["ru"]


def test_fow_10_10_2_dispose_only_own_cards() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "e"}]},
            "operations": [{"kind": "dispose", "card": "e", "player": "player1"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.10.2"]
    res = sim(
        {
            "player2": {"field": [{"id": "e"}]},
            "operations": [{"kind": "dispose", "card": "e", "player": "player2"}],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "graveyard")] == ["e"] and cited(res, "10.10.1")


def test_fow_10_18_2_1_discarding_an_empty_hand_still_counts() -> None:
    res = sim({"player1": {"hand": 0}, "operations": [{"kind": "discard"}]})
    assert cited(res, "10.18.2.1")
    res = sim(
        {
            "player1": {"hand": [{"id": "h1"}, {"id": "h2"}]},
            "operations": [{"kind": "discard", "cards": ["h2"]}],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["h2"] and cited(res, "10.18.1")


def test_fow_10_8_2_draw_repeats_single_draws() -> None:
    res = sim({"player1": {"hand": 0, "deck": 5}, "operations": [{"kind": "draw", "n": 3}]})
    assert len(zone(res, "player1", "hand")) == 3 and len(cited(res, "10.8.2")) == 3


def test_fow_10_2_4_will_is_paid_all_or_nothing() -> None:
    res = sim(
        {
            "player1": {"will": {"光": 1, "無": 1}},
            "operations": [{"kind": "pay_will", "cost": {"光": 1, "無": 2}}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.2.4"]
    assert counters(res, "player1")["will:光"] == 1 and counters(res, "player1")["will:無"] == 1
    res = sim(
        {
            "player1": {"will": {"光": 2, "無": 1}},
            "operations": [{"kind": "pay_will", "cost": {"光": 1, "無": 2}}],
        }
    )
    assert counters(res, "player1")["will:光"] == 0 and counters(res, "player1")["will:無"] == 0


def test_fow_10_12_1_rest_and_recover() -> None:
    res = sim({"player1": {"field": [{"id": "r"}]}, "operations": [{"kind": "rest", "card": "r"}]})
    assert zone(res, "player1", "field")[0]["flags"]["rested"] is True
    res = sim(
        {
            "player1": {"field": [{"id": "r", "rested": True}]},
            "operations": [{"kind": "recover", "card": "r"}],
        }
    )
    assert zone(res, "player1", "field")[0]["flags"]["rested"] is False


def test_fow_10_21_2_stat_counters_modify_a_resonator() -> None:
    res = sim(
        {
            "player1": {"field": [{"id": "r", "defense": 100}]},
            "operations": [
                {"kind": "put_counter", "card": "r", "name": "+100/+100", "n": 2},
                {"kind": "deal_damage", "targets": ["r"], "amount": 200},
            ],
        }
    )
    assert zone(res, "player1", "field")[0]["flags"]["counters"] == {"+100/+100": 2}
    assert cited(res, "10.21.2") and cited(res, "10.21.1.2")


def test_fow_10_3_1_remove_from_game() -> None:
    res = sim(
        {"player1": {"field": [{"id": "r"}]}, "operations": [{"kind": "remove_from_game", "card": "r"}]}
    )
    assert [c["uid"] for c in zone(res, "player1", "removed")] == ["r"]


def test_fow_10_5_1_summon_onto_the_chase_then_10_5_2_resolves_to_the_field() -> None:
    res = sim(
        {
            "player1": {"hand": [{"id": "s"}, {"id": "t"}]},
            "operations": [
                {"kind": "summon", "card": "s"},
                {"kind": "summon", "card": "t"},
                {"kind": "negate", "card": "t"},
                {"kind": "resolve_chase"},
            ],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["s"]
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["t"]
    assert cited(res, "10.5.1") and cited(res, "10.5.2") and cited(res, "10.11.1")


def test_fow_10_4_2_revealing_again_does_nothing() -> None:
    res = sim(
        {
            "player1": {"hand": [{"id": "h"}]},
            "operations": [{"kind": "reveal", "card": "h"}, {"kind": "reveal", "card": "h"}],
        }
    )
    assert cited(res, "10.4.1") and cited(res, "10.4.2")
