"""ONE PIECE CARD GAME 6-3-1, 9-2-1-2, 1-2-1-1-2: the turn's draw takes a deck to 0 and its player loses
at the rule processing — the deck before the draw told only by what the draw left
(plans/onepiece_end.turn_draw, deck_before_draw).

Blind batch S onepiece-bs-04 (「ドローフェイズで、デッキ最後の1枚を引いちゃってデッキが0枚になった。
ライフはまだ2枚…自分から見て勝者は?」) had been withheld: the plan needed the deck at the turn's start.
A deck told as the draw's result (「引いてデッキが0枚になった」: one more before) or the last card drawn
(「デッキ最後の1枚」) now gives it; counts with no owner are the drawer's when the drawer's turn is told.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"
SITUATION = "onepiece.plan.turn_draw"


def _verdict(question: str) -> tuple[bool, object, str | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else None


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターンのドローフェイズで、デッキ最後の1枚を引いちゃってデッキが0枚になった。ライフはまだ2枚ある"
            "んだけど、このゲームどうなる?自分から見て勝者は?",
            "opponent",
        ),
        ("自分のターンのドローフェイズでデッキのラスト1枚をドロー。勝者は?", "opponent"),
        ("相手のターンのドローフェイズで、相手がデッキの最後の1枚を引いた。勝者は?", "self"),
        # the draw phase's owner is the drawer (6-3-1)
        (
            "自分のドローフェイズで最後の1枚を引いて山札が0枚になった。ライフは4枚残ってる。どっちの勝ち?",
            "opponent",
        ),
        (
            "相手のターンのドローフェイズでデッキ最後の1枚を引いてデッキ0枚になった。自分から見て勝者は?",
            "self",
        ),
    ],
)
def test_9_2_1_2_the_draw_empties_the_deck(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner, SITUATION)


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        # a deck left after the draw: nobody loses
        ("自分のターンのドローフェイズで引いて、デッキが3枚になった。勝者は?", "none"),
        ("自分のドローフェイズで引いて山札が2枚になった。勝者は?", "none"),
        # the other player's life at 0 is no defeat by itself (9-2-1-1): the drawer's deck decides
        ("自分のターンのドローフェイズでデッキの最後の1枚を引いた。相手のライフは0枚。勝者は?", "opponent"),
    ],
)
def test_9_2_1_2_trap_what_the_draw_left(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner, SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        # whose draw it was is unsaid (counts with no owner are not given to anyone)
        "ドローフェイズで1枚引いたら山札が0枚になった。ライフは3枚。勝ったのはどっち?",
        # an effect's draw of 2, not the turn's draw of 1
        "自分のターンのドローフェイズで、効果で2枚引いてデッキが0枚になった。勝者は?",
        # the phase's owner and the turn told disagree
        "相手のターン、自分のドローフェイズでデッキ最後の1枚を引いた。勝者は?",
    ],
)
def test_6_3_1_drawer_or_draw_unread_withholds(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)
