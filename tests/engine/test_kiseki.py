"""軌跡 TCG engine: scenario tests named after the clauses they check."""

from __future__ import annotations

from typing import Any

from service.engine.events import Reason, Result
from service.engine.kiseki.game import KisekiGame
from tests.engine.helpers import cited, counter, rejected, zone
from tests.engine.kiseki_helpers import attack, sim, unit


# ----- 603 setup / 703 preparation ----------------------------------------------------------
def test_ks_603_1_setup_random_initiative_four_cards_then_each_player_draws_two() -> None:
    firsts = set()
    for seed in range(10):
        game = KisekiGame.new_game(seed)
        firsts.add(game.turn_player)
        assert len(game.zone(game.turn_player, "hand")) == 6  # 603.1c + 703.6a
        assert game.pending == {"kind": "base", "player": game.turn_player}
        assert {"603.1a", "603.1b", "603.1c", "603.1d", "703.6a"} <= {r for e in game.events for r in e.rules}
    assert firsts == {"player1", "player2"}


def test_ks_703_7a_base_step_places_one_card_face_down() -> None:
    res = sim({"phase": "prep", "player1": {"hand": 2}, "choices": {"base": "first"}})
    (card,) = zone(res, "player1", "base")
    assert card["flags"]["face_down"] is True
    assert cited(res, "703.7a", "move")


def test_ks_703_8a_cp_per_base_card_and_cp_cost_four_unit_cannot_be_played() -> None:  # ks-d-08
    res = sim(
        {
            "phase": "deploy",
            "player1": {"base": 3, "hand": [unit("u4", cp=4)]},
            "actions": [{"kind": "play_unit", "card": "u4"}],
        }
    )
    (gain,) = cited(res, "703.8a", "counter")
    assert gain["data"]["value"] == 3
    (rej,) = rejected(res)
    assert rej["data"]["code"] == "cannot_pay" and "1204.2h" in rej["rules"]
    assert [c["uid"] for c in zone(res, "player1", "hand")] == ["u4"]


def test_ks_1204_2f_1_unit_paid_with_cp_enters_the_field() -> None:
    res = sim(
        {
            "phase": "deploy",
            "player1": {"base": 3, "hand": [unit("u3", cp=3)]},
            "actions": [{"kind": "play_unit", "card": "u3"}],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["u3"]
    assert cited(res, "1205.1c-1")


def test_ks_302_1b_cp_vanishes_at_the_end_of_the_step() -> None:
    res = sim({"phase": "deploy", "player1": {"base": 2}, "actions": [{"kind": "end_step"}]})
    assert counter(res, "player1", "cp") == 0
    assert cited(res, "302.1b")


def test_ks_1217_2_gain_ep_then_play_event() -> None:
    res = sim(
        {
            "phase": "deploy",
            "player1": {"base": [{"id": "b"}], "hand": [{"id": "e", "kind": "EVENT", "ep_cost": 1}]},
            "actions": [{"kind": "gain_ep", "card": "b"}, {"kind": "play_event", "card": "e"}],
        }
    )
    assert not rejected(res)
    assert [c["uid"] for c in zone(res, "player1", "kiseki")] == ["e"]
    assert zone(res, "player1", "base")[0]["flags"]["acted"] is True
    assert cited(res, "1217.2", "counter") and cited(res, "1205.1c-2")


# ----- 803 / 804 battle --------------------------------------------------------------------
def test_ks_804_11a_3_stun_damage_plus_overkill() -> None:  # ks-d-11
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", cp=3, str_=5, def_=4)]},
            "player2": {"field": [unit("d", cp=2, str_=2, def_=3)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert counter(res, "player2", "kizuna") == 40 - 4
    assert cited(res, "1306.3", "counter")[0]["data"]["delta"] == -2
    assert cited(res, "804.11a-3", "counter")[0]["data"]["delta"] == -2
    assert not zone(res, "player1", "field")[0]["flags"].get("stunned")
    assert counter(res, "player1", "kizuna") == 40


def test_ks_803_5b_all_units_stunned_attack_the_player() -> None:  # ks-d-12
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3)]},
            "player2": {"field": [unit("d", stunned=True)]},
            "actions": [attack(["a"], "d"), attack(["a"], "player2")],
        }
    )
    assert rejected(res)[0]["data"]["code"] == "stunned_target"
    assert counter(res, "player2", "kizuna") == 37
    assert cited(res, "804.11b")


def test_ks_803_6h_cannot_attack_the_player_while_a_unit_is_selectable() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a")]},
            "player2": {"field": [unit("d")]},
            "actions": [attack(["a"], "player2")],
        }
    )
    assert "803.6h" in rejected(res)[0]["rules"]


def test_ks_804_11a_4_counterattack_stuns_the_attacker() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", cp=2, str_=1, def_=2)]},
            "player2": {"field": [unit("d", cp=1, str_=3, def_=5)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert zone(res, "player1", "field")[0]["flags"]["stunned"] is True
    assert counter(res, "player1", "kizuna") == 38 and counter(res, "player2", "kizuna") == 40


def test_ks_804_11a_2_scrum_attack_sums_str_without_overkill() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a1", str_=2), unit("a2", str_=3)]},
            "player2": {"field": [unit("d", cp=2, def_=3)]},
            "actions": [attack(["a1", "a2"], "d"), {"kind": "counter", "card": "a2"}],
        }
    )
    assert counter(res, "player2", "kizuna") == 38  # stun damage only: 5 > 3 but no overkill in a scrum
    assert cited(res, "804.11a-1", "counter")


def test_ks_803_3b_scrum_needs_a_common_organisation() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a1", orgs=["遊撃士協会"]), unit("a2", orgs=["身喰らう蛇"])]},
            "actions": [attack(["a1", "a2"], "player2")],
        }
    )
    assert "803.3b" in rejected(res)[0]["rules"]


def test_ks_804_11b_scrum_on_a_player_overkills_per_unit() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a1", str_=3), unit("a2", str_=4)]},
            "actions": [attack(["a1", "a2"], "player2")],
        }
    )
    assert [e["data"]["delta"] for e in cited(res, "804.11b")] == [-3, -4]


def test_ks_803_4b_consecutive_passes_end_the_battle_phase() -> None:
    res = sim({"phase": "battle", "actions": [{"kind": "pass"}, {"kind": "pass"}]})
    assert cited(res, "803.4b") and cited(res, "705.9")
    assert res.final_state["turn_player"] == "player2"


def test_ks_1218_2_scrum_support_prevents_overkill() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=5)]},
            "player2": {"field": [unit("d", cp=1, def_=2), unit("s")]},
            "actions": [
                attack(["a"], "d"),
                {"kind": "scrum_support", "supporter": "s", "target": "d"},
                {"kind": "pass"},
            ],
        }
    )
    assert counter(res, "player2", "kizuna") == 39  # stun damage 1, no overkill
    assert cited(res, "1309.1a") and cited(res, "1220.1b")


# ----- icon crafts (1400) ----------------------------------------------------------------
def test_ks_1402_1_anyaku_attacks_only_players_and_anyaku_units() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, icons=["【暗躍】"])]},
            "player2": {"field": [unit("d")]},
            "actions": [attack(["a"], "d"), attack(["a"], "player2")],
        }
    )
    assert "1402.1" in rejected(res)[0]["rules"]
    assert counter(res, "player2", "kizuna") == 38


def test_ks_1403_1_engun_needs_the_same_organisation_on_the_field() -> None:
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"base": 2, "hand": [unit("e", icons=["【援軍】"])]},
        "actions": [{"kind": "play_unit", "card": "e"}],
    }
    assert rejected(sim(payload))[0]["rules"] == ["1403.1"]
    payload["player1"]["field"] = [unit("f")]
    assert not rejected(sim(payload))


def test_ks_1404_1_kizoku_gains_the_organisations_of_the_first_attack() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", orgs=["身喰らう蛇"]), unit("k", icons=["【帰属】"])]},
            "actions": [attack(["a"], "player2")],
        }
    )
    k = next(c for c in zone(res, "player1", "field") if c["uid"] == "k")
    assert k["flags"]["gained_orgs"] == ["身喰らう蛇"]
    assert cited(res, "1404.1")


def test_ks_1405_1_haken_plays_from_the_base_and_places_a_hand_card() -> None:
    res = sim(
        {
            "phase": "deploy",
            "player1": {"base": [unit("h", cp=0, icons=["【派遣】"])], "hand": [unit("x")]},
            "actions": [{"kind": "play_unit", "card": "h", "dispatch": "x"}],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["h"]
    (x,) = zone(res, "player1", "base")
    assert x["uid"] == "x" and x["flags"] == {"face_down": True, "acted": True}


def test_ks_1406_1_bujutsu_gets_plus_one_in_combat_with_a_unit_without_it() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, icons=["【武術】"])]},
            "player2": {"field": [unit("d", cp=1, def_=3)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert zone(res, "player2", "field")[0]["flags"]["stunned"] is True  # 2+1 >= 3


def test_ks_1407_1_hate_must_be_attacked_when_possible() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3)]},
            "player2": {"field": [unit("d"), unit("h", def_=5, icons=["【ヘイト】"])]},
            "actions": [attack(["a"], "d"), attack(["a"], "h")],
        }
    )
    assert "1407.1" in rejected(res)[0]["rules"]
    assert cited(res, "803.5", "attack")[0]["data"]["target"] == "h"


# ----- 705 recovery and defeat ------------------------------------------------------------
def test_ks_705_5_both_at_or_below_zero_lower_kizuna_loses() -> None:  # ks-d-02
    res = sim({"phase": "recovery", "player1": {"kizuna": -1}, "player2": {"kizuna": -3}})
    assert res.outcome.winner == "player1" and res.outcome.rules == ("705.5",)


def test_ks_705_5_equal_kizuna_initiative_player_loses() -> None:
    res = sim({"phase": "recovery", "player1": {"kizuna": 0}, "player2": {"kizuna": 0}})
    assert res.outcome.winner == "player2"


def test_ks_705_5_kizuna_below_zero_mid_turn_does_not_end_the_game() -> None:
    res = sim(
        {
            "phase": "battle",
            "player2": {"kizuna": 2},
            "player1": {"field": [unit("a", str_=5)]},
            "actions": [attack(["a"], "player2")],
        }
    )
    assert res.outcome.result is Result.ONGOING and counter(res, "player2", "kizuna") == -3


def test_ks_705_6_recover_one_stunned_unit_the_rest_go_to_kiseki() -> None:
    res = sim(
        {
            "phase": "recovery",
            "player1": {"field": [unit("s1", stunned=True), unit("s2", stunned=True)]},
            "actions": [{"kind": "recover", "card": "s2"}],
        }
    )
    assert [c["uid"] for c in zone(res, "player1", "field")] == ["s2"]
    assert [c["uid"] for c in zone(res, "player1", "kiseki")] == ["s1"]
    assert zone(res, "player1", "field")[0]["flags"]["acted"] is False  # 705.8 ready


def test_ks_1102_1_drawing_from_an_empty_deck_loses() -> None:
    res = sim({"phase": "prep", "player1": {"deck": 1}})
    assert res.outcome.winner == "player2" and res.outcome.reason is Reason.DECK_OUT
    assert "1102.1" in res.outcome.rules


def test_ks_103_3_simultaneous_defeat_non_primary_player_wins() -> None:
    res = sim(
        {
            "player1": {"deck": 0},
            "player2": {"deck": 0},
            "actions": [{"kind": "effect", "op": "draw", "counts": {"player1": 1, "player2": 1}}],
        }
    )
    assert res.outcome.winner == "player2" and res.outcome.reason is Reason.SIMULTANEOUS
    assert res.outcome.rules[0] == "103.3"


def test_ks_1306_3_effect_stun_costs_cp_cost_kizuna() -> None:
    res = sim(
        {
            "player2": {"field": [unit("d", cp=2)]},
            "actions": [{"kind": "effect", "op": "stun", "target": "d"}],
        }
    )
    assert counter(res, "player2", "kizuna") == 38


def test_ks_103_4_concession() -> None:
    res = sim({"actions": [{"kind": "concede", "player": "player1"}]})
    assert res.outcome.winner == "player2" and res.outcome.rules == ("103.4",)
