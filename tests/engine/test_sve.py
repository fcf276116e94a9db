"""Shadowverse Evolve engine: scenario tests named after the clauses they check."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.core import Action
from service.engine.errors import InvalidScenario
from service.engine.events import Reason
from service.engine.scenario import SimulationResult, simulate
from service.engine.sve import SveGame
from tests.engine.helpers import refusal


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def attack(attacker: str, target: str = "leader") -> dict[str, Any]:
    return {"type": "attack", "attacker": attacker, "target": target}


def test_sve_8_4_9_1_simultaneous_combat_damage_destroys_both() -> None:
    r = sve(
        {
            "player1": {"field": [{"id": "a", "attack": 3, "health": 2}]},
            "player2": {"field": [{"id": "b", "attack": 2, "health": 3, "acted": True}]},
            "actions": [attack("a", "b")],
        }
    )
    assert "a" in r.uids("player1", "graveyard") and "b" in r.uids("player2", "graveyard")
    assert r.events_citing("8.4.9.1") and len(r.events_citing("11.3.1")) == 2


def test_sve_8_4_9_leader_damage_and_11_2_1_defeat() -> None:
    r = sve(
        {"player1": {"field": [{"id": "a", "attack": 4}]}, "player2": {"health": 3}, "actions": [attack("a")]}
    )
    assert r.counter("player2", "health") == -1
    assert r.outcome.winner == "player1" and r.outcome.reason is Reason.LEADER_DEFEATED
    assert set(r.outcome.rules) == {"11.2.1", "1.2.1.1"}


def test_sve_8_4_3_1_only_acted_followers_are_targets() -> None:
    exc = refusal(
        sve(
            {
                "player1": {"field": [{"id": "a"}]},
                "player2": {"field": [{"id": "b"}]},
                "actions": [attack("a", "b")],
            }
        )
    )
    assert "8.4.3.1" in exc.value.rules


def test_sve_8_4_2_1_summoning_restriction_12_9_2_storm_12_10_2_rush() -> None:
    p2 = {"field": [{"id": "b", "acted": True, "health": 5}]}
    exc = refusal(
        sve({"player1": {"field": [{"id": "a", "summoning_sick": True}]}, "actions": [attack("a")]})
    )
    assert "8.4.3.1" in exc.value.rules
    r = sve(
        {
            "player1": {"field": [{"id": "a", "summoning_sick": True, "keywords": ["疾走"]}]},
            "actions": [attack("a")],
        }
    )
    assert r.counter("player2", "health") == 19
    rush = {"id": "a", "summoning_sick": True, "keywords": ["突進"]}
    r = sve({"player1": {"field": [rush]}, "player2": p2, "actions": [attack("a", "b")]})
    assert r.zone("player2", "field")[0]["flags"]["damage"] == 1
    refusal(sve({"player1": {"field": [rush]}, "actions": [attack("a")]}))


def test_sve_12_8_2_ward_must_be_targeted() -> None:
    p2 = {
        "field": [{"id": "g", "acted": True, "keywords": ["守護"], "health": 5}, {"id": "o", "acted": True}]
    }
    exc = refusal(sve({"player1": {"field": [{"id": "a"}]}, "player2": p2, "actions": [attack("a")]}))
    assert "12.8.2" in exc.value.rules
    r = sve({"player1": {"field": [{"id": "a"}]}, "player2": p2, "actions": [attack("a", "g")]})
    assert r.events_citing("8.4.9.1")


def test_sve_7_4_3_ward_acts_at_end_phase() -> None:
    r = sve(
        {
            "player1": {"field": [{"id": "g", "keywords": ["守護"]}]},
            "actions": [{"type": "end_turn", "guard": ["g"]}],
        }
    )
    assert r.zone("player1", "field")[0]["flags"]["acted"] is True
    assert r.events_citing("7.4.3")


def test_sve_7_2_4_1_first_player_first_turn_no_draw_and_pp_one() -> None:
    r = sve({"turn": 1, "phase": "start", "player1": {"hand": [{}] * 4}})
    assert len(r.zone("player1", "hand")) == 4
    assert r.counter("player1", "pp_max") == 1 and r.counter("player1", "pp") == 1
    assert r.events_citing("7.2.4.1") and r.events_citing("7.2.1")


def test_sve_3_2_4_1_pp_max_capped_at_ten() -> None:
    r = sve({"turn": 25, "phase": "start", "player1": {"pp_max": 10, "pp": 3}})
    assert r.counter("player1", "pp_max") == 10 and r.counter("player1", "pp") == 10
    assert r.events_citing("3.2.4.1")


def test_sve_7_4_7_discard_down_to_hand_limit() -> None:
    r = sve({"player1": {"hand": [{"id": f"h{i}"} for i in range(9)]}, "actions": [{"type": "end_turn"}]})
    assert len(r.zone("player1", "hand")) == 7
    assert len(r.zone("player1", "graveyard")) == 2 and len(r.events_citing("7.4.7")) >= 2
    r = sve(
        {
            "player1": {"hand": [{"id": f"h{i}"} for i in range(9)]},
            "actions": [{"type": "end_turn", "discard": ["h0", "h1"]}],
        }
    )
    assert set(r.uids("player1", "graveyard")) == {"h0", "h1"}


def test_sve_8_2_1_play_needs_pp_and_10_6_2_6_field_limit() -> None:
    exc = refusal(
        sve(
            {
                "player1": {"pp": 1, "pp_max": 2, "hand": [{"id": "x", "cost": 2}]},
                "actions": [{"type": "play", "card": "x"}],
            }
        )
    )
    assert "8.2.1" in exc.value.rules
    exc = refusal(
        sve(
            {
                "player1": {"field": [{}] * 5, "hand": [{"id": "x", "cost": 0}]},
                "actions": [{"type": "play", "card": "x"}],
            }
        )
    )
    assert "10.6.2.6" in exc.value.rules
    r = sve(
        {
            "player1": {"pp_max": 3, "hand": [{"id": "x", "cost": 2}]},
            "actions": [{"type": "play", "card": "x"}],
        }
    )
    assert r.counter("player1", "pp") == 1 and "x" in r.uids("player1", "field")


def test_sve_5_28_1_per_five_graveyard_cards_two_damage_once() -> None:
    spell = {"id": "s", "kind": "spell", "cost": 0, "damage": 1, "per": 5}
    r = sve({"player1": {"graveyard": 12, "hand": [spell]}, "actions": [{"type": "play", "card": "s"}]})
    hits = [e for e in r.events if e.type == "counter" and e.data.get("key") == "health"]
    assert len(hits) == 1 and hits[0].data["delta"] == -2 and "5.28.1" in hits[0].rules
    assert "s" in r.uids("player1", "graveyard")


def test_sve_12_2_3_evolve_with_ep_and_8_4_2_1_evolved_follower_attacks() -> None:
    p1 = {
        "pp": 1,
        "pp_max": 1,
        "ep": 1,
        "field": [{"id": "a", "name": "ゴブリン", "summoning_sick": True, "attack": 1, "health": 1}],
        "evolve_deck": [{"id": "e", "name": "ゴブリン", "cost": 2, "attack": 3, "health": 3}],
    }
    p2 = {"field": [{"id": "b", "acted": True, "attack": 1, "health": 3}]}
    r = sve({"player1": p1, "player2": p2, "actions": [{"type": "evolve", "card": "a"}, attack("a", "b")]})
    assert r.counter("player1", "ep") == 0 and r.counter("player1", "pp") == 0
    assert "b" in r.uids("player2", "graveyard") and "a" in r.uids("player1", "field")
    exc = refusal(sve({"player1": p1, "actions": [{"type": "evolve", "card": "a"}, attack("a")]}))
    assert "8.4.3.1" in exc.value.rules


def test_sve_11_2_2_drawing_from_empty_deck_loses() -> None:
    r = sve({"player2": {"deck": 0}, "actions": [{"type": "end_turn"}]})
    assert r.outcome.winner == "player1" and r.outcome.reason is Reason.DECK_OUT
    assert "11.2.2" in r.outcome.rules and r.events_citing("5.9.1.1")


def test_sve_1_2_2_simultaneous_defeat_is_a_draw() -> None:
    spell = {"id": "s", "kind": "spell", "cost": 0, "damage": 1}
    r = sve({"player1": {"health": 0}, "player2": {"health": 0}})
    assert r.outcome.draw and "1.2.2" in r.outcome.rules
    r = sve(
        {"player2": {"health": 1}, "player1": {"hand": [spell]}, "actions": [{"type": "play", "card": "s"}]}
    )
    assert r.outcome.winner == "player1"


def test_sve_12_13_2_drain_and_12_14_2_bane() -> None:
    r = sve(
        {
            "player1": {"health": 10, "field": [{"id": "a", "attack": 3, "keywords": ["ドレイン"]}]},
            "actions": [attack("a")],
        }
    )
    assert r.counter("player1", "health") == 13
    p2 = {"field": [{"id": "b", "acted": True, "attack": 0, "health": 9, "keywords": ["必殺"]}]}
    r = sve({"player1": {"field": [{"id": "a", "health": 9}]}, "player2": p2, "actions": [attack("a", "b")]})
    assert "a" in r.uids("player1", "graveyard") and r.events_citing("11.3.2")


def test_sve_6_2_1_8_mulligan_and_6_2_1_10_ep() -> None:
    g = SveGame.new_game(3)
    g.apply(Action("mulligan", "player1", {"redraw": True}))
    g.apply(Action("mulligan", "player2", {"redraw": False}))
    assert g.counter("player1", "ep") == 0 and g.counter("player2", "ep") == 3
    assert g.counter("player1", "health") == 20 and g.phase == "main"


def test_sve_invalid_scenario() -> None:
    with pytest.raises(InvalidScenario) as exc:
        sve({"player1": {"field": [{}] * 6}})
    assert exc.value.field == "player1.field"


# ----- issue 4 coverage, item by item ---------------------------------------------------------------
def test_sve_6_1_1_full_setup_decks_hands_health_and_first_turn() -> None:
    g = SveGame.new_game(11)
    for p in ("player1", "player2"):
        assert len(g.zone(p, "hand")) == 4 and len(g.zone(p, "deck")) == 36  # 6.1.1.2, 6.2.1.7
        assert len(g.zone(p, "evolve_deck")) == 10 and len(g.zone(p, "leader")) == 1  # 6.1.1.3
    g.apply(Action("mulligan", "player1", {"redraw": False}))
    g.apply(Action("mulligan", "player2", {"redraw": False}))
    assert g.turn == 1 and g.turn_player == "player1"  # 6.2.1.12
    assert g.counter("player1", "pp_max") == 1 and g.counter("player1", "pp") == 1  # 6.2.1.9 then 7.2.1
    assert g.counter("player2", "pp_max") == 0 and g.counter("player2", "health") == 20  # 6.2.1.11
    assert len(g.zone("player1", "hand")) == 4  # 7.2.4.1: no draw on the first player's first turn


def test_sve_7_2_4_second_player_draws_on_their_first_turn_with_three_ep() -> None:
    r = sve({"turn": 2, "phase": "start", "player1": {"hand": [{}] * 4}})
    assert len(r.zone("player1", "hand")) == 5 and not r.events_citing("7.2.4.1")
    assert r.counter("player1", "pp_max") == 1 and r.counter("player1", "ep") == 3  # 6.2.1.10


def test_sve_7_2_3_start_phase_stands_acted_cards_and_7_2_2_refills_pp() -> None:
    r = sve(
        {
            "turn": 5,
            "phase": "start",
            "player1": {"pp_max": 2, "pp": 0, "field": [{"id": "a", "acted": True}]},
        }
    )
    assert r.zone("player1", "field")[0]["flags"]["acted"] is False and r.events_citing("7.2.3")
    assert r.counter("player1", "pp_max") == 3 and r.counter("player1", "pp") == 3


def test_sve_4_7_3_1_hand_of_exactly_seven_keeps_every_card() -> None:
    r = sve({"player1": {"hand": [{}] * 7}, "actions": [{"type": "end_turn"}]})
    assert not r.events_citing("7.4.7") and not r.zone("player1", "graveyard")


def test_sve_10_6_2_8_1_amulet_enters_the_field_and_10_6_2_8_3_spell_goes_to_graveyard() -> None:
    hand = [{"id": "m", "kind": "amulet", "cost": 1}, {"id": "s", "kind": "spell", "cost": 1}]
    r = sve({"player1": {"pp_max": 2, "hand": hand}, "actions": [{"type": "play", "card": c} for c in "ms"]})
    assert r.uids("player1", "field") == ["m"] and r.uids("player1", "graveyard") == ["s"]
    assert r.counter("player1", "pp") == 0


@pytest.mark.parametrize(("health", "destroyed"), [(2, True), (3, True), (4, False)])
def test_sve_11_3_1_follower_at_zero_or_less_health_is_destroyed(health: int, destroyed: bool) -> None:
    r = sve(
        {
            "player1": {"field": [{"id": "a", "attack": 3, "health": 9}]},
            "player2": {"field": [{"id": "b", "attack": 0, "health": health, "acted": True}]},
            "actions": [attack("a", "b")],
        }
    )
    assert ("b" in r.uids("player2", "graveyard")) is destroyed


@pytest.mark.parametrize(("health", "over"), [(4, False), (3, True), (2, True)])
def test_sve_11_2_1_leader_at_exactly_zero_loses(health: int, over: bool) -> None:
    r = sve(
        {
            "player1": {"field": [{"id": "a", "attack": 3}]},
            "player2": {"health": health},
            "actions": [attack("a")],
        }
    )
    assert (r.outcome.winner == "player1") is over


def test_sve_12_10_2_rush_cannot_attack_the_leader() -> None:
    rush = {"id": "a", "summoning_sick": True, "keywords": ["突進"]}
    exc = refusal(sve({"player1": {"field": [rush]}, "actions": [attack("a")]}))
    assert set(exc.value.rules) == {"8.4.3.1", "12.10.2"}


def test_sve_12_12_2_intimidate_cannot_be_chosen_as_target() -> None:
    p2 = {"field": [{"id": "b", "acted": True, "keywords": ["威圧"]}]}
    exc = refusal(sve({"player1": {"field": [{"id": "a"}]}, "player2": p2, "actions": [attack("a", "b")]}))
    assert "12.12.2" in exc.value.rules


def test_sve_12_8_2_standing_ward_does_not_restrict_and_ward_may_enter_acted() -> None:
    p2 = {"field": [{"id": "g", "keywords": ["守護"]}]}
    r = sve({"player1": {"field": [{"id": "a", "attack": 2}]}, "player2": p2, "actions": [attack("a")]})
    assert r.counter("player2", "health") == 18
    ward = {"id": "w", "keywords": ["守護"], "cost": 0}
    r = sve({"player1": {"hand": [ward]}, "actions": [{"type": "play", "card": "w", "act": True}]})
    assert r.zone("player1", "field")[0]["flags"]["acted"] is True and r.events_citing("12.8.2")
    exc = refusal(
        sve(
            {
                "player1": {"hand": [{"id": "x", "cost": 0}]},
                "actions": [{"type": "play", "card": "x", "act": True}],
            }
        )
    )
    assert "12.8.2" in exc.value.rules


def test_sve_8_3_2_evolve_only_once_per_turn() -> None:
    p1 = {
        "ep": 3,
        "field": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "evolve_deck": [{"name": "A", "cost": 1}, {"name": "B", "cost": 1}],
    }
    evolve = [{"type": "evolve", "card": "a"}, {"type": "evolve", "card": "b"}]
    exc = refusal(sve({"player1": p1, "actions": evolve}))
    assert exc.value.code == "evolve_once" and "8.3.2" in exc.value.rules
    r = sve({"player1": p1, "actions": evolve[:1]})
    assert r.counter("player1", "ep") == 2 and len(r.zone("player1", "evolved")) == 1


def test_sve_5_15_3_damage_stays_lost_after_evolving() -> None:
    p1 = {
        "field": [{"id": "a", "name": "A", "health": 2, "damage": 1}],
        "evolve_deck": [{"name": "A", "cost": 0, "attack": 3, "health": 4}],
    }
    p2 = {"field": [{"id": "b", "attack": 3, "health": 9, "acted": True}]}
    r = sve({"player1": p1, "player2": p2, "actions": [{"type": "evolve", "card": "a"}, attack("a", "b")]})
    # 4 - 1 = 3 left after evolving; the 3 combat damage destroys it
    assert "a" in r.uids("player1", "graveyard") and r.events_citing("5.15.3")
    r = sve({"player1": p1, "actions": [{"type": "evolve", "card": "a"}]})
    assert r.zone("player1", "field")[0]["flags"]["damage"] == 1


def test_sve_5_9_2_draw_n_and_5_9_1_1_defeat_at_the_next_rule_processing() -> None:
    r = sve({"player1": {"deck": 2}, "actions": [{"type": "draw", "count": 2}]})
    assert len(r.zone("player1", "hand")) == 2 and r.outcome.result.value == "ongoing"
    r = sve({"player1": {"deck": 2}, "actions": [{"type": "draw", "count": 3}]})
    assert r.outcome.winner == "player2" and r.outcome.reason is Reason.DECK_OUT
    r = sve({"player1": {"deck": 0}, "player2": {"deck": 0}, "actions": [{"type": "draw", "player": "both"}]})
    assert r.outcome.draw and "1.2.2" in r.outcome.rules


def test_sve_5_13_1_damage_effect_on_both_leaders_1_2_2_draw() -> None:
    hit = {"type": "damage", "amount": 3, "targets": ["player1", "player2"]}
    r = sve({"player1": {"health": 3}, "player2": {"health": 2}, "actions": [hit]})
    assert r.outcome.draw and r.counter("player1", "health") == 0
    r = sve({"player1": {"health": 4}, "player2": {"health": 2}, "actions": [hit]})
    assert r.outcome.winner == "player1" and r.counter("player1", "health") == 1
    r = sve({"player2": {"field": [{"id": "b", "health": 3}]}, "actions": [hit | {"targets": ["b"]}]})
    assert "b" in r.uids("player2", "graveyard") and r.events_citing("11.3.1")


def test_sve_12_13_2_drain_resolves_after_rule_processing() -> None:
    drain = {"id": "a", "attack": 3, "keywords": ["ドレイン"]}
    r = sve({"player1": {"health": 5, "field": [drain]}, "player2": {"health": 3}, "actions": [attack("a")]})
    assert r.outcome.winner == "player1" and not r.events_citing("12.13.2")  # the opponent lost first
    p2 = {"field": [{"id": "b", "attack": 5, "health": 3, "acted": True}]}
    r = sve({"player1": {"health": 5, "field": [drain]}, "player2": p2, "actions": [attack("a", "b")]})
    # the attacker was destroyed by the combat damage, its 【ドレイン】 still resolves (10.7.7)
    assert "a" in r.uids("player1", "graveyard") and r.counter("player1", "health") == 8
    assert "10.5.2.2" in r.events_citing("12.13.2")[0].rules


def test_sve_6_2_1_10_second_player_starts_with_three_ep_first_with_none() -> None:
    g = SveGame.new_game(5)
    g.apply(Action("mulligan", "player1", {"redraw": False}))
    g.apply(Action("mulligan", "player2", {"redraw": True}))
    assert (g.counter("player1", "ep"), g.counter("player2", "ep")) == (0, 3)
    assert len(g.zone("player2", "hand")) == 4  # 6.2.1.8: the redraw is 4 cards again


def test_sve_7_2_1_pp_max_grows_by_one_below_ten() -> None:
    r = sve({"turn": 9, "phase": "start", "player1": {"pp_max": 4, "pp": 0}})
    assert r.counter("player1", "pp_max") == 5 and r.counter("player1", "pp") == 5
    assert r.events_citing("7.2.1") and r.events_citing("7.2.2")


def test_sve_12_9_2_storm_attacks_the_leader_the_turn_it_is_played() -> None:
    storm = {"id": "a", "attack": 3, "summoning_sick": True, "keywords": ["疾走"]}
    r = sve({"player1": {"field": [storm]}, "player2": {"health": 3}, "actions": [attack("a")]})
    assert r.outcome.winner == "player1"


def test_sve_12_14_2_bane_destroys_even_with_zero_attack() -> None:
    bane = {"id": "a", "attack": 0, "health": 5, "keywords": ["必殺"]}
    p2 = {"field": [{"id": "b", "attack": 1, "health": 9, "acted": True}]}
    r = sve({"player1": {"field": [bane]}, "player2": p2, "actions": [attack("a", "b")]})
    assert "b" in r.uids("player2", "graveyard") and r.events_citing("11.3.2")  # 12.14.2.1
    assert "a" in r.uids("player1", "field")


def test_sve_12_13_2_2_an_attacked_drain_follower_does_not_heal() -> None:
    r = sve(
        {
            "player1": {"field": [{"id": "a", "attack": 1, "health": 4}]},
            "player2": {
                "health": 10,
                "field": [{"id": "b", "attack": 2, "health": 3, "acted": True, "keywords": ["ドレイン"]}],
            },
            "actions": [attack("a", "b")],
        }
    )
    assert r.counter("player2", "health") == 10 and r.events_citing("12.13.2.2")
    assert r.zone("player1", "field")[0]["flags"]["damage"] == 2


def test_sve_8_4_2_1_evolved_this_turn_attacks_followers_but_8_4_3_1_not_the_leader() -> None:
    payload: dict[str, Any] = {
        "player1": {
            "field": [{"id": "a", "name": "f", "summoning_sick": True}],
            "evolve_deck": [{"name": "f", "cost": 0, "attack": 3, "health": 3}],
        },
        "player2": {"field": [{"id": "b", "attack": 1, "health": 2, "acted": True}]},
        "actions": [{"type": "evolve", "card": "a"}, attack("a")],
    }
    exc = refusal(sve(payload))
    assert {"8.4.3.1", "8.4.2.1"} <= set(exc.value.rules) and exc.value.code == "cannot_attack_leader"
    payload["actions"][1] = attack("a", "b")
    assert "b" in sve(payload).uids("player2", "graveyard")


def test_sve_7_4_7_5_11_1_discarded_cards_go_to_the_graveyard() -> None:
    r = sve({"player1": {"hand": [{"id": f"h{i}"} for i in range(8)]}, "actions": [{"type": "end_turn"}]})
    moved = [e for e in r.events if "5.11.1" in e.rules]
    assert len(moved) == 1 and moved[0].data["to_zone"] == "graveyard" and "墓場" in moved[0].text
