"""Force of Will §10 operations: scenario tests named after the clauses (and bullet ids) they check."""

from __future__ import annotations

from typing import Any

from service.engine.events import Result
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import rejected, zone


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def counters(res: SimulationResult, player: str) -> dict[str, int]:
    value: dict[str, int] = res.final_state["players"][player]["counters"]
    return value


def cited(res: SimulationResult, rule: str) -> list[dict[str, Any]]:
    return [e.to_json() for e in res.events if rule in e.rules]


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


def test_fow_10_6_1_damage_at_or_over_defense_is_reported_not_destroyed() -> None:
    # the rule processing that destroys such a card is outside §10: the engine reports, never destroys
    res = sim(
        {
            "player2": {"field": [{"id": "r", "defense": 800}, {"id": "s", "defense": 800}]},
            "operations": [
                {"kind": "deal_damage", "targets": ["r"], "amount": 799},
                {"kind": "deal_damage", "targets": ["s"], "amount": 800},
            ],
        }
    )
    (vs,) = [e for e in res.events if e.type == "damage_vs_defense"]
    assert vs.data == {"card": "s", "damage": 800, "defense": 800} and vs.rules == ("10.6.1",)
    assert [c["uid"] for c in zone(res, "player2", "field")] == ["r", "s"]


def test_fow_10_9_3_indestructible_card_with_lethal_damage_does_not_meet_rule_processing() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "r", "defense": 300, "keywords": ["破壊されない"]}]},
            "operations": [{"kind": "deal_damage", "targets": ["r"], "amount": 500}],
        }
    )
    (vs,) = [e for e in res.events if e.type == "damage_vs_defense"]
    assert vs.rules == ("10.9.3",)


def test_fow_10_6_4_several_targets_take_one_instance_each() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "a", "defense": 500}, {"id": "b", "defense": 500}]},
            "operations": [{"kind": "deal_damage", "targets": ["player2", "a", "b"], "amount": 300}],
        }
    )
    assert len([e for e in res.events if e.type == "damage_instance"]) == 1
    assert [c["flags"]["damage"] for c in zone(res, "player2", "field")] == [300, 300]
    assert counters(res, "player2")["life"] == 3700


def test_fow_10_17_1_1_prevention_down_to_zero_deals_nothing() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "r", "defense": 500}]},
            "operations": [
                {"kind": "deal_damage", "targets": ["player2", "r"], "amount": 300, "prevent": 300}
            ],
        }
    )
    prevents = [e for e in res.events if e.type == "prevent"]
    assert [e.data["after"] for e in prevents] == [0, 0] and prevents[0].rules[0] == "10.17.1.1"
    assert (
        counters(res, "player2")["life"] == 4000 and "damage" not in zone(res, "player2", "field")[0]["flags"]
    )
    # prevention replaces the damage, so it is told before the one instance
    assert res.events[0].type == "prevent" and res.events[2].type == "damage_instance"


def test_fow_10_8_1_drawing_from_an_empty_main_deck_draws_nothing_and_the_game_goes_on() -> None:
    res = sim({"player1": {"hand": 0, "deck": 1}, "operations": [{"kind": "draw", "n": 3}]})
    (failed,) = [e for e in res.events if e.type == "draw_failed"]
    assert failed.data["missing"] == 2 and len(zone(res, "player1", "hand")) == 1
    assert res.outcome.result is Result.ONGOING


def test_fow_10_2_6_moon_is_paid_only_by_will_with_the_moon_trait() -> None:
    res = sim({"player1": {"will": {"光": 3}}, "operations": [{"kind": "pay_will", "cost": {"月": 1}}]})
    assert rejected(res)[0]["rules"] == ["10.2.4", "10.2.6"] and counters(res, "player1")["will:光"] == 3
    res = sim(
        {
            "player1": {"will": {"月": 1, "闇": 1}},
            "operations": [{"kind": "pay_will", "cost": {"月": 1, "無": 1}}],
        }
    )
    assert (
        not rejected(res)
        and counters(res, "player1")["will:月"] == 0
        and counters(res, "player1")["will:闇"] == 0
    )
    assert cited(res, "10.2.6")


def test_fow_10_2_2_attribute_symbols_need_their_own_will() -> None:
    res = sim({"player1": {"will": {"炎": 3}}, "operations": [{"kind": "pay_will", "cost": {"水": 2}}]})
    assert rejected(res)[0]["rules"] == ["10.2.4"] and counters(res, "player1")["will:炎"] == 3
    res = sim({"player1": {"will": {"水": 1}}, "operations": [{"kind": "pay_will", "cost": {"水": 1}}]})
    assert next(e["rules"] for e in cited(res, "10.2.2")) == ["10.2.1", "10.2.2"]


def test_fow_10_2_3_summoning_pays_the_cost_all_or_nothing() -> None:
    res = sim(
        {
            "player1": {"hand": [{"id": "s", "cost": {"無": 3}}], "will": {"無": 2}},
            "operations": [{"kind": "summon", "card": "s", "pay": {"無": 3}}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.2.4", "10.2.3"] and [
        c["uid"] for c in zone(res, "player1", "hand")
    ] == ["s"]
    res = sim(
        {
            "player1": {"hand": [{"id": "s"}], "will": {"無": 3}},
            "operations": [{"kind": "summon", "card": "s", "pay": {"無": 3}}, {"kind": "resolve_chase"}],
        }
    )
    assert cited(res, "10.2.3") and [c["uid"] for c in zone(res, "player1", "field")] == ["s"]


def test_fow_10_12_2_rest_symbol_needs_a_recovered_card() -> None:
    ops = [{"kind": "rest", "card": "r", "symbol": True}]
    res = sim({"player1": {"field": [{"id": "r", "rested": True}]}, "operations": ops})
    assert rejected(res)[0]["rules"] == ["10.12.2"]
    res = sim({"player1": {"field": [{"id": "r"}]}, "operations": ops})
    assert zone(res, "player1", "field")[0]["flags"]["rested"] is True and cited(res, "10.12.2")


def test_fow_10_19_3_gaining_a_modifier_changes_attack_and_defense() -> None:
    res = sim(
        {
            "player1": {"field": [{"id": "r", "atk": 600, "defense": 500, "damage": 300}]},
            "operations": [{"kind": "gain_modifier", "card": "r", "modifier": "+300/-200"}],
        }
    )
    (stats,) = [e for e in res.events if e.type == "stats"]
    assert (stats.data["atk"], stats.data["defense"]) == (900, 300)
    # the damage already on it now reaches the lower 防御力
    assert [e.data["defense"] for e in res.events if e.type == "damage_vs_defense"] == [300]
    res = sim(
        {
            "player1": {"field": [{"id": "r"}]},
            "operations": [{"kind": "gain_modifier", "card": "r", "modifier": "x"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.19.3"]


def test_fow_10_21_2_modifier_counters_only_modify_j_resonators() -> None:
    res = sim(
        {
            "player1": {"field": [{"id": "a", "kind": "addition", "defense": None}]},
            "operations": [{"kind": "put_counter", "card": "a", "name": "+200/+200"}],
        }
    )
    assert not [e for e in res.events if e.type == "stats"] and cited(res, "10.21.2")


def test_fow_10_9_1_destroying_a_stone_moves_it_to_the_graveyard() -> None:
    res = sim(
        {
            "player1": {"stone_area": [{"id": "m", "kind": "stone", "defense": None}]},
            "operations": [{"kind": "destroy", "card": "m"}],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["m"]
    res = sim({"player1": {"hand": [{"id": "h"}]}, "operations": [{"kind": "destroy", "card": "h"}]})
    assert rejected(res)[0]["rules"] == ["10.9.1"]


def test_fow_10_1_1_an_addition_is_set_on_the_named_card() -> None:
    res = sim(
        {
            "player1": {
                "hand": [{"id": "ad", "kind": "addition", "defense": None, "attach": "リゾネイター"}],
                "field": [{"id": "r"}],
            },
            "operations": [{"kind": "set_addition", "card": "ad", "target": "r"}],
        }
    )
    field = {c["uid"]: c for c in zone(res, "player1", "field")}
    assert field["ad"]["flags"]["attached_to"] == "r" and cited(res, "10.1.1")
    res = sim(
        {
            "player1": {
                "hand": [{"id": "ad", "kind": "addition", "defense": None, "attach": "Jルーラー"}],
                "field": [{"id": "r"}],
            },
            "operations": [{"kind": "set_addition", "card": "ad", "target": "r"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.1.2"]


def test_fow_10_1_2_an_addition_without_a_legal_host_stays_where_it_is() -> None:
    hand = [{"id": "ad", "kind": "addition", "defense": None, "attach": "J/リゾネイター"}]
    res = sim({"player1": {"hand": hand}, "operations": [{"kind": "set_addition", "card": "ad"}]})
    assert [c["uid"] for c in zone(res, "player1", "hand")] == ["ad"] and cited(res, "10.1.2")
    res = sim(
        {
            "player1": {"hand": hand},
            "player2": {"field": [{"id": "j", "kind": "j_ruler"}]},
            "operations": [{"kind": "set_addition", "card": "ad"}],
        }
    )
    field = zone(res, "player1", "field")
    assert field[0]["uid"] == "ad" and field[0]["flags"]["attached_to"] == "j"


def test_fow_10_20_1_shuffling_the_main_deck_keeps_its_cards() -> None:
    res = sim({"player1": {"deck": 10}, "operations": [{"kind": "shuffle"}]})
    assert len(zone(res, "player1", "deck")) == 10 and cited(res, "10.20.1.1")


def test_fow_10_18_1_discarded_cards_go_to_their_players_graveyard() -> None:
    res = sim(
        {"player1": {"hand": [{"id": "a"}, {"id": "b"}]}, "operations": [{"kind": "discard", "cards": ["a"]}]}
    )
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["a"] and cited(res, "10.18.1")
    res = sim({"player2": {"hand": [{"id": "x"}]}, "operations": [{"kind": "discard", "cards": ["x"]}]})
    assert rejected(res)[0]["rules"] == ["10.18.1"]


def test_fow_every_rule_cited_in_these_scenarios_exists() -> None:
    from corpus.loader import default_corpus

    book = default_corpus().book("fow")
    payloads: list[dict[str, Any]] = [
        {"player1": {"will": {"月": 1}}, "operations": [{"kind": "pay_will", "cost": {"月": 1}}]},
        {"player2": {"field": [{"id": "r", "defense": 1, "keywords": ["破壊されない"]}]},
         "operations": [{"kind": "deal_damage", "targets": ["r", "player2"], "amount": 5000, "prevent": 1}]},
        {"player1": {"field": [{"id": "r", "rested": True}]},
         "operations": [{"kind": "rest", "card": "r", "symbol": True},
                        {"kind": "gain_modifier", "card": "r", "modifier": "+1/-1"}]},
    ]  # fmt: skip
    rules = {r for p in payloads for e in sim(p).events for r in e.rules}
    assert sorted(rules - set(book.clauses)) == []


def test_fow_10_2_1_paid_will_leaves_the_pool() -> None:
    res = sim(
        {
            "player1": {"will": {"風": 2, "無": 2}},
            "operations": [{"kind": "pay_will", "cost": {"風": 1, "無": 2}}],
        }
    )
    assert counters(res, "player1")["will:風"] == 1 and counters(res, "player1")["will:無"] == 0
    assert all("10.2.1" in e["rules"] for e in cited(res, "10.2.2"))


def test_fow_10_21_1_a_named_counter_is_placed_on_the_card() -> None:
    res = sim(
        {
            "player1": {"field": [{"id": "r"}]},
            "operations": [{"kind": "put_counter", "card": "r", "name": "魔力"}],
        }
    )
    assert zone(res, "player1", "field")[0]["flags"]["counters"] == {"魔力": 1} and not cited(res, "10.21.2")
    res = sim({"player1": {"field": [{"id": "r"}]}, "operations": [{"kind": "put_counter", "card": "r"}]})
    assert rejected(res)[0]["rules"] == ["10.21.1"]


def test_fow_10_5_2_summoned_means_resolved_from_the_chase_onto_the_field() -> None:
    res = sim({"player1": {"hand": [{"id": "s"}]}, "operations": [{"kind": "summon", "card": "s"}]})
    assert [c["uid"] for c in zone(res, "player1", "chase")] == ["s"] and not cited(res, "10.5.2")
    res = sim(
        {
            "player1": {"hand": [{"id": "s"}]},
            "operations": [{"kind": "summon", "card": "s"}, {"kind": "resolve_chase"}],
        }
    )
    (entered,) = cited(res, "10.5.2")
    assert entered["data"]["to_zone"] == "field"
    res = sim({"operations": [{"kind": "resolve_chase"}]})
    assert rejected(res)[0]["rules"] == ["10.5.2"]


def test_fow_10_6_damage_needs_a_target() -> None:
    res = sim({"operations": [{"kind": "deal_damage", "targets": [], "amount": 100}]})
    assert rejected(res)[0]["rules"] == ["10.6"]
