"""ニンジャスレイヤーTCG: the shared effect vocabulary, コトダマ cards and responses, 回復 and ジツ.

Each test is named after the clause it checks (issue 12's situations: 回復 1319, ジツ costs 1320,
コトダマ responses 802.4b/802.5, damage divided among targets 1305, 1213.6 snapshots).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from tests.engine.ninjaslayer_helpers import aisatsu, sim


def kotodama(uid: str, *effects: dict[str, Any], cost: int = 0, **more: Any) -> dict[str, Any]:
    return {
        "id": uid,
        "name": f"コトダマ{uid}",
        "kind": "kotodama",
        "cost": cost,
        "effects": list(effects),
        **more,
    }


def damage_to(amount: int, **target: str) -> dict[str, Any]:
    return {"effect": "damage", "timing": "kotodama", "amount": amount, "target": target}


def field_card(uid: str, karate: int = 1, durability: int = 1, **more: Any) -> dict[str, Any]:
    return {"id": uid, "karate": karate, "durability": durability, **more}


def types(result: Any) -> list[str]:
    return [e.type for e in result.events]


# ----- 回復 (1319) ---------------------------------------------------------------------------------
def test_ns_1319_1_recover_moves_damage_zone_cards_to_ohigan() -> None:
    r = sim(
        {
            "player1": {"damage_zone": 9},
            "actions": [{"kind": "effect", "op": "recover", "counts": {"player1": 3}}],
        }
    )
    assert len(r.zone("player1", "damage")) == 6
    assert len(r.zone("player1", "ohigan")) == 3
    assert all("1319.1" in e.rules for e in r.events if e.type == "move")


def test_ns_1319_1_recover_with_fewer_cards_recovers_what_is_there_104_2() -> None:
    r = sim(
        {
            "player1": {"damage_zone": 1},
            "actions": [{"kind": "effect", "op": "recover", "counts": {"player1": 3}}],
        }
    )
    assert r.zone("player1", "damage") == []
    short = [e for e in r.events if e.type == "no_effect"]
    assert short and "104.2" in short[0].rules


def test_ns_1319_1_recover_from_a_kotodama_saves_a_player_at_nine() -> None:
    """9 cards, a コトダマ that recovers 2, then 2 damage: 7 + 2 = 9 < 10, no defeat (1002.1)."""
    card = kotodama("k", recover=2)
    r = sim(
        {
            "player1": {"hand": [card], "damage_zone": 9},
            "actions": [
                {"kind": "kotodama", "card": "k"},
                {"kind": "effect", "op": "damage", "target": "player1", "amount": 2},
            ],
        }
    )
    assert r.outcome.result.value == "ongoing"
    assert len(r.zone("player1", "damage")) == 9


# ----- ジツ (1320) ---------------------------------------------------------------------------------
def test_ns_1320_1_jitsu_cost_turns_face_up_damage_cards_face_down() -> None:
    card = kotodama("k", {"effect": "draw", "timing": "kotodama", "amount": 1}, jitsu=2)
    r = sim({"player1": {"hand": [card], "damage_zone": 3}, "actions": [{"kind": "kotodama", "card": "k"}]})
    zone = r.zone("player1", "damage")
    assert sum(1 for c in zone if c["flags"].get("face_down")) == 2
    assert any("1320.1" in e.rules for e in r.events)
    assert not r.rejected


def test_ns_1320_1a_jitsu_cost_needs_enough_face_up_cards() -> None:
    card = kotodama("k", {"effect": "draw", "timing": "kotodama", "amount": 1}, jitsu=2)
    r = sim(
        {
            "player1": {"hand": [card], "damage_zone": 1, "damage_zone_face_down": 3},
            "actions": [{"kind": "kotodama", "card": "k"}],
        }
    )
    (refused,) = r.rejected
    assert refused["code"] == "cannot_jitsu" and "1320.1a" in refused["rules"]
    assert refused["action"]["card"] == "k"
    assert r.uids("player1", "hand")[0] == "k"  # nothing changed


def test_ns_1320_1a_jitsu_effect_not_carried_out_without_face_up_cards() -> None:
    r = sim(
        {
            "player1": {"damage_zone_face_down": 2},
            "actions": [{"kind": "effect", "op": "jitsu", "counts": {"player1": 1}}],
        }
    )
    assert any(e.type == "no_effect" and "1320.1a" in e.rules for e in r.events)


def test_ns_1002_1_face_down_damage_cards_still_count() -> None:
    r = sim({"player1": {"damage_zone": 5, "damage_zone_face_down": 5}})
    assert r.outcome.winner == "player2" and "1002.1" in r.outcome.rules


# ----- コトダマ responses (802.4b, 802.5) ------------------------------------------------------------
def test_ns_802_4b_kotodama_in_response_kills_the_entering_character_after_it_resolves() -> None:
    """player1 enters a character; player2 responds with 「キャラクター全員に1ダメージ」. The response
    resolves first (802.5c: last placed first), when the character is still in the コトダマ空間, so it
    survives; a character already on the field dies (1004.1)."""
    sweep = {"effect": "damage", "timing": "kotodama", "amount": 1, "target": {"all": "both"}}
    r = sim(
        {
            "player1": {"hand": [{"id": "new", "cost": 0}], "field": [field_card("old")]},
            "player2": {"hand": [kotodama("k", sweep)]},
            "actions": [
                {"kind": "enter", "card": "new"},
                {"kind": "kotodama", "player": "player2", "card": "k"},
            ],
        }
    )
    assert r.uids("player1", "field") == ["new"]
    assert "old" in r.uids("player1", "ohigan")
    order = [e.data.get("card") for e in r.events if e.type == "resolve"]
    assert order[0] == "k"
    assert any(e.type == "pass" and "802.5b" in e.rules for e in r.events)


def test_ns_802_5c_without_a_response_the_character_resolves_then_the_kotodama_hits_it() -> None:
    sweep = {"effect": "damage", "timing": "kotodama", "amount": 1, "target": {"all": "both"}}
    r = sim(
        {
            "player1": {"hand": [{"id": "new", "cost": 0}]},
            "player2": {"hand": [kotodama("k", sweep)]},
            "actions": [
                {"kind": "enter", "card": "new"},
                {"kind": "pass", "player": "player1"},
                {"kind": "pass", "player": "player2"},
                {"kind": "end_phase"},
                {"kind": "kotodama", "player": "player2", "card": "k"},
            ],
        }
    )
    assert "new" in r.uids("player1", "ohigan")
    assert not r.rejected


def test_ns_802_4a_a_pass_needs_a_priority_window() -> None:
    r = sim({"actions": [{"kind": "pass"}]})
    assert r.rejected and r.rejected[0]["code"] == "wrong_timing" and "802.4a" in r.rejected[0]["rules"]


def test_ns_1204_2g_1_kotodama_pays_its_etel_cost() -> None:
    card = kotodama("k", {"effect": "draw", "timing": "kotodama", "amount": 1}, cost=2)
    r = sim({"player1": {"hand": [card], "etel": 1}, "actions": [{"kind": "kotodama", "card": "k"}]})
    assert r.rejected[0]["code"] == "cannot_pay" and "1204.2g-1" in r.rejected[0]["rules"]


def test_ns_1205_1c_2_kotodama_goes_to_ohigan_after_resolving() -> None:
    card = kotodama("k", {"effect": "draw", "timing": "kotodama", "amount": 2})
    r = sim({"player1": {"hand": [card]}, "actions": [{"kind": "kotodama", "card": "k"}]})
    assert "k" in r.uids("player1", "ohigan")
    assert len(r.zone("player1", "hand")) == 2


def test_ns_1205_1a_a_target_gone_is_not_affected_but_the_rest_happens() -> None:
    """A response kills the target first; the original コトダマ still draws (1205.1a's example)."""
    bolt = kotodama(
        "b", damage_to(3, card="p2-field-1"), {"effect": "draw", "timing": "kotodama", "amount": 1}
    )
    kill = kotodama("x", {"effect": "destroy", "timing": "kotodama", "target": {"card": "p2-field-1"}})
    r = sim(
        {
            "player1": {"hand": [bolt], "deck": 5},
            "player2": {"hand": [kill], "field": [field_card("t", durability=5) | {"id": None}]},
            "actions": [
                {"kind": "kotodama", "card": "b"},
                {"kind": "kotodama", "player": "player2", "card": "x"},
            ],
        }
    )
    assert "p2-field-1" in r.uids("player2", "ohigan")
    assert any(e.type == "no_effect" and "1205.1a" in e.rules for e in r.events)
    assert len(r.zone("player1", "hand")) == 1  # the draw happened


# ----- damage divided among targets (1305) -----------------------------------------------------------
def test_ns_1305_1_divided_damage_goes_as_chosen() -> None:
    effect = {
        "effect": "damage",
        "timing": "kotodama",
        "amount": 3,
        "divide": [2, 1],
        "targets": [{"card": "a"}, {"player": "player2"}],
    }
    r = sim(
        {
            "player1": {"hand": [kotodama("k", effect)]},
            "player2": {"field": [field_card("a", durability=3)]},
            "actions": [{"kind": "kotodama", "card": "k"}],
        }
    )
    assert r.zone("player2", "field")[0]["flags"]["damage"] == 2
    assert len(r.zone("player2", "damage")) == 1  # one damage check (1003)
    assert all({"1305.1", "1204.2f-1"} <= set(e.rules) for e in r.events if e.type == "damage")


def test_ns_1305_1_every_target_gets_at_least_one() -> None:
    effect = {
        "effect": "damage",
        "timing": "kotodama",
        "amount": 3,
        "divide": [3, 0],
        "targets": [{"card": "a"}, {"player": "player2"}],
    }
    r = sim(
        {
            "player1": {"hand": [kotodama("k", effect)]},
            "player2": {"field": [field_card("a", durability=5)]},
            "actions": [{"kind": "kotodama", "card": "k"}],
        }
    )
    assert r.rejected[0]["code"] == "bad_divide" and "1305.1" in r.rejected[0]["rules"]


# ----- 1213.6: an effect applies to what was there when it resolved --------------------------------------
def test_ns_1213_6_all_characters_plus_one_skips_a_later_arrival() -> None:
    pump = {
        "effect": "modify",
        "timing": "kotodama",
        "stats": {"karate": 1, "durability": 1},
        "target": {"all": "player1"},
    }
    r = sim(
        {
            "player1": {
                "hand": [kotodama("k", pump), {"id": "late", "cost": 0, "karate": 2}],
                "field": [field_card("early", karate=2)],
            },
            "phase": "character",
            "actions": [
                {"kind": "kotodama", "card": "k"},
                {"kind": "enter", "card": "late"},
                {"kind": "end_phase"},
                aisatsu("early", "player2"),
                aisatsu("late", "player2"),
            ],
        }
    )
    modified = [e for e in r.events if e.type == "modify"]
    assert [e.data["card"] for e in modified] == ["early"]
    assert "1213.6" in modified[0].rules


def test_ns_1213_6_snapshot_effect_ends_at_505_3b() -> None:
    pump = {
        "effect": "modify",
        "timing": "kotodama",
        "stats": {"karate": 2, "durability": 0},
        "target": {"card": "c"},
    }
    r = sim(
        {
            "player1": {"hand": [kotodama("k", pump)], "field": [field_card("c")]},
            "actions": [{"kind": "kotodama", "card": "k"}, {"kind": "end_phase"}, {"kind": "end_phase"}],
        }
    )
    ends = [e for e in r.events if e.type == "modify" and "505.3b" in e.rules]
    assert ends and ends[0].data["value"] == []


def test_ns_1213_6_continuous_scope_is_not_modelled() -> None:
    pump = {
        "effect": "modify",
        "timing": "kotodama",
        "stats": {"karate": 1},
        "target": {"all": "player1"},
        "scope": "continuous",
    }
    with pytest.raises(InvalidScenario):
        sim({"player1": {"hand": [kotodama("k", pump)]}})


# ----- the vocabulary resolved now ----------------------------------------------------------------
def test_ns_1311_1_destroy_is_kill_to_ohigan() -> None:
    r = sim(
        {
            "player2": {"field": [field_card("c")]},
            "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "c"}}],
        }
    )
    assert r.uids("player2", "ohigan") == ["c"]
    assert any("1311.1" in e.rules for e in r.events)


def test_ns_1324_1_banish_is_exclusion() -> None:
    r = sim(
        {
            "player2": {"field": [field_card("c")]},
            "actions": [{"type": "effect", "effect": "banish", "target": {"card": "c"}}],
        }
    )
    assert r.uids("player2", "exclude") == ["c"]


def test_ns_302_3_return_to_hand_is_a_new_card_without_damage() -> None:
    r = sim(
        {
            "player2": {"field": [field_card("c", durability=3, damage=2)]},
            "actions": [{"type": "effect", "effect": "return_to_hand", "target": {"card": "c"}}],
        }
    )
    card = next(c for c in r.zone("player2", "hand") if c["uid"] == "c")
    assert card["flags"] == {}


def test_ns_1214_1_reduce_damage_replaces_the_next_damage() -> None:
    r = sim(
        {
            "actions": [
                {"type": "effect", "effect": "reduce_damage", "amount": 2, "target": {"player": "player2"}},
                {"kind": "effect", "op": "damage", "target": "player2", "amount": 3},
            ],
        }
    )
    assert len(r.zone("player2", "damage")) == 1
    prevent = next(e for e in r.events if e.type == "prevent")
    assert prevent.data["after"] == 1 and "1214.1" in prevent.rules


def test_ns_1214_1_all_prevented_is_no_damage_and_no_check() -> None:
    r = sim(
        {
            "actions": [
                {
                    "type": "effect",
                    "effect": "reduce_damage",
                    "amount": "all",
                    "target": {"player": "player2"},
                },
                {"kind": "effect", "op": "damage", "target": "player2", "amount": 3},
            ],
        }
    )
    assert r.zone("player2", "damage") == []
    assert not [
        e
        for e in r.events
        if e.type in ("damage_check_placed", "counter") and e.data.get("player") == "player2"
    ]


def test_ns_1325_2_gained_interrupt_lets_a_character_interrupt() -> None:
    r = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [field_card("a", karate=3)]},
            "player2": {"field": [field_card("d", durability=5)]},
            "actions": [
                {
                    "type": "effect",
                    "effect": "gain_keyword",
                    "keyword": "インターラプト",
                    "target": {"card": "d"},
                },
                aisatsu("a", "player2"),
                {"kind": "interrupt", "card": "d"},
            ],
        }
    )
    assert not r.rejected
    assert r.zone("player2", "field")[0]["flags"]["damage"] == 3


def test_ns_1327_1_lost_satsubatsu_does_not_trigger() -> None:
    r = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [field_card("a", karate=1)]},
            "player2": {"field": [field_card("d", durability=5, keywords=["サツバツ"])]},
            "actions": [
                {"type": "effect", "effect": "lose_keyword", "keyword": "サツバツ", "target": {"card": "d"}},
                aisatsu("a", "d"),
            ],
        }
    )
    assert "a" in r.uids("player1", "field")
    assert "trigger" not in types(r)


def test_ns_104_2_draw_zero_is_not_performed() -> None:
    r = sim({"actions": [{"type": "effect", "effect": "draw", "amount": 0}]})
    assert any(e.type == "no_effect" and "104.2" in e.rules for e in r.events)
    assert not [e for e in r.events if e.type == "move"]


def test_ns_unsupported_timing_is_a_malformed_scenario() -> None:
    with pytest.raises(InvalidScenario):
        sim({"actions": [{"type": "effect", "effect": "draw", "amount": 1, "timing": "fanfare"}]})


# ----- コトダマ during the イクサ (704.8, 706.3) -----------------------------------------------------
def test_ns_704_8_kotodama_in_response_to_an_aisatsu_kills_the_attacker_706_1() -> None:
    kill = kotodama("x", {"effect": "destroy", "timing": "kotodama", "target": {"card": "a"}})
    r = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [field_card("a", kousaku=2)]},
            "player2": {"hand": [kill]},
            "actions": [aisatsu("a", "player2"), {"kind": "kotodama", "player": "player2", "card": "x"}],
        }
    )
    assert "a" in r.uids("player1", "ohigan")
    assert r.zone("player2", "damage") == []  # no イクサダメージ (706.1)
    assert any("706.1" in e.rules for e in r.events if e.type == "ikusa")
    assert any(e.type == "priority" and "704.8" in e.rules for e in r.events)


def test_ns_706_3_kotodama_before_the_ikusa_saves_the_target() -> None:
    wall = {"effect": "modify", "timing": "kotodama", "stats": {"durability": 3}, "target": {"card": "d"}}
    r = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [field_card("a", karate=3)]},
            "player2": {"hand": [kotodama("w", wall)], "field": [field_card("d", durability=2)]},
            "actions": [
                aisatsu("a", "d"),
                {"kind": "pass", "player": "player1"},
                {"kind": "pass", "player": "player2"},
                {"kind": "pass", "player": "player1"},
                {"kind": "kotodama", "player": "player2", "card": "w"},
            ],
        }
    )
    assert not r.rejected
    assert r.uids("player2", "field") == ["d"]
    assert any(e.type == "priority" and "706.3" in e.rules for e in r.events)


def test_ns_802_5c_no_window_without_a_kotodama_in_hand() -> None:
    r = sim({"phase": "ikusa", "player1": {"field": [field_card("a")]}, "actions": [aisatsu("a", "player2")]})
    assert "priority" not in types(r)


def test_ns_1214_3_two_replacements_of_one_damage_each_apply_once() -> None:
    """1214.2 / 1214.3: a character with two 「1点少なくなる」 replacements takes 4 - 1 - 1 = 2."""
    shield = {"type": "effect", "effect": "reduce_damage", "amount": 1, "target": {"card": "d"}}
    result = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 4}]},
            "player2": {"field": [{"id": "d", "durability": 3}]},
            "actions": [shield, shield, {"kind": "aisatsu", "attacker": "a", "target": "d"}],
        }
    )
    prevented = [e for e in result.events if e.type == "prevent"]
    assert [(e.data["amount"], e.data["after"]) for e in prevented] == [(4, 3), (3, 2)]
    assert "d" in result.uids("player2", "field")
