"""Shared engine core: RNG determinism, cited primitives, serialisation."""

from __future__ import annotations

import pytest

from service.engine.core import GAME_CLASSES, Rng
from service.engine.errors import EngineError
from service.engine.events import Outcome, Reason, Result
from service.engine.onepiece import OnePieceGame


def test_rng_is_seed_and_cursor() -> None:
    a, b = Rng(5), Rng(5)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]
    c = Rng(5, cursor=2)
    d = Rng(5)
    d.next_u64()
    d.next_u64()
    assert c.next_u64() == d.next_u64()


def test_emit_requires_a_clause() -> None:
    with pytest.raises(EngineError):
        OnePieceGame().emit("x", "テキスト", ())


def test_outcome_round_trips_with_notes() -> None:
    out = Outcome(Result.GAME_OVER, "player1", Reason.DECK_OUT, ("9-2-1-2",), notes=("note",))
    assert Outcome.from_json(out.to_json()) == out


def test_game_classes_registered() -> None:
    assert GAME_CLASSES["onepiece"] is OnePieceGame


def test_restore_goes_back_to_a_state_and_its_events() -> None:
    game = OnePieceGame.new_game(4)
    state, seen = game.to_json(), len(game.events)
    game.apply(game.legal_actions()[0])
    assert len(game.events) > seen
    game.restore(state, seen)
    assert game.to_json() == state and len(game.events) == seen


def test_one_policy_a_refused_compound_action_changes_nothing_and_the_run_goes_on() -> None:
    from service.engine.scenario import simulate

    # the attack is declared, then its block is refused: the whole scripted action is undone
    payload = {
        "player2": {"characters": [{"id": "b", "keywords": ["ブロッカー"], "rested": True}]},
        "actions": [{"type": "attack", "block": "b"}, {"type": "attack", "attacker": "leader"}],
    }
    r = simulate("onepiece", payload)
    [refused] = r.rejected
    assert refused["code"] == "cannot_block" and refused["action"]["block"] == "b"
    rejected_at = next(e.seq for e in r.events if e.type == "rejected")
    assert [e.type for e in r.events[:rejected_at]] == ["scenario", "rejected"]  # no trace of the attack
    assert len(r.zone("player2", "life")) == 4  # the second attack ran
    assert r.final_state["scenario"] == {"actions_applied": 1, "actions_rejected": 1, "actions_ignored": 0}


def test_citation_observers_see_every_event() -> None:
    from service.engine import core

    seen: list[tuple[str, tuple[str, ...]]] = []
    core.CITATION_OBSERVERS.append(lambda g, rules: seen.append((g, rules)))
    try:
        game = OnePieceGame()
        game.emit("x", "テキスト", ("1-3-2",))
    finally:
        core.CITATION_OBSERVERS.pop()
    assert seen == [("onepiece", ("1-3-2",))]
