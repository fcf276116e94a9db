"""ニンジャスレイヤー round 13: the デッキ told bare as what the draw made it (1002.2, 502.3a).

「2枚引いてデッキ0」 (no 枚) is the deck's count after the ドロー・ステップ's draw (lexicon QUANTITY deck,
only right after the draw): a player with 0 cards in the デッキ loses in the rule check right after
(1002.2), whatever the hand holds and whenever the next draw would be. 「デッキ0。負け?」 alone —
whose deck, at what moment — stays withheld, as audit10c wants.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import winner_value

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("デッキ残り2枚。自分のドロー・ステップに2枚ドローして、デッキ0。負け?", "opponent"),
        (
            "自分のターン開始時のデッキは2枚、ドロー・ステップで2枚引いたら、デッキ0になった。どうなる?",
            "opponent",
        ),
        (
            "俺のデッキ残り2枚で俺のターン。"
            "ドロー・ステップで2枚引いてデッキ0。手札は強いし次のドローまで大丈夫?",
            "opponent",
        ),
        ("デッキ残り3枚。自分のドロー・ステップで2枚引いてデッキ1。負ける?", "none"),
    ],
)
def test_1002_2_the_deck_a_draw_emptied_loses(question: str, winner: str) -> None:
    stated, got = winner_value(question, GAME)
    assert stated and got == winner, (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        ("デッキ0。負け?", (None,)),  # whose deck, and when: untold
        # the opponent's deck emptied in their draw: the asker wins, or withheld
        ("相手のデッキ残り2枚。相手のドロー・ステップで2枚引いてデッキ0。俺の勝ち?", ("self", None)),
        # 502.3a: the game's first turn draws 1 — 2 left is 1, no loss
        ("デッキ残り2枚、ゲームの最初のターンのドロー・ステップで引いてデッキ1。負ける?", ("none", None)),
    ],
)
def test_1002_2_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got = winner_value(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
