"""Shadowverse Evolve engine, round-3 additions: 【指定攻撃】 (12.11.2), the 【守護】 target choice among
several (12.8.2), recovering PP (5.14.1.1), tokens onto a full field (4.4.4.2), attacks skipped when not
allowed (`if_able`), a spell that deals damage and draws in one resolution (10.6.2.8.2, 1.2.2), and an
opponent's follower played on its own turn (8.4.2.1)."""

from __future__ import annotations

from typing import Any

import pytest

from corpus import Corpus
from service.engine.events import Reason
from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import refusal


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def attack(attacker: str, target: str = "leader", **extra: Any) -> dict[str, Any]:
    return {"type": "attack", "attacker": attacker, "target": target} | extra


def test_sve_12_11_2_targeted_attack_chooses_a_standing_follower() -> None:
    p2 = {"field": [{"id": "b", "attack": 2, "health": 2}]}  # スタンド状態
    r = sve({"player1": {"field": [{"id": "a", "attack": 3, "health": 3, "keywords": ["指定攻撃"]}]},
             "player2": p2, "actions": [attack("a", "b")]})  # fmt: skip
    assert r.events_citing("12.11.2") and "b" in r.uids("player2", "graveyard")
    assert r.zone("player1", "field")[0]["flags"]["damage"] == 2


def test_sve_8_4_3_1_a_standing_follower_is_no_target_without_12_11_2() -> None:
    p2 = {"field": [{"id": "b", "attack": 2, "health": 2}]}
    exc = refusal(
        sve({"player1": {"field": [{"id": "a", "attack": 3}]}, "player2": p2, "actions": [attack("a", "b")]})
    )
    assert exc.value.rules == ("8.4.3.1",)


def test_sve_12_11_2_targeted_attack_does_not_pass_an_acted_ward_12_8_2() -> None:
    p2 = {"field": [{"id": "b", "health": 2}, {"id": "g", "acted": True, "keywords": ["守護"], "health": 3}]}
    exc = refusal(sve({"player1": {"field": [{"id": "a", "keywords": ["指定攻撃"]}]}, "player2": p2,
         "actions": [attack("a", "b")]}))  # fmt: skip
    assert exc.value.code == "ward"


def test_sve_12_8_2_any_of_several_acted_wards_may_be_chosen() -> None:
    ward = {"acted": True, "keywords": ["守護"], "health": 5}
    p2 = {"field": [ward | {"id": "g1"}, ward | {"id": "g2"}]}
    r = sve({"player1": {"field": [{"id": "a", "attack": 1}]}, "player2": p2, "actions": [attack("a", "g2")]})
    chosen = [e for e in r.events if e.type == "ward_target"]
    assert len(chosen) == 1 and chosen[0].data["wards"] == 2 and {"12.8.2", "8.4.3"} <= set(chosen[0].rules)


@pytest.mark.parametrize(("pp_max", "pp", "amount", "left"), [(6, 5, 2, 6), (8, 3, 3, 6), (7, 7, 1, 7)])
def test_sve_5_14_1_1_recovered_pp_stops_at_pp_max(pp_max: int, pp: int, amount: int, left: int) -> None:
    r = sve({"player1": {"pp_max": pp_max, "pp": pp}, "actions": [{"type": "recover_pp", "amount": amount}]})
    assert r.counter("player1", "pp") == left
    assert bool(r.events_citing("5.14.1.1")) == (pp + amount > pp_max)


@pytest.mark.parametrize(("on_field", "count", "made"), [(4, 2, 1), (3, 3, 2), (5, 1, 0), (2, 2, 2)])
def test_sve_4_4_4_2_tokens_beyond_the_field_limit_are_not_created(
    on_field: int, count: int, made: int
) -> None:
    r = sve({"player1": {"field": [{}] * on_field},
             "actions": [{"type": "tokens", "count": count, "name": "フェアリー"}]})  # fmt: skip
    tokens = [c for c in r.zone("player1", "field") if c["flags"].get("token")]
    assert len(tokens) == made and len(r.zone("player1", "field")) == on_field + made
    assert bool(r.events_citing("4.4.4.2")) == (made < count)
    assert all(t["name"] == "フェアリー" and t["flags"]["entered_turn"] == 3 for t in tokens)


def test_sve_8_4_2_1_if_able_skips_a_follower_played_this_turn_and_the_others_attack() -> None:
    field = [{"id": "new", "attack": 4, "summoning_sick": True}, {"id": "old", "attack": 3}]
    r = sve({"player1": {"field": field}, "player2": {"health": 7},
             "actions": [attack("new", if_able=True), attack("old", if_able=True)]})  # fmt: skip
    skipped = [e for e in r.events if e.type == "cannot_attack"]
    assert len(skipped) == 1 and skipped[0].data["card"] == "new" and "8.4.2.1" in skipped[0].rules
    assert r.counter("player2", "health") == 4


def test_sve_8_4_2_1_without_if_able_the_scenario_is_refused() -> None:
    exc = refusal(
        sve({"player1": {"field": [{"id": "new", "summoning_sick": True}]}, "actions": [attack("new")]})
    )
    assert {"8.4.2.1", "8.4.3.1"} <= set(exc.value.rules)


def test_sve_10_6_2_8_2_a_spell_damages_then_draws_and_1_2_2_both_lose_at_once() -> None:
    spell = {"id": "s", "kind": "spell", "cost": 0, "damage": 3, "draw": 1}
    r = sve({"player1": {"hand": [spell], "deck": 0}, "player2": {"health": 3},
             "actions": [{"type": "play", "card": "s"}]})  # fmt: skip
    assert r.outcome.draw and r.outcome.reason is Reason.SIMULTANEOUS and "1.2.2" in r.outcome.rules


def test_sve_5_9_2_a_spell_that_draws_after_its_damage() -> None:
    spell = {"id": "s", "kind": "spell", "cost": 1, "damage": 1, "draw": 2}
    r = sve({"player1": {"hand": [spell], "deck": 5}, "actions": [{"type": "play", "card": "s"}]})
    assert r.counter("player2", "health") == 19 and len(r.zone("player1", "hand")) == 2
    drawn = [e for e in r.events if e.type == "move" and "5.9.2" in e.rules]
    damage = next(e for e in r.events if e.type == "counter" and e.data.get("key") == "health")
    assert len(drawn) == 2 and all(d.seq > damage.seq for d in drawn)


@pytest.mark.parametrize(
    ("keywords", "code"), [([], "cannot_attack_leader"), (["突進"], "cannot_attack_leader")]
)
def test_sve_8_4_2_1_the_opponents_follower_played_on_its_turn_cannot_attack_the_leader(
    keywords: list[str], code: str
) -> None:
    card = {"id": "x", "attack": 3, "cost": 0, "keywords": keywords}
    exc = refusal(sve({"player2": {"hand": [card]},
         "actions": [{"type": "end_turn"}, {"type": "play", "card": "x"}, attack("x")]}))  # fmt: skip
    assert exc.value.code == code


def test_sve_12_9_2_the_opponents_storm_follower_attacks_the_turn_it_is_played() -> None:
    card = {"id": "x", "attack": 5, "cost": 0, "keywords": ["疾走"]}
    r = sve({"player1": {"health": 5}, "player2": {"hand": [card]},
             "actions": [{"type": "end_turn"}, {"type": "play", "card": "x"}, attack("x")]})  # fmt: skip
    assert r.outcome.winner == "player2" and "11.2.1" in r.outcome.rules


def test_sve_round3_events_cite_existing_clauses(real_corpus: Corpus) -> None:
    book = real_corpus.book("sve")
    r = sve({"player1": {"field": [{}] * 4, "pp_max": 5, "pp": 4},
             "actions": [{"type": "tokens", "count": 3}, {"type": "recover_pp", "amount": 3}]})  # fmt: skip
    assert all(rule in book.clauses for e in r.events for rule in e.rules)


def test_sve_10_6_2_6_the_field_is_checked_before_a_follower_resolves() -> None:
    r = sve({"player1": {"field": [{}] * 4, "hand": [{"id": "x", "cost": 0}]},
             "actions": [{"type": "play", "card": "x"}]})  # fmt: skip
    check = next(e for e in r.events if e.type == "field_check")
    put = next(e for e in r.events if e.type == "move" and e.data.get("card") == "x")
    assert check.data["on_field"] == 4 and check.seq < put.seq and check.rules == ("10.6.2.6", "4.4.4.1")
