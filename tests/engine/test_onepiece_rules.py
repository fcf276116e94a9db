"""ONE PIECE CARD GAME engine, issue 4's coverage list item by item (the items `test_onepiece.py` does
not already cover): setup and life, the end phase, stage and event costs, the empty DON!! deck,
blockers, zone checks on attacks, and battles on the opponent's turn. Named after the clauses."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.core import Action
from service.engine.errors import IllegalAction
from service.engine.events import Reason
from service.engine.onepiece import OnePieceGame
from service.engine.onepiece.scenario import OnePieceScenario, build
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import refusal


def op(payload: dict[str, Any]) -> SimulationResult:
    return simulate("onepiece", payload)


def attack(target: str = "leader", attacker: str = "leader", **extra: Any) -> dict[str, Any]:
    return {"type": "attack", "attacker": attacker, "target": target, **extra}


# ----- setup (5-1-2, 5-2-1-7, 2-9-2-1) ----------------------------------------------------------
def test_op_5_1_2_setup_has_one_leader_50_card_deck_and_10_don() -> None:
    g = OnePieceGame.new_game(3)
    for p in ("player1", "player2"):
        assert len(g.zone(p, "leader")) == 1
        assert len(g.zone(p, "deck")) + len(g.zone(p, "hand")) == 50
        assert len(g.zone(p, "don_deck")) == 10
    assert g.events[0].type == "setup" and "5-1-2" in g.events[0].rules


def test_op_5_2_1_7_life_top_of_deck_ends_at_the_bottom() -> None:
    g = OnePieceGame.new_game(11)
    deck_before = {p: [c.uid for c in g.zone(p, "deck")] for p in ("player1", "player2")}
    g.apply(Action("mulligan", "player1", {"redraw": False}))
    g.apply(Action("mulligan", "player2", {"redraw": False}))
    for p in ("player1", "player2"):
        life = [c.uid for c in g.zone(p, "life")]  # bottom first
        n = g.leader(p).stats["life"]
        assert life == deck_before[p][::-1][:n]  # the deck's top card went in first: life's bottom
    assert any("2-9-2-1" in e.rules for e in g.events)


# ----- turn structure (6-2, 6-6) -------------------------------------------------------------------
def test_op_6_6_1_4_end_phase_passes_the_turn_and_only_the_new_turn_player_refreshes() -> None:
    r = op(
        {
            "player1": {"leader": {"don": 2, "rested": True}},
            "player2": {"leader": {"don": 1, "rested": True}},
            "actions": [{"type": "end_turn"}],
        }
    )
    assert r.events_citing("6-6-1-4")
    assert r.final_state["turn_player"] == "player2"
    # 6-2-3: player2's DON!! come back at player2's refresh; player1's stay given until its own
    assert len(r.zone("player1", "attached")) == 2 and not r.zone("player2", "attached")
    assert len(r.zone("player2", "hand")) == 1  # 6-3-1: player2 draws


def test_op_6_4_3_empty_don_deck_places_nothing() -> None:
    r = op({"phase": "refresh", "player1": {"don_active": 10}})
    placed = next(e for e in r.events if e.type == "don_phase")
    assert placed.data["count"] == 0 and "6-4-3" in placed.rules
    assert len(r.zone("player1", "cost")) == 10 and r.outcome.result.value == "ongoing"


# ----- playing cards (2-7-3, 2-7-4, 3-8-5) -------------------------------------------------------------
def test_op_2_7_3_event_cost_needs_as_many_active_don() -> None:
    event = {"id": "e", "kind": "event", "cost": 2, "keywords": ["メイン"]}
    exc = refusal(
        op({"player1": {"don_active": 1, "hand": [event]}, "actions": [{"type": "play", "card": "e"}]})
    )
    assert "2-7-3" in exc.value.rules
    r = op({"player1": {"don_active": 2, "hand": [event]}, "actions": [{"type": "play", "card": "e"}]})
    assert "e" in r.uids("player1", "trash")
    assert all(c["flags"].get("rested") for c in r.zone("player1", "cost"))


def test_op_2_7_4_stage_is_played_by_resting_don() -> None:
    stage = {"id": "s", "kind": "stage", "cost": 1}
    exc = refusal(op({"player1": {"hand": [stage]}, "actions": [{"type": "play", "card": "s"}]}))
    assert "2-7-4" in exc.value.rules
    r = op({"player1": {"don_active": 1, "hand": [stage]}, "actions": [{"type": "play", "card": "s"}]})
    assert r.uids("player1", "stage") == ["s"] and r.events_citing("3-8-3")


def test_op_3_8_5_1_new_stage_replaces_the_old_one() -> None:
    p1 = {"stage": {"id": "old"}, "hand": [{"id": "new", "kind": "stage", "cost": 0}]}
    exc = refusal(op({"player1": p1, "actions": [{"type": "play", "card": "new"}]}))
    assert "3-8-5" in exc.value.rules
    r = op({"player1": p1, "actions": [{"type": "play", "card": "new", "replace": "old"}]})
    assert r.uids("player1", "stage") == ["new"] and "old" in r.uids("player1", "trash")
    assert r.events_citing("3-8-5-1")


def test_op_3_7_6_fifth_character_needs_no_replacement() -> None:
    four = [{"id": f"c{i}"} for i in range(4)]
    r = op(
        {
            "player1": {"characters": four, "hand": [{"id": "n", "cost": 0}]},
            "actions": [{"type": "play", "card": "n"}],
        }
    )
    assert len(r.zone("player1", "characters")) == 5 and not r.zone("player1", "trash")


# ----- attacks (7-1-1, 7-1-2) --------------------------------------------------------------------
def test_op_7_1_1_1_a_card_in_hand_cannot_attack_nor_be_attacked() -> None:
    game = build(
        OnePieceScenario.model_validate(
            {"player1": {"hand": [{"id": "h", "power": 9000}]}, "player2": {"hand": [{"id": "x"}]}}
        )
    )
    refused = game.can(Action("attack", "player1", {"attacker": "h", "target": "player2-leader"}))
    assert not refused
    with pytest.raises(IllegalAction) as exc:
        game.apply(Action("attack", "player1", {"attacker": "h", "target": "player2-leader"}))
    assert "7-1-1-1" in exc.value.rules
    with pytest.raises(IllegalAction) as exc:
        game.apply(Action("attack", "player1", {"attacker": "player1-leader", "target": "x"}))
    assert "7-1-1-2" in exc.value.rules


def test_op_7_1_2_1_rested_blocker_or_the_attacked_blocker_cannot_block() -> None:
    rested = {"id": "b", "power": 9000, "keywords": ["ブロッカー"], "rested": True}
    exc = refusal(op({"player2": {"characters": [rested]}, "actions": [attack(block="b")]}))
    assert "10-1-4-1" in exc.value.rules
    refusal(op({"player2": {"characters": [rested]}, "actions": [attack("b", block="b")]}))


def test_op_10_1_4_1_stronger_blocker_makes_the_attack_lose() -> None:
    blocker = {"id": "b", "power": 7000, "keywords": ["ブロッカー"]}
    r = op(
        {
            "player1": {"characters": [{"id": "a", "power": 5000, "don": 1}]},
            "player2": {"characters": [blocker]},
            "actions": [attack(attacker="a", block="b")],
        }
    )
    compare = next(e for e in r.events if e.type == "compare")
    assert (compare.data["attacker_power"], compare.data["defender_power"]) == (6000, 7000)
    assert compare.data["defender"] == "b" and compare.data["defender_kind"] == "character"
    assert "b" in r.uids("player2", "characters") and len(r.zone("player2", "life")) == 5


# ----- battles on the opponent's turn (the asker attacked) ------------------------------------------
def test_op_7_1_4_2_zero_life_leader_survives_a_weaker_attack_on_the_opponents_turn() -> None:
    r = op(
        {
            "player1": {"life": 0, "leader": {"power": 5000}},
            "player2": {"characters": [{"id": "a", "power": 4000}]},
            "actions": [{"type": "end_turn"}, attack(attacker="a")],
        }
    )
    assert r.events_citing("7-1-4-2") and r.outcome.result.value == "ongoing"


def test_op_1_2_1_1_1_zero_life_leader_hit_on_the_opponents_turn_loses() -> None:
    r = op({"player1": {"life": 0}, "actions": [{"type": "end_turn"}, attack()]})
    assert r.outcome.winner == "player2" and r.outcome.reason is Reason.ZERO_LIFE_DAMAGE


def test_op_6_5_5_2_attached_don_gives_no_power_on_the_opponents_turn() -> None:
    mine = {"id": "c", "power": 5000, "don": 3, "rested": True}
    r = op({"player1": {"characters": [mine]}, "actions": [{"type": "end_turn"}, attack("c")]})
    compare = next(e for e in r.events if e.type == "compare")
    assert compare.data["defender_power"] == 5000 and compare.data["defender"] == "c"


# ----- what the round-2 probe questions needed (10-1-4-1, 2-7-3, 3-9-3, 6-5-5-2) ---------------------
def test_op_10_1_4_1_rested_blocker_is_said_unable_and_the_attack_goes_on() -> None:
    rested = {"id": "b", "power": 9000, "keywords": ["ブロッカー"], "rested": True}
    r = op({"player1": {"characters": [{"id": "a", "power": 6000}]}, "player2": {"characters": [rested]},
            "actions": [attack(attacker="a")]})  # fmt: skip
    unable = [e for e in r.events if e.type == "cannot_block"]
    assert [(e.data["card"], e.data["reason"], e.rules) for e in unable] == [("b", "rested", ("10-1-4-1",))]
    assert len(r.zone("player2", "life")) == 4  # nobody blocked: the leader took the damage


def test_op_10_1_4_1_attacked_blocker_cannot_block_for_itself() -> None:
    blocker = {"id": "b", "power": 3000, "keywords": ["ブロッカー"], "rested": True}
    r = op({"player2": {"characters": [blocker]}, "actions": [attack("b")]})
    assert [e.data["reason"] for e in r.events if e.type == "cannot_block"] == ["target"]


def test_op_2_7_3_counter_event_the_active_don_cannot_pay_is_refused_with_its_cost_clause() -> None:
    event = {"id": "e", "kind": "event", "keywords": ["カウンター"], "cost": 2, "boost": 2000}

    def payload(hand: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            "player1": {"don_active": 1, "hand": hand},
            "actions": [{"type": "end_turn"}, attack(counters=[{"card": "e"}])],
        }

    exc = refusal(op(payload([event])))
    assert exc.value.code == "insufficient_don" and exc.value.rules == ("2-7-3", "7-1-3-2-2")
    # with a counter character also in hand the counter step happens, and the event is still refused
    exc = refusal(op(payload([event, {"id": "c", "counter": 1000}])))
    assert exc.value.code == "insufficient_don"


def test_op_6_2_3_given_don_come_back_active_at_the_refresh_phase() -> None:
    r = op({"phase": "refresh", "player1": {"leader": {"don": 2, "rested": True}}})
    back = [e for e in r.events if e.type == "move" and "6-2-3" in e.rules]
    assert len(back) == 2 and all("3-9-3" in e.rules for e in back)
    assert not r.zone("player1", "attached")
    assert all(not c["flags"].get("rested") for c in r.zone("player1", "cost"))
    assert r.events_citing("6-2-4")  # the rested leader is set active


def test_op_6_5_5_2_don_on_the_attacked_card_add_nothing_on_the_attackers_turn_and_are_cited() -> None:
    target = {"id": "t", "power": 5000, "don": 2, "rested": True}
    r = op({"player1": {"characters": [{"id": "a", "power": 6000}]}, "player2": {"characters": [target]},
            "actions": [attack("t", attacker="a")]})  # fmt: skip
    compare = next(e for e in r.events if e.type == "compare")
    assert (compare.data["attacker_power"], compare.data["defender_power"]) == (6000, 5000)
    assert compare.data["defender_don"] == 2 and "6-5-5-2" in compare.rules
    assert len([e for e in r.events if e.type == "move" and "6-5-5-4" in e.rules]) == 2


# ----- who may attack (7-1) and what DON!! can be given (6-5-5-1) ------------------------------------
@pytest.mark.parametrize("target", ["leader", "t"])
def test_op_7_1_only_the_turn_player_attacks(target: str) -> None:
    payload = {
        "player1": {"characters": [{"id": "a", "power": 6000}]},
        "player2": {"characters": [{"id": "t", "power": 1000, "rested": True}]},
        "actions": [{"type": "end_turn"}, attack(target, "a", player="player1")],
    }
    refused = refusal(op(payload))
    assert refused.value.code == "not_turn_player" and refused.value.rules[0] == "7-1"


def test_op_7_1_an_attack_naming_the_turn_player_is_the_default() -> None:
    r = op({"actions": [attack(player="player1")]})
    assert [e for e in r.events if e.type == "compare"] and len(r.zone("player2", "life")) == 4


def test_op_6_5_5_1_only_active_don_can_be_given() -> None:
    refused = refusal(
        op({"player1": {"don_rested": 3}, "actions": [{"type": "attach_don", "target": "leader"}]})
    )
    assert refused.value.code == "no_active_don" and refused.value.rules == ("6-5-5-1",)
    r = op({"player1": {"don_active": 2, "don_rested": 1}, "actions": [{"type": "attach_don", "count": 2}]})
    assert len(r.zone("player1", "attached")) == 2


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        ({"type": "attach_don", "player": "player1"}, "6-5-5-1"),
        ({"type": "play", "player": "player1", "card": "x"}, "6-5-3-1"),
    ],
)
def test_op_6_5_2_main_phase_actions_belong_to_the_turn_player(action: dict[str, Any], rule: str) -> None:
    payload = {
        "player1": {"don_active": 2, "hand": [{"id": "x", "cost": 1}]},
        "actions": [{"type": "end_turn"}, action],
    }
    refused = refusal(op(payload))
    assert refused.value.code == "not_turn_player" and set(refused.value.rules) == {"6-5-2", rule}
