"""Issue 12 item 1: a permission or exception cites the clause that grants it next to the general
rule (ninjaslayer, kiseki, fow)."""

from __future__ import annotations

from service.engine.scenario import simulate
from tests.engine.kiseki_helpers import attack, unit
from tests.engine.ninjaslayer_helpers import aisatsu


def test_ns_303_1a_a_character_entered_this_turn_greets_upright() -> None:
    r = simulate(
        "ninjaslayer",
        {
            "player1": {"hand": [{"id": "n", "cost": 0}], "field": [{"id": "old"}]},
            "actions": [
                {"kind": "enter", "card": "n"},
                {"kind": "end_phase"},
                aisatsu("n", "player2"),
                aisatsu("old", "player2"),
            ],
        },
    )
    new, old = [e for e in r.events if e.type == "aisatsu"]
    assert {"704.3a-1", "303.1a"} <= set(new.rules)
    assert "704.3a-1" in old.rules and "303.1a" not in old.rules


def test_ns_502_3a_first_turn_draw_cites_its_exception() -> None:
    r = simulate("ninjaslayer", {"turn": 1, "phase": "start"})
    draws = [e for e in r.events if e.type == "move" and e.data.get("to_zone") == "hand"]
    assert len(draws) == 1 and "502.3a" in draws[0].rules


def test_ns_802_5b_opponents_kotodama_in_the_main_phase_cites_the_pass() -> None:
    card = {"id": "k", "kind": "kotodama", "cost": 0, "effects": [{"effect": "draw", "amount": 1}]}
    r = simulate(
        "ninjaslayer",
        {"player2": {"hand": [card]}, "actions": [{"kind": "kotodama", "player": "player2", "card": "k"}]},
    )
    assert any(e.type == "pass" and "802.5b" in e.rules for e in r.events)


def test_kiseki_803_3a_1_the_attack_cites_the_ready_attacker() -> None:
    r = simulate(
        "kiseki",
        {"phase": "battle", "player1": {"field": [unit("a")]}, "actions": [attack(["a"], "player2")]},
    )
    assert "803.3a-1" in next(e for e in r.events if e.type == "attack").rules


def test_kiseki_1208_1_event_from_a_face_down_base_card() -> None:
    r = simulate(
        "kiseki",
        {
            "player1": {"base": [{"id": "e", "kind": "EVENT", "ep_cost": 0}]},
            "actions": [{"kind": "play_event", "card": "e"}],
        },
    )
    assert any("1208.1" in e.rules for e in r.events if e.data.get("card") == "e")


def test_fow_10_9_2_an_explicit_ruler_destruction_cites_its_permission() -> None:
    r = simulate(
        "fow",
        {
            "player2": {"ruler_area": [{"id": "ru", "kind": "ruler"}]},
            "operations": [{"kind": "destroy", "card": "ru", "explicit_ruler": True}],
        },
    )
    move = next(e for e in r.events if e.type == "move")
    assert {"10.9.1", "10.9.2"} <= set(move.rules)
