"""ONE PIECE CARD GAME: a battle whose revealed life cards are told to have no 【トリガー】
(「めくれたライフにトリガー持ちはなし」), and an attack told gone through as 「…に通しました」 (round 9,
family of onepiece-bh-05, -bl-03, -bn-03, -bq-06).

The attack builder had placed a 【トリガー】 life card whenever the word トリガー appeared (the gate then
withheld: the question says no card has one); a life card with no 【トリガー】 goes to the hand
(7-1-4-1-1-2), as a declined one does (10-1-5-2), so none is placed. 「相手リーダーに通しました」 tells
the battle won (7-1-4-1) like 「通った」.

Clauses: 7-1-4-1-1-2, 7-1-4-1-1-3 / 10-1-2-1 (【ダブルアタック】), 10-1-5-2.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "ダブルアタック持ちのキャラで相手リーダーに通しました。相手はライフ4枚、手札3枚で、めくれたライフに"
            "トリガー持ちはなし。このアタックの後の相手の手札って何枚?",
            [5],
        ),
        (
            "相手のリーダーにダブルアタック持ちで通しちゃった。相手ライフ3枚、トリガーなし。相手のライフ何枚?",
            [1],
        ),
        (
            "俺のパワー6000のキャラで相手のリーダー(パワー5000)にアタック。カウンターなし。相手はライフ2枚、"
            "手札1枚、めくれたカードにトリガーもなかった。相手の手札は何枚?",
            [2],
        ),
    ],
)
def test_7_1_4_1_1_2_a_life_card_with_no_trigger_goes_to_the_hand(question: str, expected: object) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == expected


@pytest.mark.parametrize(
    "question",
    [
        # an ask, not a told result: nothing says the attack went through
        "パワー5000のキャラで相手リーダー(パワー6000)に通した?相手のライフ3枚は何枚?",
        # a condition: 「通したら」 is no result either, and the powers are unsaid
        "俺のキャラで相手のリーダーに通したら、相手のライフ2枚は何枚になる?",
        # the trigger card told activated: the card is not added to the hand (10-1-5-1)
        "ダブルアタック持ちのキャラで相手リーダーに通しました。相手はライフ4枚、手札3枚で、めくれたライフは"
        "トリガー持ちで、相手はトリガーを発動した。相手の手札は何枚?",
    ],
)
def test_7_1_4_1_gone_through_asked_or_a_trigger_activated_is_not_the_plain_hand(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value not in ([5], [2], [1])
