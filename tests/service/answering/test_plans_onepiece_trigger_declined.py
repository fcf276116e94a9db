"""ONE PIECE CARD GAME: 「トリガーは使わない(として)」 in a battle question (10-1-5-2, 7-1-4-1-1-2).

Seen onepiece-bl-10: 「…自分のライフ4枚だったけど、トリガーは使わないとして何枚になる?」 left the keyword
「トリガー」 unreflected (withheld). Whatever life card is revealed, no 【トリガー】 is activated: the card
goes to the hand as a life card without one does, so the scenario's default life cards give the same outcome
(lexicon: a negated KEYWORD トリガー, like 「トリガー持ちはなかった」). With 【バニッシュ】 the card is
trashed (10-1-3-1); with 【ダブルアタック】 2 life cards go.

Clauses: 10-1-5-2 (a 【トリガー】 not activated), 7-1-4-1-1-2 (the life card is added to the hand),
10-1-3-1, 10-1-2-1.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "相手ターン。相手のリーダー(5000)にドン!!3枚付けてこっちのリーダーにアタックしてきた。こっちのリーダーは"
            "5000で、カウンター+1000のキャラを2枚手札から切った。ブロッカーはいない。自分のライフ4枚だったけど、"
            "トリガーは使わないとして何枚になる?",
            [3],  # 8000 vs 7000: 1 damage
        ),
        (
            "相手のパワー7000のキャラが自分のリーダー(パワー5000)にアタックしてきた。カウンターは使わない。"
            "トリガーも使わないとして、自分のライフ3枚は何枚になる?",
            [2],
        ),
        (
            "相手のパワー7000のキャラが自分のリーダー(パワー5000)にアタックしてきた。カウンターは使わない。"
            "トリガーは使わないとして、自分の手札4枚は何枚になる?",
            [5],  # 7-1-4-1-1-2: the life card goes to the hand
        ),
        (
            # trap: 【バニッシュ】 — the life card is trashed, the hand stays
            "相手のパワー7000の【バニッシュ】持ちキャラが自分のリーダー(パワー5000)にアタックしてきた。"
            "カウンターは使わない。トリガーは使わないとして、自分の手札4枚は何枚になる?",
            [4],
        ),
        (
            # trap: 【ダブルアタック】 — 2 damage
            "相手のパワー7000の【ダブルアタック】持ちキャラが自分のリーダー(パワー5000)にアタックしてきた。"
            "トリガーは使わない。自分のライフ3枚は何枚になる?",
            [1],
        ),
    ],
)
def test_10_1_5_2_trigger_not_activated(question: str, expected: object) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated, [a.fact.text for a in gated.accounting.not_modeled]
    assert v.value == expected
