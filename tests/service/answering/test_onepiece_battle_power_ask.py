"""ONE PIECE CARD GAME: a battle asked for a card's power is not answered by a count the battle does
not report (6-5-5-2).

Found by blind batch L onepiece-bl-07 (「…前の自分のターンに付けたドン!!が2枚付いたまま。いま相手のターンで、
相手がパワー5000のキャラでこのキャラ(レスト)にアタックしてきた。この時点のこっちのキャラのパワーっていくつ?」,
4000): the battle plan ran the attack and stated [1] for 「いくつ」, a number its headline never counts (it
shows only life, hand, deck or trash). A number asked when the battle shows none of those is now not
answered by that plan (withheld, or answered by a plan that reads the power); the attack plan's power
answers (DON!! adds power only in its owner's turn) stay stated.

Clauses: 6-5-5-2 (an attached DON!! gives +1000 power during its owner's turn only).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "power"),
    [
        (
            "自分のキャラ(元々のパワー4000)には、前の自分のターンに付けたドン!!が2枚付いたまま。いま相手のターンで、"
            "相手がパワー5000のキャラでこのキャラ(レスト)にアタックしてきた。この時点のこっちのキャラのパワーっていくつ?",
            4000,
        ),
        (
            "自分のキャラ(元々のパワー3000)に、前の自分のターンに付けたドン!!が1枚付いたまま。相手のターンに、"
            "相手がパワー6000のキャラでこのキャラ(レスト)にアタックしてきた。今のこっちのキャラのパワーはいくつ?",
            3000,
        ),
        (
            "自分のキャラ(元々のパワー5000)には前の自分のターンに付けたドン!!が2枚付いている。相手のターンで、"
            "相手がパワー7000のキャラでこのキャラ(レスト)にアタックしてきた。このときのこっちのキャラのパワーはいくつ?",
            5000,
        ),
    ],
)
def test_6_5_5_2_power_asked_in_a_battle_is_not_a_battle_count(question: str, power: int) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [power]


@pytest.mark.parametrize(
    ("question", "power"),
    [
        (
            "自分のキャラ(パワー4000)にドン!!が2枚付いている。相手のターンに相手のパワー5000のキャラがこのキャラ(レスト)に"
            "アタックしてきた。このキャラのパワーはいくつ?",
            4000,
        ),
        (
            "相手のターン中、ドン!!が1枚付与された自分のパワー3000のレストのキャラに、相手のパワー4000のキャラが"
            "アタックしてきた。自分のキャラのパワーはいくらになる?",
            3000,
        ),
    ],
)
def test_6_5_5_2_power_in_the_opponent_turn_still_stated(question: str, power: int) -> None:
    assert _verdict(question) == (True, [power])
