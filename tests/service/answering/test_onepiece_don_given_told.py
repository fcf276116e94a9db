"""ONE PIECE CARD GAME: DON!! given to a card told as 「<card>にはドン!!がN枚しか付いてない」 (10-2-9-1).

Seen batch F: onepiece-bf-19 「今そのキャラにはドン!!が1枚しか付いてない」 had been read as DON!! in the
cost area (the lexicon's don_count took 「しか」) and 「には」 bound no card, so the 【ドン!!×2】 effect was
withheld. The count followed by the attaching verb is the card's DON!! (lexicon don_count, cards' _TO);
a count with no attaching verb is still the cost area's.

Clauses: 10-2-9-1 (【ドン!!×N】: valid only with N or more DON!! given), 6-5-5-1 (giving DON!!).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "onepiece"
SITUATION = "onepiece.plan.can_activate"


def _verdict(question: str) -> tuple[bool, object, str | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "【ドン!!×2】って条件がついてるキャラの効果、今そのキャラにはドン!!が1枚しか付いてない。"
            "この効果は有効?使える?",
            "no",
        ),
        (
            "【ドン!!×3】の【起動メイン】を持つキャラがいて、そのキャラにはドン!!が2枚だけ付いてる。発動できる?",
            "no",
        ),
        (
            "【起動メイン】【ドン!!×2】を持つ自分のキャラ。そのキャラにはドン!!が1枚しか付いてない。この効果使える?",
            "no",
        ),
        ("【ドン!!×2】の【起動メイン】を持つキャラにはドン!!が2枚付いている。発動できる?", "yes"),
        ("【起動メイン】【ドン!!×2】のリーダーにはドン!!が1枚しかついてない。この効果使える?", "no"),
    ],
)
def test_10_2_9_1_don_given_told_with_niha(question: str, value: str) -> None:
    assert _verdict(question) == (True, value, SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        "コストエリアにドン!!が1枚しかない。【ドン!!×2】の【起動メイン】を持つキャラの効果、使える?",
        "ドン!!が2枚だけある。【ドン!!×1】【起動メイン】のキャラの効果は発動できる?",
        "ドン!!が3枚しかないけど、コスト4のキャラは出せる?",
    ],
)
def test_10_2_9_1_a_count_not_given_stays_the_cost_areas(question: str) -> None:
    reading = read(question, GAME)
    assert not [f for f in reading.of(Role.STAT) if f.concept == "don"]
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)
