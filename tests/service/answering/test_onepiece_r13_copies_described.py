"""Round 13 (onepiece): copies of one card told with its text in parentheses between the noun and the
count (plans/onepiece_copies `_COUNT`).

「同じキャラ(【起動メイン】【ターン1回】)を2体並べてる。1体目の効果を使った。もう1体の効果も使える?」
had been stated 'no' — the count unread, the two copies run as one card. Each card is its own card and
【ターン1回】 limits each once (10-2-13-1, 10-2-13-2). Traps: the same copy used again, a use naming no
copy.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        "同じキャラ(【起動メイン】【ターン1回】)を場に2体出してる。1体目の効果を使った。2体目の効果も使える?",
        "yes",
    ),
    (
        "同名のキャラ(【起動メイン】【ターン1回】)を2枚並べてる。片方の効果を使った。もう片方の効果も使える?",
        "yes",
    ),
    ("同じキャラ(【起動メイン】【ターン1回】)が2体いる。1体目の効果を使った。もう1体の効果は使える?", "yes"),
]

TRAPS = [
    # the same copy again (10-2-13-1)
    (
        "同じキャラ(【起動メイン】【ターン1回】)が2体いる。1体目の効果を使った。そのキャラの効果をもう一回使える?",
        ("no",),
    ),
    (
        "同じキャラ(【起動メイン】【ターン1回】)が2体いる。1体目の効果を使った。2体目の効果を使った。"
        "1体目の効果をもう一回使える?",
        ("no",),
    ),
    # which copy was used is unsaid
    ("同じキャラ(【起動メイン】【ターン1回】)が2体いる。効果を使った。もう一回使える?", ()),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_10_2_13_2_each_copy_described_in_parentheses_is_its_own(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_10_2_13_2_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
