"""Round 13 (sve-by-01): a deck told empty in the asker's turn, with nothing drawn since, defeats nobody
yet — only a draw from an empty deck does (5.9.1.1, 11.2.2): `plans/sve_deck.deck_told_empty`."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        "相手のデッキが0枚になった。いまは自分のターンのメインフェイズ。相手リーダーの体力は9。もう俺の勝ち?",
        "自分のターン中に相手の山札がちょうど0枚になった。相手リーダーの体力は3。この時点で俺の勝ち?",
        "自分のターンのメインフェイズで、自分のデッキが0枚になった。これって俺の負け?",
    ],
)
def test_11_2_2_an_empty_deck_defeats_only_at_a_draw(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, "none"), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: the turn passed — the opponent's start-phase draw from an empty deck loses (7.2.4, 11.2.2)
        ("相手のデッキが0枚。自分のターンを終えて相手のターンになったら、俺の勝ち?", ["self"]),
        # trap: the opponent's leader told at 体力0 — it has lost already (11.2.1); never 'none'
        ("相手のデッキが0枚になった。今は自分のターン。相手リーダーの体力0。俺の勝ち?", ["self"]),
    ],
)
def test_11_2_traps_are_right_or_withheld(question: str, right: list[str]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, question
