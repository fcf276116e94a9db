"""Shadowverse Evolve engine: the deck's top cards put into the graveyard (5.4.1) — an emptied deck is
no defeat until a card is drawn from it (11.2.2, 5.9.1.1) —, 「バトルに勝利する」 (5.22.1), and a
【ドレイン】 gained by a follower that has one is a single 【ドレイン】 (12.13.3)."""

from __future__ import annotations

from typing import Any

from corpus import Corpus
from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult, simulate


def sve(payload: dict[str, Any]) -> SimulationResult:
    return simulate("sve", payload)


def test_sve_5_4_1_milled_cards_go_to_the_graveyard() -> None:
    r = sve({"player1": {"deck": 5, "graveyard": 1}, "actions": [{"type": "mill", "count": 3}]})
    assert len(r.zone("player1", "deck")) == 2 and len(r.zone("player1", "graveyard")) == 4
    assert r.events_citing("5.4.1")


def test_sve_11_2_2_a_deck_milled_to_zero_is_no_defeat_without_a_draw() -> None:
    r = sve({"player1": {"deck": 5}, "actions": [{"type": "mill", "count": 5}]})
    assert r.outcome.result is Result.ONGOING and r.zone("player1", "deck") == []
    assert r.events_citing("11.2.2")


def test_sve_5_9_1_1_drawing_from_the_milled_deck_loses() -> None:
    actions = [{"type": "mill", "player": "player2", "count": 2}, {"type": "draw", "player": "player2"}]
    r = sve({"player2": {"deck": 2}, "actions": actions})
    assert r.outcome.winner == "player1" and r.outcome.reason is Reason.DECK_OUT


def test_sve_1_3_2_a_mill_of_more_than_the_deck_moves_what_there_is() -> None:
    r = sve({"player1": {"deck": 2}, "actions": [{"type": "mill", "count": 5}]})
    short = [e for e in r.events if e.type == "mill_short"]
    assert short and short[0].data["moved"] == 2 and r.outcome.result is Result.ONGOING


def test_sve_5_22_1_winning_the_battle_defeats_the_other_player_at_once() -> None:
    r = sve(
        {
            "player1": {"health": 15},
            "player2": {"health": 1},
            "actions": [{"type": "win_battle", "player": "player2"}],
        }
    )
    assert r.outcome.winner == "player2" and r.events_citing("5.22.1")


def test_sve_5_22_1_no_later_action_runs_after_the_battle_is_won() -> None:
    actions = [{"type": "win_battle"}, {"type": "damage", "amount": 30, "targets": ["player1"]}]
    r = sve({"actions": actions})
    assert r.outcome.winner == "player1" and r.counter("player1", "health") == 20


def test_sve_mill_and_win_battle_cite_clauses_that_exist(real_corpus: Corpus) -> None:
    book = real_corpus.book("sve")
    r1 = sve({"player1": {"deck": 1}, "actions": [{"type": "mill", "count": 2}]})
    r2 = sve({"actions": [{"type": "win_battle"}]})
    grant = {"type": "effect", "effect": "gain_keyword", "keyword": "ドレイン", "target": {"card": "a"}}
    r3 = sve({"player1": {"field": [{"id": "a", "keywords": ["ドレイン"]}]}, "actions": [grant]})
    assert all(rule in book.clauses for e in (*r1.events, *r2.events, *r3.events) for rule in e.rules)


def test_sve_12_13_3_a_second_drain_is_a_single_drain() -> None:
    grant = {"type": "effect", "effect": "gain_keyword", "keyword": "ドレイン", "target": {"card": "a"}}
    r = sve(
        {
            "player1": {
                "health": 9,
                "field": [{"id": "a", "attack": 4, "health": 4, "keywords": ["ドレイン"]}],
            },
            "actions": [grant, {"type": "attack", "attacker": "a", "target": "leader"}],
        }
    )
    assert r.events_citing("12.13.3") and r.counter("player1", "health") == 13
    assert len([e for e in r.events if "12.13.2" in e.rules and e.type == "counter"]) == 1


def test_sve_12_13_3_a_first_drain_gained_cites_no_single_rule() -> None:
    grant = {"type": "effect", "effect": "gain_keyword", "keyword": "ドレイン", "target": {"card": "a"}}
    r = sve({"player1": {"field": [{"id": "a", "attack": 2}]}, "actions": [grant]})
    assert not r.events_citing("12.13.3")
