"""ONE PIECE CARD GAME 10-2-13-2: 【ターン1回】 limits each card with the effect once — a second copy told
is its own card (plans/onepiece_copies.py, plans/onepiece_activate._copies, engine onepiece/activate.py).

Blind batch S onepiece-bs-19 (「同じキャラを2枚並べてる。1枚目の効果をもう使った…2枚目の方の効果も使える?」)
had been stated 'no': the plan ran both uses on one card. Each use now runs on the copy it names
(an ordinal, 片方/もう片方, 別の/ほかの, 同じ…); a use naming no copy among several withholds.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"
SITUATION = "onepiece.plan.can_activate"


def _verdict(question: str) -> tuple[bool, object, str | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else None


@pytest.mark.parametrize(
    "question",
    [
        "【起動メイン】【ターン1回】の効果を持つ同じキャラを2枚並べてる。1枚目の効果をもう使ったんだけど、"
        "このターン中に2枚目の方の効果も使える?",
        "【ターン1回】の【起動メイン】効果を持つキャラが場に2体いる。片方の効果を使ったあと、もう片方の効果も使える?",
        "【ターン1回】の【起動メイン】を持つキャラが2体いる。1体目で使ったあと、2体目でも使える?",
        "【起動メイン】【ターン1回】のキャラを3体並べた。1体目の効果を使って、2体目の効果も使った。3体目の効果も使える?",
        "【ターン1回】【起動メイン】のキャラが場に2体。2体目の効果を使ったあと、1体目の効果は使える?",
        # 「もう1体の」: the other copy, not a count (lexicon onepiece other_copy)
        "同じ【ターン1回】の【起動メイン】を持つキャラを2体出してる。1体目で効果を使った。もう1体の効果も使える?",
        "【ターン1回】の【起動メイン】を持つキャラが2体いる。片方で使った。もう1体の方でも使える?",
    ],
)
def test_10_2_13_2_another_copy_is_its_own_card(question: str) -> None:
    assert _verdict(question) == (True, "yes", SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        # the same copy again (10-2-13-1, 10-2-13-3)
        "【起動メイン】【ターン1回】のキャラを2体出してる。1体目の効果を使った後、同じ1体目の効果をもう一度使える?",
        "【ターン1回】の【起動メイン】を持つキャラが2体いる。1体目で使ったあと、1体目でまた使える?",
        "【ターン1回】の【起動メイン】を持つキャラが2体いる。片方で使ったあと、同じキャラでもう一度使える?",
        "【ターン1回】【起動メイン】を持つキャラを2体並べてる。1枚目で効果を使い、そのあと2枚目で使った。2枚目でもう一回使える?",
    ],
)
def test_10_2_13_1_the_same_copy_not_again(question: str) -> None:
    assert _verdict(question) == (True, "no", SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        # the use asked names no copy: which card it is decides
        "【ターン1回】の【起動メイン】を持つキャラが2体いる。片方で使った。もう一度使える?",
        "【起動メイン】【ターン1回】のキャラを2体出してる。1体目の効果を使った。もう一度使える?",
        # the opponent's copies (10-2-2-1: the turn player's effect)
        "相手の【ターン1回】の【起動メイン】を持つキャラが2体いる。1体目で使ったあと、2体目でも使える?",
        # one use told of two copies: not read per copy
        "【ターン1回】の【起動メイン】を持つキャラが3体いる。1体目と2体目で使った。もう1体の効果は使える?",
        # a copy's state said before the ask (its cost might rest it: not read)
        "【ターン1回】の【起動メイン】のキャラが2体いる。1体目で使った。2体目はレストだけど使える?",
        # 【ドン!!×N】 on each copy: the DON!! given to each are not read
        "【ドン!!×1】【ターン1回】の【起動メイン】を持つキャラが2体いる。1体目で使ったあと、2体目でも使える?",
    ],
)
def test_10_2_13_2_copy_unread_withholds(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)
