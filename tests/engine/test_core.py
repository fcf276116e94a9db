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
