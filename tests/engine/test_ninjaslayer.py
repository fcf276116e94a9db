"""ニンジャスレイヤーTCG engine: scenario tests named after the clauses they check."""

from __future__ import annotations

from typing import Any

from service.engine.events import Reason, Result
from service.engine.ninjaslayer.game import NinjaSlayerGame
from tests.engine.helpers import cited, rejected, zone
from tests.engine.ninjaslayer_helpers import aisatsu, sim


# ----- 400 setup ------------------------------------------------------------------------------
def test_ns_403_setup_shuffles_deals_four_and_picks_first_player_at_random() -> None:
    firsts = set()
    for seed in range(12):
        game = NinjaSlayerGame.new_game(seed)
        first = game.first_player
        firsts.add(first)
        other = "player2" if first == "player1" else "player1"
        # 403.2 four cards, then 502.3a the first player draws one on the first turn
        assert len(game.zone(first, "hand")) == 5 and len(game.zone(other, "hand")) == 4
        assert len(game.zone(first, "deck")) == 35 and len(game.zone(other, "deck")) == 36
        rules = {r for e in game.events for r in e.rules}
        assert {"403.1", "403.2", "403.3", "502.3a"} <= rules
        assert game.pending == {"kind": "etel", "player": first}
    assert firsts == {"player1", "player2"}


# ----- 502 start phase ------------------------------------------------------------------------
def test_ns_502_3a_first_turn_draws_one_card_hand_of_five() -> None:  # ns-d-04
    res = sim({"turn": 1, "phase": "start", "player1": {"hand": 4}})
    assert len(zone(res, "player1", "hand")) == 5
    assert len(cited(res, "502.3a", "move")) == 1
    assert res.outcome.result is Result.ONGOING


def test_ns_502_3a_later_turns_draw_two() -> None:
    res = sim({"turn": 3, "phase": "start", "player1": {"hand": 4}})
    assert len(zone(res, "player1", "hand")) == 6


def test_ns_502_2a_untap_field_and_etel() -> None:
    res = sim(
        {
            "phase": "start",
            "player1": {"etel_bowed": 2, "field": [{"id": "a", "bowed": True}]},
            "player2": {"field": [{"id": "b", "bowed": True}]},
        }
    )
    assert not any(c["flags"].get("bowed") for c in zone(res, "player1", "etel"))
    assert not zone(res, "player1", "field")[0]["flags"].get("bowed")
    assert zone(res, "player2", "field")[0]["flags"].get("bowed")  # only the turn player's
    assert len(cited(res, "502.2a")) == 3


def test_ns_502_4a_etel_step_places_at_most_one_card() -> None:
    res = sim({"phase": "start", "player1": {"hand": 2}, "choices": {"etel": "first"}})
    assert len(zone(res, "player1", "etel")) == 1 and len(zone(res, "player1", "hand")) == 3
    res = sim({"phase": "start", "player1": {"hand": 2}})  # default: place nothing
    assert zone(res, "player1", "etel") == []


# ----- 602 / 1204 / 1312 character entry --------------------------------------------------------
def test_ns_1312_1_cost_three_character_needs_three_upright_etel() -> None:  # ns-d-07
    res = sim(
        {
            "player1": {"etel": 2, "etel_bowed": 1, "hand": [{"id": "c3", "cost": 3}]},
            "actions": [{"kind": "enter", "card": "c3"}],
        }
    )
    (rej,) = rejected(res)
    assert rej["data"]["code"] == "cannot_pay"
    assert {"1204.2g-1", "1312.1", "1204.2i"} <= set(rej["rules"])
    assert [c["uid"] for c in zone(res, "player1", "hand")] == ["c3"]


def test_ns_1312_1_entry_bows_etel_equal_to_cost_and_resolves_to_field() -> None:
    res = sim(
        {
            "player1": {"etel": 3, "hand": [{"id": "c3", "cost": 3}]},
            "actions": [{"kind": "enter", "card": "c3"}],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["c3"]
    assert all(c["flags"].get("bowed") for c in zone(res, "player1", "etel"))
    assert len(cited(res, "1312.1")) == 3
    assert cited(res, "1204.2j") and cited(res, "1205.1c-1")


def test_ns_602_1_characters_enter_only_in_the_character_phase() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"etel": 3, "hand": [{"id": "c1"}]},
            "actions": [{"kind": "enter", "card": "c1"}],
        }
    )
    (rej,) = rejected(res)
    assert "602.1" in rej["rules"]


def test_ns_1404_2_tatsujin_cost_is_optional_additional_cost() -> None:
    base = {"id": "t", "cost": 1, "karate": 2, "durability": 2, "tatsujin": 2, "keywords": ["タツジン"]}
    res = sim(
        {
            "player1": {"etel": 3, "hand": [base]},
            "actions": [{"kind": "enter", "card": "t", "tatsujin": True}],
        }
    )
    (card,) = zone(res, "player1", "field")
    assert card["flags"].get("tatsujin") is True
    assert sum(1 for c in zone(res, "player1", "etel") if c["flags"].get("bowed")) == 3
    assert cited(res, "1404.2a")
    res = sim(
        {
            "player1": {"etel": 2, "hand": [base]},
            "actions": [{"kind": "enter", "card": "t", "tatsujin": True}],
        }
    )
    assert rejected(res)[0]["data"]["code"] == "cannot_pay"


# ----- 704 / 706 イクサ --------------------------------------------------------------------------
def test_ns_706_4a_kousaku_two_means_two_damage_checks() -> None:  # ns-d-11
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "kousaku": 2}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    (placed,) = cited(res, "1003.2", "damage_check_placed")
    assert placed["data"]["count"] == 2
    assert len(zone(res, "player2", "damage")) == 2
    assert len(cited(res, "1104.3")) == 2
    assert res.final_state["players"]["player2"]["counters"]["damage"] == 0  # 1003.3


def test_ns_706_4b_karate_equal_to_durability_kills() -> None:  # ns-d-12
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 3}]},
            "player2": {"field": [{"id": "b", "durability": 3}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["b"]
    assert cited(res, "1004.1") and cited(res, "1311.1") and cited(res, "706.4b")


def test_ns_704_3a_1_bowed_character_cannot_aisatsu() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "bowed": True}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    assert rejected(res)[0]["rules"] == ["704.3a-1"]


def test_ns_704_5_aisatsu_bows_the_character_so_it_cannot_aisatsu_twice() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "actions": [aisatsu("a", "player2"), aisatsu("a", "player2")],
        }
    )
    assert rejected(res)[0]["data"]["code"] == "bowed"
    assert len(zone(res, "player2", "damage")) == 1


def test_ns_505_3a_damage_is_reset_at_end_of_turn() -> None:  # ns-d-14
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 3}]},
            "player2": {"field": [{"id": "b", "durability": 4}]},
            "actions": [aisatsu("a", "b"), {"kind": "end_phase"}],
        }
    )
    (b,) = zone(res, "player2", "field")
    assert b["flags"].get("damage") == 0
    assert cited(res, "505.3a")
    assert res.final_state["turn_player"] == "player2"


# ----- 1103 / 1104 damage checks and ウケミ --------------------------------------------------------
def test_ns_1104_4_ukemi_character_enters_instead_of_the_damage_zone() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "player2": {"deck_top": [{"id": "u", "keywords": ["ウケミ"]}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "field")] == ["u"]
    assert zone(res, "player2", "damage") == []
    assert cited(res, "1211.2b-1") and cited(res, "1104.5")


def test_ns_1104_4a_cost_ukemi_may_be_declined() -> None:
    payload: dict[str, Any] = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a"}]},
        "player2": {"etel": 1, "deck_top": [{"id": "u", "keywords": ["ウケミ"], "ukemi_cost": 1}]},
        "actions": [aisatsu("a", "player2"), {"kind": "ukemi", "use": False}],
    }
    res = sim(payload)
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["u"]
    assert cited(res, "1104.4a")
    payload["actions"] = [aisatsu("a", "player2")]  # default choice: use it
    res = sim(payload)
    assert [c["uid"] for c in zone(res, "player2", "field")] == ["u"]
    assert zone(res, "player2", "etel")[0]["flags"].get("bowed")


def test_ns_1104_4b_unpayable_ukemi_goes_to_ohigan() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "player2": {"deck_top": [{"id": "u", "keywords": ["ウケミ"], "ukemi_cost": 2}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["u"]
    assert cited(res, "1104.4b")


def test_ns_1003_2b_turn_players_checks_go_in_first_so_resolve_last() -> None:
    res = sim({"actions": [{"kind": "effect", "op": "damage", "counts": {"player1": 1, "player2": 1}}]})
    checks = [e.data["from_player"] for e in res.events if e.type == "move" and "1104.2" in e.rules]
    assert checks == ["player2", "player1"]


# ----- 1002 / 103 defeat ---------------------------------------------------------------------
def test_ns_1002_1_ten_cards_in_damage_zone_loses() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "player2": {"damage_zone": 9},
            "actions": [aisatsu("a", "player2")],
        }
    )
    assert res.outcome.winner == "player1" and res.outcome.reason is Reason.DAMAGE_ZONE_FULL
    assert "1002.1" in res.outcome.rules


def test_ns_1002_2_empty_deck_loses() -> None:
    res = sim({"turn": 3, "phase": "start", "player1": {"deck": 2}})
    assert res.outcome.winner == "player2" and res.outcome.reason is Reason.DECK_OUT
    assert "1002.2" in res.outcome.rules


def test_ns_103_3_simultaneous_defeat_non_turn_player_wins() -> None:  # ns-d-03
    res = sim(
        {
            "player1": {"damage_zone": 9},
            "player2": {"damage_zone": 9},
            "actions": [{"kind": "effect", "op": "damage_zone", "counts": {"player1": 1, "player2": 1}}],
        }
    )
    assert res.outcome.winner == "player2" and res.outcome.reason is Reason.SIMULTANEOUS
    assert res.outcome.rules[0] == "103.3" and "1002.1" in res.outcome.rules


def test_ns_103_4_concession() -> None:
    res = sim({"actions": [{"kind": "concede", "player": "player2"}]})
    assert res.outcome.winner == "player1" and res.outcome.rules == ("103.4",)


# ----- 1402 / 1403 keywords ------------------------------------------------------------------
def test_ns_1402_2_interrupt_redirects_aisatsu_on_its_controller() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 2}, {"id": "a2"}]},
            "player2": {"field": [{"id": "i", "durability": 5, "keywords": ["インターラプト"]}]},
            "actions": [
                aisatsu("a", "player2"),
                {"kind": "interrupt", "card": "i"},
                aisatsu("a2", "player2"),
                {"kind": "interrupt", "card": "i"},  # 705.3a-1: once per turn
            ],
        }
    )
    assert zone(res, "player2", "field")[0]["flags"]["damage"] == 2
    assert len(zone(res, "player2", "damage")) == 1  # the second aisatsu hit the player
    assert cited(res, "1402.2", "interrupt")
    # the second interrupt step is still the non-turn player's decision (705.3), refused by 705.3a-1
    (refused,) = rejected(res)
    assert refused["data"]["code"] == "cannot_interrupt" and refused["rules"][0] == "705.3a-1"


def test_ns_1402_3_kaizen_also_protects_other_characters() -> None:
    base: dict[str, Any] = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "karate": 2}]},
        "actions": [aisatsu("a", "v"), {"kind": "interrupt", "card": "i"}],
    }
    res = sim(
        {
            **base,
            "player2": {
                "field": [{"id": "v"}, {"id": "i", "durability": 5, "keywords": ["インターラプト・カイゼン"]}]
            },
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "field")] == ["v", "i"]
    assert cited(res, "1402.3", "interrupt")
    res = sim(
        {
            **base,
            "player2": {"field": [{"id": "v"}, {"id": "i", "durability": 5, "keywords": ["インターラプト"]}]},
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["v"]
    assert rejected(res)


def test_ns_1402_2_plain_interrupt_is_refused_for_another_character_with_its_clause() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 2}]},
            "player2": {"field": [{"id": "v", "durability": 3}, {"id": "i", "keywords": ["インターラプト"]}]},
            "actions": [aisatsu("a", "v"), {"kind": "interrupt", "card": "i"}],
        }
    )
    # 705.3: the step still asks the non-turn player, and the refusal names 1402.2 (not a timing error)
    (refused,) = rejected(res)
    assert refused["data"]["code"] == "cannot_interrupt" and refused["rules"][0] == "1402.2"
    assert zone(res, "player2", "field")[0]["flags"]["damage"] == 2  # the アイサツ stays on v


def test_ns_705_3a_a_character_without_the_keyword_cannot_interrupt() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "player2": {"field": [{"id": "n"}, {"id": "i", "keywords": ["インターラプト"]}]},
            "actions": [aisatsu("a", "player2"), {"kind": "interrupt", "card": "n"}],
        }
    )
    (refused,) = rejected(res)
    assert refused["rules"] == ["705.3a"] and len(zone(res, "player2", "damage")) == 1


def test_ns_705_3a_2_uninterruptible_aisatsu() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "keywords": ["インターラプトされない"]}]},
            "player2": {"field": [{"id": "i", "keywords": ["インターラプト"]}]},
            "actions": [aisatsu("a", "player2"), {"kind": "interrupt", "card": "i"}],
        }
    )
    assert len(zone(res, "player2", "damage")) == 1
    assert rejected(res)[0]["rules"] == ["705.3a-2"]


def test_ns_1403_2_satsubatsu_kills_the_character_that_aisatsu_it() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 2}]},
            "player2": {"field": [{"id": "s", "durability": 5, "keywords": ["サツバツ"]}]},
            "actions": [aisatsu("a", "s")],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "ohigan")] == ["a"]
    assert cited(res, "1403.2", "trigger")


def test_ns_1403_2_satsubatsu_does_not_trigger_once_killed() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 5}]},
            "player2": {"field": [{"id": "s", "durability": 2, "keywords": ["サツバツ"]}]},
            "actions": [aisatsu("a", "s")],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["a"]
    assert not cited(res, "1403.2", "trigger")
