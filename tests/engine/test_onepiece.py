"""ONE PIECE CARD GAME engine: scenario tests named after the clauses they check."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.core import Action
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.events import Reason
from service.engine.onepiece import OnePieceGame
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import refusal


def op(payload: dict[str, Any]) -> SimulationResult:
    return simulate("onepiece", payload)


def attack(target: str = "leader", attacker: str = "leader", **extra: Any) -> dict[str, Any]:
    return {"type": "attack", "attacker": attacker, "target": target, **extra}


def test_op_7_1_4_1_2_don_attached_leader_kos_rested_character() -> None:
    # 「ドン!!2枚つけたパワー5000のリーダーで、レストのパワー6000のキャラにアタック」
    r = op(
        {
            "player1": {"leader": {"power": 5000, "don": 2}},
            "player2": {"characters": [{"id": "c1", "power": 6000, "rested": True}]},
            "actions": [attack("c1")],
        }
    )
    compare = next(e for e in r.events if e.type == "compare")
    assert (compare.data["attacker_power"], compare.data["defender_power"]) == (7000, 6000)
    ko = r.events_citing("7-1-4-1-2")
    assert any(e.type == "move" and e.data["card"] == "c1" and e.data["to_zone"] == "trash" for e in ko)
    assert "c1" in r.uids("player2", "trash")
    assert {"6-5-5-2", "7-1-4-1", "7-1-4-1-2", "10-2-1-2"} <= r.cited()


def test_op_6_5_5_2_don_counts_only_on_own_turn() -> None:
    r = op(
        {
            "player1": {"leader": {"power": 5000}},
            "player2": {"characters": [{"id": "c", "power": 5000, "don": 2, "rested": True}]},
            "actions": [attack("c")],
        }
    )
    # Defender's DON!! do not count on the attacker's turn: 5000 >= 5000, the character is KO'd.
    assert "c" in r.uids("player2", "trash")
    rested = [c for c in r.zone("player2", "cost") if c["flags"].get("rested")]
    assert len(rested) == 2  # 6-5-5-4: its DON!! go to the cost area rested
    assert r.events_citing("6-5-5-4")


def test_op_7_1_4_1_1_2_leader_damage_takes_top_life_card() -> None:
    r = op(
        {
            "player1": {"characters": [{"id": "a", "power": 5000}]},
            "player2": {"life": 3},
            "actions": [attack(attacker="a")],
        }
    )
    assert len(r.zone("player2", "life")) == 2
    assert len(r.zone("player2", "hand")) == 1
    assert r.events_citing("7-1-4-1-1-2")
    assert r.outcome.result.value == "ongoing"


def test_op_7_1_4_2_weaker_attacker_loses_nothing_happens() -> None:
    r = op({"player1": {"leader": {"power": 4000}}, "actions": [attack()]})
    assert r.events_citing("7-1-4-2")
    assert len(r.zone("player2", "life")) == 5


def test_op_7_1_4_1_1_1_attack_on_zero_life_wins() -> None:
    r = op({"player2": {"life": 0}, "actions": [attack()]})
    assert r.outcome.winner == "player1"
    assert r.outcome.reason is Reason.ZERO_LIFE_DAMAGE
    assert "7-1-4-1-1-1" in r.outcome.rules and "1-2-1-1-1" in r.outcome.rules


def test_op_6_5_6_1_no_battle_on_either_first_turn() -> None:
    for turn in (1, 2):
        exc = refusal(op({"turn": turn, "actions": [attack()]}))
        assert exc.value.rules == ("6-5-6-1",)


def test_op_7_1_1_1_rested_leader_cannot_attack() -> None:
    exc = refusal(op({"player1": {"leader": {"rested": True}}, "actions": [attack()]}))
    assert "7-1-1-1" in exc.value.rules


def test_op_7_1_1_2_active_character_cannot_be_attacked() -> None:
    exc = refusal(op({"player2": {"characters": [{"id": "c"}]}, "actions": [attack("c")]}))
    assert "7-1-1-2" in exc.value.rules


def test_op_3_7_4_summoning_sickness_and_10_1_1_1_rush() -> None:
    sick = {"id": "a", "summoning_sick": True}
    exc = refusal(op({"player1": {"characters": [sick]}, "actions": [attack(attacker="a")]}))
    assert "3-7-4" in exc.value.rules
    r = op({"player1": {"characters": [sick | {"keywords": ["速攻"]}]}, "actions": [attack(attacker="a")]})
    assert len(r.zone("player2", "life")) == 4


def test_op_10_1_4_1_blocker_changes_the_attacked_card() -> None:
    p2 = {"characters": [{"id": "b", "power": 1000, "keywords": ["ブロッカー"]}]}
    r = op({"player2": p2, "actions": [attack(block="b")]})
    assert "b" in r.uids("player2", "trash")
    assert len(r.zone("player2", "life")) == 5
    assert r.events_citing("10-1-4-1")
    r = op({"player2": p2, "actions": [attack()]})  # default: no block
    assert len(r.zone("player2", "life")) == 4


def test_op_7_1_3_2_1_counter_saves_the_leader() -> None:
    p2 = {"hand": [{"id": "h", "counter": 2000}]}
    r = op({"player2": p2, "actions": [attack(counters=[{"value": 2000}])]})
    assert len(r.zone("player2", "life")) == 5
    assert "h" in r.uids("player2", "trash")
    assert r.events_citing("7-1-3-2-1") and r.events_citing("7-1-4-2")


def test_op_7_1_3_2_2_counter_event_costs_don() -> None:
    ev = {"id": "e", "kind": "event", "cost": 1, "boost": 4000, "keywords": ["カウンター"]}
    r = op({"player2": {"hand": [ev], "don_active": 1}, "actions": [attack(counters=[{"card": "e"}])]})
    assert len(r.zone("player2", "life")) == 5
    assert all(c["flags"].get("rested") for c in r.zone("player2", "cost"))
    refusal(op({"player2": {"hand": [ev]}, "actions": [attack(counters=[{"card": "e"}])]}))


def test_op_10_1_2_1_double_attack_deals_two() -> None:
    r = op(
        {
            "player1": {"characters": [{"id": "a", "keywords": ["ダブルアタック"]}]},
            "actions": [attack(attacker="a")],
        }
    )
    assert len(r.zone("player2", "life")) == 3
    assert r.events_citing("7-1-4-1-1-3")


def test_op_7_1_4_1_1_3_double_attack_on_one_life_does_not_win() -> None:
    r = op(
        {
            "player1": {"characters": [{"id": "a", "keywords": ["ダブルアタック"]}]},
            "player2": {"life": 1},
            "actions": [attack(attacker="a")],
        }
    )
    assert r.outcome.result.value == "ongoing"
    assert not r.zone("player2", "life")


def test_op_10_1_3_1_banish_trashes_life_without_trigger() -> None:
    life = [{"id": "t", "keywords": ["トリガー"]}]
    r = op(
        {
            "player1": {"characters": [{"id": "a", "keywords": ["バニッシュ"]}]},
            "player2": {"life_cards": life},
            "actions": [attack(attacker="a", trigger=True)],
        }
    )
    assert "t" in r.uids("player2", "trash")
    assert not r.zone("player2", "hand")


def test_op_10_1_5_1_trigger_option() -> None:
    life = [{"id": "t", "keywords": ["トリガー"]}]
    r = op({"player2": {"life_cards": life}, "actions": [attack(trigger=True)]})
    assert "t" in r.uids("player2", "trash") and r.events_citing("10-1-5-1")
    r = op({"player2": {"life_cards": life}, "actions": [attack()]})
    assert "t" in r.uids("player2", "hand") and r.events_citing("10-1-5-2")


def test_op_2_7_2_cannot_pay_cost_with_too_few_active_don() -> None:
    exc = refusal(
        op(
            {
                "player1": {"don_active": 3, "hand": [{"id": "x", "cost": 4}]},
                "actions": [{"type": "play", "card": "x"}],
            }
        )
    )
    assert "2-7-2" in exc.value.rules
    r = op(
        {
            "player1": {"don_active": 4, "hand": [{"id": "x", "cost": 4}]},
            "actions": [{"type": "play", "card": "x"}],
        }
    )
    assert "x" in r.uids("player1", "characters")
    assert all(c["flags"].get("rested") for c in r.zone("player1", "cost"))


def test_op_3_7_6_1_sixth_character_replaces_one() -> None:
    five = [{"id": f"c{i}"} for i in range(5)]
    exc = refusal(
        op(
            {
                "player1": {"characters": five, "hand": [{"id": "n", "cost": 0}]},
                "actions": [{"type": "play", "card": "n"}],
            }
        )
    )
    assert "3-7-6-1" in exc.value.rules
    r = op(
        {
            "player1": {"characters": five, "hand": [{"id": "n", "cost": 0}]},
            "actions": [{"type": "play", "card": "n", "replace": "c0"}],
        }
    )
    assert "c0" in r.uids("player1", "trash") and "n" in r.uids("player1", "characters")
    trash_seq = next(e.seq for e in r.events if e.type == "move" and e.data["card"] == "c0")
    play_seq = next(e.seq for e in r.events if e.type == "move" and e.data["card"] == "n")
    assert trash_seq < play_seq


def test_op_3_7_6_scenario_with_six_characters_is_invalid() -> None:
    with pytest.raises(InvalidScenario) as exc:
        op({"player1": {"characters": [{}] * 6}})
    assert exc.value.field == "player1.characters"


def test_op_10_2_3_1_main_event_goes_to_trash_and_counter_event_cannot_be_played() -> None:
    r = op(
        {
            "player1": {"hand": [{"id": "e", "kind": "event", "cost": 0, "keywords": ["メイン"]}]},
            "actions": [{"type": "play", "card": "e"}],
        }
    )
    assert "e" in r.uids("player1", "trash")
    exc = refusal(
        op(
            {
                "player1": {"hand": [{"id": "e", "kind": "event", "cost": 0, "keywords": ["カウンター"]}]},
                "actions": [{"type": "play", "card": "e"}],
            }
        )
    )
    assert exc.value.rules == ("10-2-4-1",)


def test_op_6_3_1_and_6_4_1_first_turn_exceptions() -> None:
    r = op({"turn": 1, "phase": "refresh", "player1": {"hand": [{}] * 5}})
    assert len(r.zone("player1", "hand")) == 5
    assert len(r.zone("player1", "cost")) == 1
    assert r.events_citing("6-3-1") and r.events_citing("6-4-1")
    r = op({"turn": 3, "phase": "refresh", "player1": {"hand": [{}] * 5}})
    assert len(r.zone("player1", "hand")) == 6 and len(r.zone("player1", "cost")) == 2


def test_op_6_4_2_one_don_left() -> None:
    r = op({"phase": "refresh", "player1": {"don_active": 9, "don_deck": 1}})
    assert len(r.zone("player1", "cost")) == 10 and r.events_citing("6-4-2")


def test_op_6_2_3_refresh_returns_attached_don_and_untaps() -> None:
    r = op({"phase": "refresh", "player1": {"leader": {"don": 2, "rested": True}, "don_rested": 1}})
    assert not r.zone("player1", "attached")
    assert len(r.zone("player1", "cost")) == 5
    assert not any(c["flags"].get("rested") for c in r.zone("player1", "cost") + r.zone("player1", "leader"))


def test_op_6_5_5_1_attach_needs_active_don() -> None:
    exc = refusal(op({"actions": [{"type": "attach_don", "target": "leader"}]}))
    assert exc.value.rules == ("6-5-5-1",)


def test_op_9_2_1_2_empty_deck_loses_and_notes_contradiction() -> None:
    r = op({"player1": {"deck": 0}})
    assert r.outcome.winner == "player2" and r.outcome.reason is Reason.DECK_OUT
    assert set(r.outcome.rules) == {"9-2-1-2", "1-2-1-1-2"}
    assert any("1-2-2-2" in n for n in r.outcome.notes)
    over = next(e for e in r.events if e.type == "game_over")
    assert over.data["contradiction"]["ignored"] == "1-2-2-2"


def test_op_1_2_1_1_2_drawing_the_last_card_loses() -> None:
    r = op({"player1": {"deck": 1}, "player2": {"deck": 5}, "actions": [{"type": "end_turn"}]})
    assert r.outcome.result.value == "ongoing"  # player2 drew one of 5 cards
    r = op({"player1": {"deck": 5}, "player2": {"deck": 1}, "actions": [{"type": "end_turn"}]})
    assert r.outcome.winner == "player1" and r.outcome.reason is Reason.DECK_OUT


def test_op_1_2_3_simultaneous_defeat_is_a_draw() -> None:
    r = op({"player1": {"deck": 0}, "player2": {"deck": 0}})
    assert r.outcome.draw and r.outcome.winner is None and "1-2-3" in r.outcome.rules


def test_op_5_2_1_6_one_mulligan_each_then_life() -> None:
    g = OnePieceGame.new_game(7)
    assert g.actor() == "player1" and len(g.zone("player1", "hand")) == 5
    g.apply(Action("mulligan", "player1", {"redraw": True}))
    assert g.actor() == "player2" and len(g.zone("player1", "hand")) == 5
    with pytest.raises(IllegalAction):
        g.apply(Action("mulligan", "player1", {"redraw": True}))
    g.apply(Action("mulligan", "player2", {"redraw": False}))
    for p in ("player1", "player2"):
        assert len(g.zone(p, "life")) == g.leader(p).stats["life"]
        assert len(g.zone(p, "deck")) == 50 - 5 - g.leader(p).stats["life"]
    assert g.phase == "main" and g.turn == 1 and len(g.zone("player1", "cost")) == 1


def test_op_invalid_scenario_field_reported() -> None:
    with pytest.raises(InvalidScenario) as exc:
        op({"player1": {"lfe": 3}})
    assert exc.value.field.startswith("scenario.player1")
