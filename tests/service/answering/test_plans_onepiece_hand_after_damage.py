"""ONE PIECE CARD GAME: the hand after a battle's damage, the hand size written without 枚 (7-1-4-1-1-2).

Seen onepiece-bm-08: 「受ける前の自分はライフ4・手札5」 — 「ライフ4」 was read (common's life takes no 枚) but
「手札5」 stayed a bare number (withheld). The onepiece lexicon's hand entry takes 「手札5」 closed by a list
mark or the clause's end. A life card taken by damage goes to the hand (7-1-4-1-1-2); with 【バニッシュ】 it
is trashed (10-1-3-1); 【ダブルアタック】 deals 2 (10-1-2-1); a weaker attacker deals none (7-1-4-2).
「手札5で受けた」 names no player (withheld).
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
            "相手のターン、相手の【バニッシュ】持ちのパワー6000キャラが自分のパワー5000のリーダーにアタックしてきて、"
            "カウンターせずに通した。受ける前の自分はライフ4・手札5。ダメージ処理が終わった後の自分の手札は何枚?",
            [5],  # 10-1-3-1: the life card is trashed
        ),
        (
            "相手のパワー7000のキャラに自分のリーダー(パワー5000)がアタックされた。カウンターなし、トリガーもなし。"
            "自分はライフ3・手札4。バトル後の自分の手札は何枚?",
            [5],
        ),
        (
            "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックして通った。相手はライフ2、手札3。"
            "トリガーは使わない。相手の手札は何枚になる?",
            [4],
        ),
        (
            # trap: 【ダブルアタック】 — 2 life cards to the hand
            "相手のパワー7000の【ダブルアタック】持ちキャラが自分のリーダー(パワー5000)にアタックしてきた。"
            "カウンターなし、トリガーもなし。自分のライフ3・手札2。バトル後の自分の手札は何枚?",
            [4],
        ),
        (
            # trap: the attacker is weaker — no damage
            "相手のパワー4000のキャラが自分のリーダー(パワー5000)にアタックしてきた。自分のライフ3・手札2。"
            "バトル後の自分の手札は何枚?",
            [2],
        ),
    ],
)
def test_7_1_4_1_1_2_hand_after_damage(question: str, expected: object) -> None:
    stated, value = _verdict(question)
    assert stated
    assert value == expected


def test_7_1_4_1_1_2_unowned_hand_withheld() -> None:
    stated, _value = _verdict(
        "相手のパワー7000のキャラが自分のリーダー(パワー5000)にアタックしてきた。手札5で受けた。"
        "カウンターは使わない、トリガーもなし。自分の手札は何枚になる?"
    )
    assert not stated
