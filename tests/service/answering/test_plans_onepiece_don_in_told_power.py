"""ONE PIECE CARD GAME: a told power that may already include the card's DON!! (round 9, onepiece-bq-04).

「ドン1枚付けたパワー6000のリーダー」 was run as 6000 printed + 1000 (7000 vs 7000 with the +2000
counter: a hit at 0 life, 'self wins'); the asker meant 6000 with the DON!! (6000 < 7000: no damage).
Askers write both (onepiece-bq-05 meant the printed power in the same shape), so a power told next to
DON!! the card already has is run both ways and stated only when both end alike
(`scenarios/onepiece_either`). DON!! given after the power was told (「パワー5000のリーダーにドン!!を
2枚付けて」) or a printed power (「元々パワー5000」) leave no doubt.

Clauses: 6-5-5-2 (+1000 per DON!! given, in its owner's turn), 7-1-4-1 / 7-1-4-2 (the comparison),
7-1-3-2-1 (counters), 1-2-1-1-1 (damage at 0 life).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from tests.service.answering.audit_data import situated

GAME = "onepiece"


@pytest.mark.parametrize(
    "question",
    [
        # the Q question: 7000 vs 7000 (a hit, a win) or 6000 vs 7000 (no damage)
        "相手ライフ0でリーチ!ドン1枚付けたパワー6000のリーダーで相手リーダー(5000)に殴りにいったら、相手が"
        "手札から2000カウンターを捨ててきた。ブロックはなし。このアタックでゲーム終わる?終わるならどっちの"
        "勝ち?(聞いてるのは殴った自分)",
        "相手のライフは0枚。ドン!!1枚付けたパワー5000のリーダーで相手リーダー(パワー5000)にアタックしたら、"
        "カウンター+1000を使われた。勝てる?",
        "ドン!!を2枚つけてるパワー7000のキャラで相手のリーダー(パワー8000)を殴った。カウンターなし。"
        "相手のライフ3枚は何枚になる?",
        "俺のキャラ(パワー6000、ドン!!1枚付き)で相手のレストのキャラ(パワー7000)にアタック。カウンターなし。"
        "KOできる?",
        # the defender's: DON!! add nothing in the attacker's turn, but the told 6000 may include one
        "相手のキャラ(パワー6000、ドン!!1枚付き)にこっちのパワー5000のリーダーでアタック。カウンターなし。KOできる?",
        "ドン!!を1枚付けて、パワー5000のリーダーで相手のリーダー(パワー6000)にアタック。カウンターなし。"
        "相手のライフ2枚は何枚?",
    ],
)
def test_6_5_5_2_a_power_that_may_include_the_don_is_withheld_when_the_readings_differ(
    question: str,
) -> None:
    stated, _value, _summary = situated(question, GAME)
    assert not stated


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 9000 vs 7000 or 7000 vs 7000: a hit either way
        (
            "ドン!!2枚付きのパワー7000のキャラで相手のリーダー(パワー5000)にアタック。相手はカウンター+2000を"
            "1枚使った。相手のライフ3枚は何枚になる?",
            [2],
        ),
        # 7000 vs 5000 or 6000 vs 5000
        (
            "ドン1枚付けたパワー7000のリーダーで相手のリーダー(パワー5000)にアタック。カウンターなし。"
            "相手のライフ3枚は何枚?",
            [2],
        ),
        # 5000 vs 8000 or 4000 vs 8000: no hit either way
        (
            "ドン!!1枚付けたパワー5000のキャラで相手のリーダー(パワー8000)にアタック。カウンターなし。"
            "相手のライフ2枚は何枚?",
            [2],
        ),
    ],
)
def test_6_5_5_2_a_power_that_may_include_the_don_is_stated_when_both_readings_agree(
    question: str, expected: object
) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == expected
    _gated, note = situate(question, GAME)
    assert note is not None and "両方の読み方" in note  # the answer says both readings were run


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "自分のターンです。パワー5000のリーダーにドン!!を2枚付けて、相手のレストしてるパワー7000のキャラに"
            "アタックしました。相手はブロッカーもカウンターも使わず。このキャラってKOできますか?",
            True,
        ),
        (
            "俺のリーダー(元々パワー5000)にドン1枚付いてる。相手のパワー6000のキャラにアタック、相手はカウンターなし。KOできる?",
            True,
        ),
        (
            "パワー4000のキャラに、ドン!!3枚付けて相手のレストのキャラ(パワー7000)に攻撃したらKOできる?",
            True,
        ),
    ],
)
def test_6_5_5_2_don_given_after_the_power_or_a_printed_power_is_stated(
    question: str, expected: object
) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == expected
