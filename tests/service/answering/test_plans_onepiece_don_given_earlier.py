"""ONE PIECE CARD GAME plans: a leader told with its printed power and the DON!! given in an earlier turn
(「自分のリーダーは元々パワー5000で、前の自分のターンに付けたドン!!が1枚付いたまま」), read onto that
leader (onepiece_cards: 「元々」 between the card and its power, the DON!! given earlier to the sentence's
topic card).

Clauses: 6-5-5-2 (DON!! given add 1000 only during their owner's turn: none in the opponent's turn),
7-1-4-1 (the attacker wins the battle when its power is at least the attacked card's), 7-1-4-1-1
(a leader losing the battle takes 1 damage). The traps: the owner's own turn (the DON!! count) and
an attacker whose power is unsaid (withheld).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "今は相手のターン。自分のリーダーは元々パワー5000で、前の自分のターンに付けたドン!!が1枚付いたまま。"
            "相手がパワー7000のキャラで自分のリーダーにアタックしてきたので、手札からカウンター2000のキャラを切った。"
            "ブロックはなし。自分のライフは3枚だったけど、バトル後何枚?",
            2,
        ),
        (
            "今は相手のターン。自分のリーダーはもともとパワー5000で、前の自分のターンに付けたドン!!が2枚付いたまま。"
            "相手がパワー6000のキャラで自分のリーダーにアタックしてきた。ブロックもカウンターもなし。"
            "自分のライフは2枚だったけど、バトル後何枚?",
            1,
        ),
        (
            "相手のターン。自分のリーダーは元々パワー6000で、前のターンにつけたドン!!が1枚付いたまま。相手がパワー6000の"
            "キャラで自分のリーダーにアタックしてきた。ブロックなし、カウンターなし。自分のライフは4枚、バトル後は何枚?",
            3,
        ),
    ],
)
def test_6_5_5_2_dons_given_earlier_add_nothing_in_the_opponents_turn(question: str, life: int) -> None:
    stated, value = _verdict(question)
    assert stated and value == [life]


def test_6_5_5_2_dons_given_count_in_the_owners_turn() -> None:
    stated, value = _verdict(
        "自分のターン。自分のリーダーは元々パワー5000で、このターンに付けたドン!!が2枚付いてる。"
        "相手のパワー6000のキャラにアタックした。ブロックもカウンターもなし。相手のキャラはKOされる?"
    )
    assert not stated or value is True


def test_7_1_4_1_an_attacker_of_unsaid_power_is_withheld() -> None:
    stated, _value = _verdict(
        "今は相手のターン。自分のリーダーは元々パワー5000で、前の自分のターンに付けたドン!!が1枚付いたまま。"
        "相手のキャラが自分のリーダーにアタックしてきた。自分のライフは3枚だったけど、バトル後何枚?"
    )
    assert not stated
