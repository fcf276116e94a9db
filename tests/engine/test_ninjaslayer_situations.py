"""ニンジャスレイヤーTCG engine, situations beyond the basic procedures (split from `test_ninjaslayer.py`):
thresholds, the order of damage checks, zero amounts, targets and the インターラプト・ステップ, and
effects a scenario states — 「+X/+Y を得ている」 (1303) — with the clauses they check in their names."""

from __future__ import annotations

from service.engine.events import Reason
from tests.engine.helpers import cited, rejected, zone
from tests.engine.ninjaslayer_helpers import aisatsu, sim


# ----- held-out situations: thresholds, order of damage checks, zero amounts -------------------------
def test_ns_706_4b_karate_below_durability_survives_with_the_damage() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 4}]},
            "player2": {"field": [{"id": "b", "durability": 5}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    (b,) = zone(res, "player2", "field")
    assert b["flags"]["damage"] == 4 and zone(res, "player2", "ohigan") == []
    assert cited(res, "706.4b", "damage") and not cited(res, "1004.1")


def test_ns_1004_1_damage_accumulates_over_several_aisatsu_in_a_turn() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 2}, {"id": "a2", "karate": 2}]},
            "player2": {"field": [{"id": "b", "durability": 4}]},
            "actions": [aisatsu("a", "b"), aisatsu("a2", "b")],
        }
    )
    assert [e.data["value"] for e in res.events if e.type == "damage"] == [2, 4]
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["b"]
    assert cited(res, "1004.1", "move")


def test_ns_1317_1_damage_already_taken_counts_towards_durability() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 1}]},
            "player2": {"field": [{"id": "b", "durability": 3, "damage": 2}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["b"]


def test_ns_1104_3_card_without_ukemi_goes_to_the_damage_zone() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "kousaku": 1}]},
            "player2": {"deck_top": [{"id": "plain"}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    assert [c["uid"] for c in zone(res, "player2", "damage")] == ["plain"]
    (reveal,) = cited(res, "1104.2", "move")
    assert reveal["data"]["to_zone"] == "check" and "802.5c" in reveal["rules"]
    assert cited(res, "1104.3", "move") and cited(res, "1104.5")


def test_ns_104_2_zero_kousaku_deals_no_damage_and_places_no_check() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "kousaku": 0}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    (none,) = [e.to_json() for e in res.events if e.type == "no_damage"]
    assert {"706.4a", "104.2", "1317.2"} <= set(none["rules"])
    assert not cited(res, "1003.2") and zone(res, "player2", "damage") == []


def test_ns_1003_2b_non_turn_players_check_resolves_first_so_only_they_lose() -> None:
    res = sim(
        {
            "player1": {"damage_zone": 9},
            "player2": {"damage_zone": 9},
            "actions": [{"kind": "effect", "op": "damage", "counts": {"player1": 1, "player2": 1}}],
        }
    )
    # 802.5c: the last process placed resolves first, and the rule check runs before the next one
    assert res.outcome.winner == "player1" and res.outcome.reason is Reason.DAMAGE_ZONE_FULL
    assert "103.3" not in res.outcome.rules
    assert len(zone(res, "player1", "damage")) == 9 and len(zone(res, "player2", "damage")) == 10


def test_ns_1002_2_a_damage_check_that_empties_the_deck_loses_before_the_next_check() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "kousaku": 2}]},
            "player2": {"deck": 1},
            "actions": [aisatsu("a", "player2")],
        }
    )
    assert res.outcome.winner == "player1" and res.outcome.reason is Reason.DECK_OUT
    assert len(cited(res, "1104.2", "move")) == 1 and len(zone(res, "player2", "damage")) == 1


def test_ns_104_2_drawing_past_the_deck_draws_what_is_there_then_1002_2_loses() -> None:
    res = sim({"turn": 5, "phase": "start", "player1": {"deck": 1, "hand": 3}})
    assert len(cited(res, "502.3a", "move")) == 1
    (short,) = [e.to_json() for e in res.events if e.type == "draw_short"]
    assert "104.2" in short["rules"] and short["data"]["missing"] == 1
    assert res.outcome.winner == "player2" and "1002.2" in res.outcome.rules


def test_ns_104_2_a_short_draw_records_the_count_the_502_3a_draw_step_asked_for() -> None:
    res = sim({"turn": 3, "phase": "start", "player1": {"deck": 1}})
    (short,) = [e.to_json() for e in res.events if e.type == "draw_short"]
    assert "502.3a" in short["rules"] and short["data"]["count"] == 2 and short["data"]["missing"] == 1


def test_ns_103_3_simultaneous_deck_out_on_the_opponents_turn() -> None:
    res = sim({"player1": {"deck": 0}, "player2": {"deck": 0}})
    assert res.outcome.winner == "player2" and res.outcome.rules[:1] == ("103.3",)
    assert "1002.2" in res.outcome.rules


# ----- issue 4 items not named above ---------------------------------------------------------------
def test_ns_704_4_target_is_the_opponent_or_one_of_their_characters() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}, {"id": "own"}]},
            "player2": {"field": [{"id": "b", "durability": 3}]},
            "actions": [aisatsu("a", "own"), aisatsu("a", "player1"), aisatsu("a", "b")],
        }
    )
    assert [r["rules"] for r in rejected(res)] == [["704.4"], ["704.4"]]
    assert [e.data["target"] for e in res.events if e.type == "aisatsu"] == ["b"]


def test_ns_705_3_the_non_turn_player_decides_the_interrupt_step() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "player2": {"field": [{"id": "i", "durability": 2, "keywords": ["インターラプト"]}]},
            "actions": [aisatsu("a", "player2"), {"kind": "interrupt", "card": "i", "player": "player1"}],
        }
    )
    assert rejected(res)[0]["data"]["code"] == "not_your_decision"
    assert len(zone(res, "player2", "damage")) == 1  # the default choice: no interrupt


def test_ns_1104_2_damage_check_reveals_the_top_card_in_the_check_zone() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a"}]},
            "player2": {"deck_top": [{"id": "top"}, {"id": "second"}]},
            "actions": [aisatsu("a", "player2")],
        }
    )
    (reveal,) = cited(res, "1104.2", "move")
    assert reveal["data"]["card"] == "top" and reveal["data"]["to_zone"] == "check"
    assert [c["uid"] for c in zone(res, "player2", "damage")] == ["top"]
    assert zone(res, "player2", "check") == []


def test_ns_1003_3_player_damage_is_reset_once_the_checks_are_placed() -> None:
    res = sim({"actions": [{"kind": "effect", "op": "damage", "target": "player2", "amount": 3}]})
    seqs = {e.type: e.seq for e in res.events if e.type in ("damage_check_placed", "counter")}
    (reset,) = [e for e in res.events if "1003.3" in e.rules]
    assert reset.data["value"] == 0 and reset.seq > seqs["damage_check_placed"]
    assert len(zone(res, "player2", "damage")) == 3


# ----- 1303: a character that already has 「+X/+Y」 from an effect ------------------------------------
def test_ns_1303_1_a_gained_karate_is_dealt_as_ikusa_damage() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 2, "gained": [1, 1]}]},
            "player2": {"field": [{"id": "b", "durability": 3}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    assert cited(res, "1303.1", "modify") and "カラテ3・耐久力2" in cited(res, "1303.1", "modify")[0]["text"]
    assert [c["uid"] for c in zone(res, "player2", "ohigan")] == ["b"]


def test_ns_1303_1_a_gained_durability_survives_what_the_printed_one_would_not() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 4}]},
            "player2": {"field": [{"id": "b", "durability": 3, "gained": [0, 2]}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    assert not zone(res, "player2", "ohigan") and zone(res, "player2", "field")[0]["flags"]["damage"] == 4


def test_ns_1303_2_a_decrease_to_zero_durability_is_killed_by_the_rule_check() -> None:
    res = sim({"player2": {"field": [{"id": "b", "durability": 1, "gained": [-1, -1]}]}})
    assert cited(res, "1303.2", "modify") and cited(res, "1004.1", "move")


def test_ns_302_3_a_gain_does_not_follow_the_card_to_another_zone() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 5}]},
            "player2": {"field": [{"id": "b", "durability": 1, "gained": [0, 2]}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    assert zone(res, "player2", "ohigan")[0]["flags"] == {}


def test_ns_1308_2_drawing_two_tells_the_two_draws_apart() -> None:
    res = sim({"turn": 3, "phase": "start"})
    texts = [e["text"] for e in cited(res, "502.3a", "move")]
    assert texts == ["player1 が1枚ドロー(1回目)", "player1 が1枚ドロー(2回目)"]


def test_ns_502_2a_a_character_bowed_last_turn_aisatsu_after_the_untap_step() -> None:
    res = sim(
        {
            "turn": 3,
            "phase": "start",
            "player1": {"field": [{"id": "a", "bowed": True}]},
            "actions": [{"kind": "end_phase"}, aisatsu("a", "player2")],
        }
    )
    assert cited(res, "502.2a", "set_state") and not rejected(res)
    assert [e.data["attacker"] for e in res.events if e.type == "aisatsu"] == ["a"]


def test_ns_704_4_a_bowed_character_can_be_aimed_at() -> None:
    res = sim(
        {
            "phase": "ikusa",
            "player1": {"field": [{"id": "a", "karate": 1}]},
            "player2": {"field": [{"id": "b", "durability": 1, "bowed": True}]},
            "actions": [aisatsu("a", "b")],
        }
    )
    assert not rejected(res) and [c["uid"] for c in zone(res, "player2", "ohigan")] == ["b"]
