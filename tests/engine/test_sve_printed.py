"""sve situations the shared effect vocabulary makes expressible (issue 12), named after clauses;
permissions cited next to the rule they override, and no 0-amount narration (1.3.2.2)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.events import Reason
from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def attack(attacker: str, target: str = "leader", **extra: Any) -> dict[str, Any]:
    return {"type": "attack", "attacker": attacker, "target": target, **extra}


def effect(kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": "effect", "effect": kind, **fields}


def test_sve_12_9_2_storm_attack_on_the_leader_cites_the_permission_and_8_4_3_1() -> None:
    storm = {"id": "s", "attack": 2, "summoning_sick": True, "keywords": ["疾走"]}
    r = sve({"player1": {"field": [storm]}, "actions": [attack("s")]})
    event = next(e for e in r.events if e.type == "attack")
    assert {"8.4.5", "12.9.2", "8.4.3.1"} <= set(event.rules)
    assert r.counter("player2", "health") == 18


def test_sve_12_10_2_rush_attack_on_a_follower_cites_the_permission_and_8_4_2_1() -> None:
    rush = {"id": "r", "summoning_sick": True, "keywords": ["突進"]}
    r = sve({"player1": {"field": [rush]}, "player2": {"field": [{"id": "b", "acted": True, "health": 5}]},
             "actions": [attack("r", "b")]})  # fmt: skip
    event = next(e for e in r.events if e.type == "attack")
    assert {"8.4.5", "12.10.2", "8.4.2.1"} <= set(event.rules)
    assert next(e for e in r.events if e.type == "permission").rules == ("12.10.2", "8.4.2.1")


def test_sve_8_4_3_1_an_old_follower_needs_no_permission() -> None:
    r = sve({"player1": {"field": [{"id": "a"}]}, "actions": [attack("a")]})
    assert not [e for e in r.events if e.type == "permission"]
    assert next(e for e in r.events if e.type == "attack").rules == ("8.4.5",)


def test_sve_1_3_2_2_zero_attack_deals_no_damage_and_says_so() -> None:
    r = sve({"player1": {"field": [{"id": "z", "attack": 0}]},
             "player2": {"field": [{"id": "b", "attack": 0, "acted": True}]},
             "actions": [attack("z"), ]})  # fmt: skip
    assert not [e for e in r.events if "0ダメージを与えます" in e.text or e.text.endswith("に0ダメージ")]
    assert r.events_citing("1.3.2.2") and r.counter("player2", "health") == 20
    both = sve({"player1": {"field": [{"id": "z", "attack": 0, "health": 2}]},
                "player2": {"field": [{"id": "b", "attack": 0, "acted": True}]},
                "actions": [attack("z", "b")]})  # fmt: skip
    assert not [e for e in both.events if e.type == "set_state" and e.data.get("key") == "damage"]
    assert len(both.events_citing("1.3.2.2")) == 2


def test_sve_12_4_3_fanfare_resolves_at_the_check_timing_after_playing() -> None:
    fanfare = {"timing": "fanfare", "effect": "damage", "amount": 2, "target": {"player": "player2"}}
    r = sve({"player1": {"hand": [{"id": "f", "cost": 1, "effects": [fanfare]}]},
             "actions": [{"type": "play", "card": "f"}]})  # fmt: skip
    assert r.counter("player2", "health") == 18
    hit = next(e for e in r.events if e.type == "counter" and e.data.get("key") == "health")
    assert "10.5.2.2" in hit.rules and r.events_citing("12.4.3")


def test_sve_12_5_1_last_word_triggers_on_destruction_by_damage() -> None:
    last_word = {"timing": "last_word", "effect": "draw", "amount": 1}
    r = sve({"player2": {"field": [{"id": "l", "health": 1, "effects": [last_word]}], "deck": 5},
             "actions": [effect("damage", amount=1, target={"card": "l"})]})  # fmt: skip
    assert "l" in r.uids("player2", "graveyard") and len(r.zone("player2", "hand")) == 1
    assert r.events_citing("12.5.1") and r.events_citing("10.5.2.3")  # the non-turn player's ability


def test_sve_5_6_1_banish_is_not_destroy_so_no_last_word() -> None:
    last_word = {"timing": "last_word", "effect": "draw", "amount": 1}
    payload = {"player2": {"field": [{"id": "l", "effects": [last_word]}], "deck": 5}}
    banished = sve(payload | {"actions": [effect("banish", target={"card": "l"})]})
    assert "l" in banished.uids("player2", "banished") and not banished.zone("player2", "hand")
    assert next(e for e in banished.events if e.type == "cannot_trigger").rules == ("12.5.1", "5.6.1")
    destroyed = sve(payload | {"actions": [effect("destroy", target={"card": "l"})]})
    assert "l" in destroyed.uids("player2", "graveyard") and len(destroyed.zone("player2", "hand")) == 1


def test_sve_12_5_1_a_last_word_returned_to_the_hand_does_not_trigger() -> None:
    last_word = {"timing": "last_word", "effect": "draw", "amount": 1}
    payload = {"player2": {"field": [{"id": "l", "effects": [last_word]}], "deck": 5}}
    returned = sve(payload | {"actions": [effect("return_to_hand", target={"card": "l"})]})
    assert "l" in returned.uids("player2", "hand") and len(returned.zone("player2", "hand")) == 1
    assert next(e for e in returned.events if e.type == "cannot_trigger").rules == ("12.5.1", "5.4.1")


def test_sve_12_15_2_aura_cannot_be_chosen_but_an_all_effect_reaches_it_12_15_2_1() -> None:
    p2 = {"field": [{"id": "a", "health": 3, "keywords": ["オーラ"]}]}
    chosen = sve({"player2": p2, "actions": [effect("damage", amount=3, target={"card": "a"})]})
    [refused] = chosen.rejected
    assert refused["code"] == "aura" and "12.15.2" in refused["rules"]
    assert "a" in chosen.uids("player2", "field")
    every = sve({"player2": p2, "actions": [effect("damage", amount=3, target={"all": "player2"})]})
    assert "a" in every.uids("player2", "graveyard") and every.events_citing("12.15.2.1")
    own = sve({"player1": {"field": [{"id": "m", "health": 3, "keywords": ["オーラ"]}]},
               "actions": [effect("damage", amount=1, target={"card": "m"})]})  # fmt: skip
    assert not own.rejected  # only the opponent's cards and abilities cannot choose it


def test_sve_12_12_2_intimidate_forbids_no_effects_choice_of_it() -> None:
    p2 = {"field": [{"id": "i", "health": 3, "keywords": ["威圧"]}]}
    for kind, extra in (("damage", {"amount": 3}), ("destroy", {}), ("banish", {})):
        r = sve({"player2": p2, "actions": [effect(kind, target={"card": "i"}, **extra)]})
        assert not r.rejected and "i" not in r.uids("player2", "field")
        assert [e.rules for e in r.events if e.type == "intimidate_chosen"] == [("12.12.2",)]
    own = sve({"player1": {"field": [{"id": "m", "health": 3, "keywords": ["威圧"]}]},
               "actions": [effect("damage", amount=1, target={"card": "m"})]})  # fmt: skip
    assert not any(e.type == "intimidate_chosen" for e in own.events)  # its own player's choice: no note


def test_sve_12_15_2_1_aura_follower_can_still_be_attacked() -> None:
    r = sve({"player1": {"field": [{"id": "x", "attack": 3}]},
             "player2": {"field": [{"id": "a", "health": 3, "acted": True, "keywords": ["オーラ"]}]},
             "actions": [attack("x", "a")]})  # fmt: skip
    assert not r.rejected and "a" in r.uids("player2", "graveyard")


def test_sve_8_4_7_defenders_quick_destroys_the_attacker_so_8_4_9_deals_no_damage() -> None:
    quick = {"id": "q", "kind": "spell", "cost": 1, "keywords": ["クイック"],
             "effects": [{"effect": "destroy", "target": {"card": "a"}}]}  # fmt: skip
    payload = {
        "player1": {"field": [{"id": "a", "attack": 5}]},
        "player2": {"pp_max": 2, "pp": 1, "hand": [quick]},
        "actions": [attack("a", quick=["q"])],
    }
    r = sve(payload)
    assert r.counter("player2", "health") == 20 and "a" in r.uids("player1", "graveyard")
    assert r.events_citing("8.4.7") and next(e for e in r.events if e.type == "no_attack_damage").rules == (
        "8.4.9",
    )
    assert r.counter("player2", "pp") == 0


def test_sve_12_3_4_a_card_without_quick_cannot_be_played_on_the_attack() -> None:
    plain = {
        "id": "q",
        "kind": "spell",
        "cost": 0,
        "effects": [{"effect": "destroy", "target": {"card": "a"}}],
    }
    r = sve({"player1": {"field": [{"id": "a", "attack": 5}]}, "player2": {"hand": [plain]},
             "actions": [attack("a", quick=["q"]), attack("a")]})  # fmt: skip
    assert r.rejected[0]["code"] == "not_quick" and "12.3.4" in r.rejected[0]["rules"]
    assert r.counter("player2", "health") == 15  # the refused attack changed nothing; the next one ran


def test_sve_7_4_8_until_end_of_turn_modifiers_end_and_10_9_2_snapshot() -> None:
    buff = effect("modify", stats={"attack": 2}, target={"all": "player1"}, scope="continuous")
    r = sve({"player1": {"field": [{"id": "a", "attack": 1}], "hand": [{"id": "n", "cost": 0, "attack": 1}]},
             "actions": [buff, {"type": "play", "card": "n"}, attack("a")]})  # fmt: skip
    assert r.counter("player2", "health") == 17  # a got +2; n, played later, did not (10.9.2)
    assert r.events_citing("10.9.2")
    n = next(c for c in r.zone("player1", "field") if c["uid"] == "n")
    assert not n["flags"].get("mods")
    ended = sve({"player1": {"field": [{"id": "a", "attack": 1}]}, "actions": [buff, {"type": "end_turn"}]})
    assert ended.events_citing("7.4.8") and ended.zone("player1", "field")[0]["flags"]["mods"] == []


def test_sve_5_13_1_effect_damage_to_both_leaders_at_once_is_a_draw_1_2_2() -> None:
    both = effect("damage", amount=3, targets=[{"player": "player1"}, {"player": "player2"}])
    r = sve({"player1": {"health": 3}, "player2": {"health": 2}, "actions": [both]})
    assert r.outcome.draw and r.outcome.reason is Reason.SIMULTANEOUS and "1.2.2" in r.outcome.rules


def test_sve_effects_sve_does_not_have_are_refused_by_name() -> None:
    with pytest.raises(InvalidScenario):
        sve({"actions": [effect("stun", target={"player": "player1"})]})
    with pytest.raises(InvalidScenario):
        sve({"actions": [effect("draw", amount=1, timing="trigger")]})


def test_sve_1_2_3_conceding_loses_at_once() -> None:
    r = sve({"actions": [{"type": "concede", "player": "player2"}, attack("x")]})
    assert r.outcome.winner == "player1" and r.outcome.reason is Reason.CONCESSION
    assert r.outcome.rules == ("1.2.3",) and r.final_state["scenario"]["actions_ignored"] == 1


def test_sve_5_4_1_return_to_hand_and_5_13_1_2_no_damage_to_an_amulet() -> None:
    r = sve({"player2": {"field": [{"id": "f"}, {"id": "m", "kind": "amulet"}]},
             "actions": [effect("return_to_hand", target={"card": "f"}),
                         effect("damage", amount=2, target={"card": "m"})]})  # fmt: skip
    assert "f" in r.uids("player2", "hand") and r.events_citing("5.4.1")
    assert "m" in r.uids("player2", "field") and r.events_citing("5.13.1.2")


def test_sve_10_7_3_2_a_waiting_ability_that_cannot_choose_an_aura_card_is_cancelled() -> None:
    last_word = {"timing": "last_word", "effect": "destroy", "target": {"card": "a"}}
    r = sve({"player1": {"field": [{"id": "l", "health": 1, "effects": [last_word]}]},
             "player2": {"field": [{"id": "a", "keywords": ["オーラ"]}]},
             "actions": [effect("destroy", target={"card": "l"})]})  # fmt: skip
    assert "a" in r.uids("player2", "field") and not r.rejected
    assert {"12.15.2", "10.7.3.2"} <= set(next(e for e in r.events if e.type == "ability_cancelled").rules)


def test_sve_10_6_2_5_3_quick_needs_its_cost_in_pp() -> None:
    quick = {"id": "q", "kind": "spell", "cost": 2, "keywords": ["クイック"]}
    r = sve({"player1": {"field": [{"id": "a"}]}, "player2": {"hand": [quick]},
             "actions": [attack("a", quick=["q"])]})  # fmt: skip
    assert r.rejected[0]["code"] == "insufficient_pp" and "10.6.2.5.3" in r.rejected[0]["rules"]


def test_sve_8_4_2_only_own_standing_followers_attack() -> None:
    r = sve({"player1": {"field": [{"id": "a", "acted": True}, {"id": "m", "kind": "amulet"}]},
             "actions": [attack("a"), attack("m")]})  # fmt: skip
    assert [x["code"] for x in r.rejected] == ["attacker_acted", "bad_attacker"]
    assert {"8.4.1", "8.4.2"} <= set(r.rejected[1]["rules"])


def test_sve_12_2_3_evolve_refusals_cite_their_clause() -> None:
    base: dict[str, Any] = {
        "field": [{"id": "a", "name": "A"}],
        "evolve_deck": [{"name": "A", "cost": 3}],
        "hand": [{"id": "h", "name": "A"}],
    }
    r = sve({"player1": base | {"ep": 0, "pp": 5, "pp_max": 5},
             "actions": [{"type": "evolve", "card": "a", "use_ep": True},
                         {"type": "evolve", "card": "h"}]})  # fmt: skip
    assert [x["code"] for x in r.rejected] == ["no_ep", "not_on_field"]
    assert "3.2.5.1" in r.rejected[0]["rules"] and "8.3.1" in r.rejected[1]["rules"]
    poor = sve(
        {"player1": base | {"ep": 0, "pp": 2, "pp_max": 5}, "actions": [{"type": "evolve", "card": "a"}]}
    )
    assert poor.rejected[0]["code"] == "insufficient_pp" and "10.4.2.2" in poor.rejected[0]["rules"]


def test_sve_7_3_3_an_action_of_another_step_is_refused() -> None:
    from service.engine.core import Action
    from service.engine.errors import IllegalAction
    from service.engine.sve import SveGame

    game = SveGame.new_game(1)
    while game.phase == "setup":
        game.apply(game.legal_actions()[0])
    with pytest.raises(IllegalAction) as exc:
        game.apply(Action("discard", game.turn_player, {"card": game.zone(game.turn_player, "hand")[0].uid}))
    assert exc.value.rules == ("7.3.3",)


def test_sve_9_1_4_3_a_token_leaving_the_field_is_erased() -> None:
    tokens = {"type": "tokens", "player": "player2", "count": 2, "health": 1}
    r = sve({"actions": [tokens, effect("damage", amount=1, target={"all": "player2"})]})
    assert not r.zone("player2", "field") and not r.zone("player2", "graveyard")
    assert len(r.events_citing("9.1.4.3")) == 2
