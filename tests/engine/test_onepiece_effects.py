"""onepiece situations the shared effect vocabulary makes expressible (issue 12), named after clauses."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.events import Reason
from service.engine.scenario import SimulationResult, simulate


def op(payload: dict[str, Any]) -> SimulationResult:
    return simulate("onepiece", payload)


def damage(player: str, amount: int) -> dict[str, Any]:
    return {"type": "effect", "effect": "damage", "amount": amount, "target": {"player": player}}


def test_op_1_2_4_conceding_loses_at_once_and_the_run_stops() -> None:
    r = op({"actions": [{"type": "concede", "player": "player1"}, {"type": "attack"}]})
    assert r.outcome.winner == "player2" and r.outcome.reason is Reason.CONCESSION
    assert r.outcome.rules == ("1-2-4",)
    assert r.final_state["scenario"]["actions_ignored"] == 1


def test_op_1_2_4_the_defender_may_concede_on_the_opponents_turn() -> None:
    r = op({"actions": [{"type": "concede", "player": "player2"}]})
    assert r.outcome.winner == "player1" and r.events_citing("1-2-5")


def test_op_4_6_2_effect_damage_moves_one_life_card_per_point() -> None:
    r = op({"player2": {"life": 3}, "actions": [damage("player2", 2)]})
    assert len(r.zone("player2", "life")) == 1 and len(r.zone("player2", "hand")) == 2
    assert r.events_citing("4-6-2-1") and not r.outcome.rules


def test_op_1_2_6_effect_damage_at_zero_life_loses_during_that_processing() -> None:
    r = op({"player2": {"life": 0}, "actions": [damage("player2", 1), {"type": "attack"}]})
    assert r.outcome.winner == "player1" and r.outcome.reason is Reason.ZERO_LIFE_DAMAGE
    assert "1-2-6" in r.outcome.rules and "7-1-4-1-1-1" not in r.outcome.rules  # no battle


def test_op_1_2_6_two_effect_damage_at_one_life_loses_on_the_second_point() -> None:
    # unlike a battle (7-1-4-1-1-1 looks at the life once, when the damage is confirmed), each point
    # of effect damage is dealt one after the other (4-6-2-2): the second meets 0 life
    r = op({"player2": {"life": 1}, "actions": [damage("player2", 2)]})
    assert r.outcome.winner == "player1" and "1-2-6" in r.outcome.rules


def test_op_4_6_2_2_zero_effect_damage_does_nothing() -> None:
    r = op({"player2": {"life": 0}, "actions": [damage("player2", 0)]})
    assert not r.outcome.rules and r.events_citing("4-6-2-2")
    assert not [e for e in r.events if e.type == "damage"]


def test_op_10_1_5_1_trigger_with_a_printed_effect_resolves_it() -> None:
    ko = {"timing": "trigger", "effect": "destroy", "target": {"card": "c"}}
    trigger = {"id": "t", "keywords": ["トリガー"], "effects": [ko]}
    payload: dict[str, Any] = {
        "player1": {"characters": [{"id": "c", "power": 6000}]},
        "player2": {"life": 2, "life_cards": [trigger]},
        "actions": [{"type": "attack", "attacker": "c", "trigger": True}],
    }
    r = op(payload)
    assert "c" in r.uids("player1", "trash") and "t" in r.uids("player2", "trash")
    ko_event = next(e for e in r.events if e.type == "move" and e.data["card"] == "c")
    assert "10-1-5-1" in ko_event.rules and "10-2-1-2" in ko_event.rules
    declined = op(payload | {"actions": [{"type": "attack", "attacker": "c", "trigger": False}]})
    assert "c" in declined.uids("player1", "characters") and "t" in declined.uids("player2", "hand")


def test_op_7_1_1_4_attacker_leaving_at_the_attack_step_ends_the_battle() -> None:
    bounce = {"effect": "return_to_hand", "target": {"card": "c"}}
    r = op({"player1": {"characters": [{"id": "c", "power": 9000}]},
            "actions": [{"type": "attack", "attacker": "c", "on_attack": [bounce]}]})  # fmt: skip
    aborted = next(e for e in r.events if e.type == "battle_aborted")
    assert "7-1-1-4" in aborted.rules and len(r.zone("player2", "life")) == 5
    assert not [e for e in r.events if e.data.get("step") == "block" or e.text == "ブロック・ステップ"]


def test_op_7_1_2_3_attacked_character_leaving_at_the_block_step_ends_the_battle() -> None:
    ko = {"effect": "destroy", "target": {"card": "t"}}
    r = op({"player2": {"characters": [{"id": "t", "power": 1000, "rested": True}]},
            "actions": [{"type": "attack", "target": "t", "on_block": [ko]}]})  # fmt: skip
    aborted = next(e for e in r.events if e.type == "battle_aborted")
    assert "7-1-2-3" in aborted.rules and not [e for e in r.events if e.type == "compare"]


def test_op_7_1_3_2_3_attacker_ko_at_the_counter_step_ends_the_battle() -> None:
    ko = {"effect": "destroy", "target": {"card": "c"}, "controller": "player2"}
    r = op({"player1": {"characters": [{"id": "c", "power": 9000}]},
            "actions": [{"type": "attack", "attacker": "c", "on_counter": [ko]}]})  # fmt: skip
    aborted = next(e for e in r.events if e.type == "battle_aborted")
    assert "7-1-3-2-3" in aborted.rules and len(r.zone("player2", "life")) == 5
    assert "c" in r.uids("player1", "trash")


def test_op_1_3_7_1_negative_power_trashes_nothing_and_6_6_1_2_it_ends_with_the_turn() -> None:
    minus = {"type": "effect", "effect": "modify", "stats": {"power": -7000}, "target": {"card": "c"}}
    r = op({"player1": {"characters": [{"id": "c", "power": 5000}]}, "actions": [minus]})
    assert "c" in r.uids("player1", "characters") and r.events_citing("1-3-7-1")
    r = op(
        {"player1": {"characters": [{"id": "c", "power": 5000}]}, "actions": [minus, {"type": "end_turn"}]}
    )
    assert r.events_citing("6-6-1-2") and r.zone("player1", "characters")[0]["flags"]["mods"] == []


def test_op_10_1_1_1_gained_rush_lets_a_new_character_attack_citing_it() -> None:
    gain = {"type": "effect", "effect": "gain_keyword", "keyword": "速攻", "target": {"card": "n"}}
    r = op({"player1": {"characters": [{"id": "n", "power": 6000, "summoning_sick": True}]},
            "actions": [gain, {"type": "attack", "attacker": "n"}]})  # fmt: skip
    assert not r.rejected and len(r.zone("player2", "life")) == 4
    step = next(e for e in r.events if e.data.get("step") == "attack")
    assert {"10-1-1-1", "3-7-4"} <= set(step.rules)


def test_op_effects_onepiece_does_not_have_are_refused_by_name() -> None:
    for effect in (
        {"effect": "banish", "target": {"card": "c"}},
        {"effect": "reduce_damage", "amount": 1, "target": {"player": "player1"}},
        {"effect": "damage", "amount": 1, "target": {"player": "player2"}, "timing": "fanfare"},
    ):
        with pytest.raises(InvalidScenario):
            op({"player1": {"characters": [{"id": "c"}]}, "actions": [{"type": "effect", **effect}]})


def test_op_4_5_3_drawing_zero_does_nothing_and_n_draws_n() -> None:
    zero = {"type": "effect", "effect": "draw", "amount": 0}
    two = {"type": "effect", "effect": "draw", "amount": 2, "target": {"player": "player2"}}
    r = op({"actions": [zero, two]})
    assert r.events_citing("4-5-3") and len(r.zone("player1", "hand")) == 0
    assert len(r.zone("player2", "hand")) == 2


def test_op_6_6_1_3_the_non_turn_players_until_end_of_turn_effects_end_too() -> None:
    minus = {"type": "effect", "effect": "modify", "stats": {"power": -1000}, "target": {"card": "d"}}
    mine = op({"player2": {"characters": [{"id": "d"}]}, "actions": [minus, {"type": "end_turn"}]})
    assert mine.events_citing("6-6-1-2") and not mine.events_citing("6-6-1-3")
    theirs = op({"player2": {"characters": [{"id": "d"}]},
                 "actions": [minus | {"controller": "player2"}, {"type": "end_turn"}]})  # fmt: skip
    assert theirs.events_citing("6-6-1-3") and theirs.zone("player2", "characters")[0]["flags"]["mods"] == []


def test_op_10_2_3_1_an_event_without_main_is_not_played_in_the_main_phase() -> None:
    r = op(
        {
            "player1": {"hand": [{"id": "e", "kind": "event", "cost": 0}]},
            "actions": [{"type": "play", "card": "e"}],
        }
    )
    assert r.rejected[0]["code"] == "not_main_event" and "10-2-3-1" in r.rejected[0]["rules"]


def test_op_5_2_1_only_the_mulligan_is_decided_before_the_game() -> None:
    from service.engine.core import Action
    from service.engine.errors import IllegalAction
    from service.engine.onepiece import OnePieceGame

    game = OnePieceGame.new_game(2)
    with pytest.raises(IllegalAction) as exc:
        game.apply(Action("end_turn", "player1"))
    assert exc.value.rules == ("5-2-1",)
