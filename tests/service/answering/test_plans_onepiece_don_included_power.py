"""ONE PIECE CARD GAME: an attacker's power told with its DON!! (「リーダーがドン!!込みパワー6000で…」).

Seen onepiece-bi-12: 「相手(ターンプレイヤー)のリーダーがドン!!込みパワー6000で自分のリーダー(パワー5000)に
アタック」. Two things had kept the battle plan off it: the power told after 「が」 was not bound to the card
(the DON!!-included glue took 「(ドン込みでパワー6000)」 only), and the 「!!」 of 「ドン!!」 was taken for a
sentence's end, so the card marked が before it was not found as the attacking card (the asker was seated
as the attacker). The DON!!-included power is the battle power of the turn player's card only (6-5-5-2):
a defender's told 「ドン!!込み」 power is not its power in the opponent's turn, so the plan withholds it.

Clauses: 6-5-5-2 (a given DON!! adds +1000 in its owner's turn), 7-1-3-2-1 (counters), 7-1-4-1.
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
    ("question", "expected"),
    [
        (
            "相手のターン。相手のリーダーがドン!!込みパワー7000で自分のリーダー(パワー5000)にアタック。"
            "カウンターはなし。自分のライフ3枚、何枚残る?",
            [2],
        ),
        (
            "相手のターン。相手のキャラがドン!!込みパワー6000で自分のリーダー(パワー5000)にアタックしてきた。"
            "手札のカウンター+1000のキャラ1枚をトラッシュした。自分のライフ2枚は何枚になる?",
            [1],  # 6000 vs 6000: the attacker wins ties (7-1-4-1)
        ),
        (
            "相手のターン。相手のキャラがドン!!を含めてパワー8000で自分のリーダー(パワー5000)にアタックしてきた。"
            "手札からカウンター+2000のキャラを2枚切った。自分のライフ3枚は何枚になる?",
            [3],
        ),
    ],
)
def test_6_5_5_2_attacker_power_with_don(question: str, expected: object) -> None:
    stated, value = _verdict(question)
    assert stated
    assert value == expected


@pytest.mark.parametrize(
    "question",
    [
        # traps: the defender's DON!!-included power — its DON!! add nothing in the opponent's turn
        "相手のターン。自分のリーダーがドン!!込みパワー6000で、相手のパワー5000のキャラにアタックされた。"
        "カウンターなし。自分のライフ3枚は何枚になる?",
        "相手のパワー5500のキャラが自分のリーダーにアタックしてきた。自分のリーダーはドン!!込みパワー6000。"
        "カウンターなし。自分のライフ3枚は何枚になる?",
        # the same in parentheses (the builder had answered it with the power 6000)
        "相手のパワー5500のキャラが自分のリーダー(ドン込みでパワー6000)にアタックしてきた。カウンターなし。"
        "自分のライフ3枚は何枚になる?",
    ],
)
def test_6_5_5_2_defender_power_with_don_withheld(question: str) -> None:
    stated, _value = _verdict(question)
    assert not stated
