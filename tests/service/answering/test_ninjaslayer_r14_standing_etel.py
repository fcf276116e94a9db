"""ニンジャスレイヤー round 14: 「立ってるエテル」 is the upright (アンタイ・オジギ) エテル — a countered
コトダマ's cost stays paid (1321.2, 1312.1; plans.ninjaslayer_counter.countered_kotodama).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("立ってるエテル5枚からコスト2のコトダマを撃ったら相手に打ち消された。立ってるエテルは何枚?", 3),
        ("俺の立ってるエテル3枚でコスト3のコトダマを撃った。相手に打ち消された。オジギしてるエテル何枚?", 3),
        (
            "立ってるエテル4枚でコスト1のコトダマを撃ったけど相手に打ち消された。俺の立ってるエテル何枚残ってる?",
            3,
        ),
    ],
)
def test_1321_2_the_cost_paid_stays_paid(question: str, count: int) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == [count], (question, stated, value)


@pytest.mark.parametrize(
    "question",
    [
        # not payable: nothing was entered, so nothing countered
        "立ってるエテル2枚からコスト3のコトダマ撃ったら、相手に打ち消された。立ってるエテル何枚?",
        # neither state asked: the zone still holds every card
        "立ってるエテル4枚からコスト3のコトダマ撃ったら相手に打ち消された。エテルは何枚?",
    ],
)
def test_1321_2_traps_withheld(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated, (question, value)
