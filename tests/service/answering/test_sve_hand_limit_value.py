"""The end phase's discard at or under the hand limit (7.4.7, 4.7.3.1): the answer says the count asked
(「何枚捨てる?」 → 0), not only 「捨てません」 next to the limit 7 — the structured verdict had read 7
as the number discarded. Several wordings, and the asked hand size after the end phase."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンのエンドフェイズ、手札が7枚。何枚捨てる?",
        "自分のターンのエンドフェイズ、手札が6枚。何枚捨てる?",
        "ターンプレイヤーの自分、エンドフェイズの時点で手札が5枚。何枚捨てればいい?",
    ],
)
def test_7_4_7_a_hand_at_or_under_the_limit_discards_zero(question: str) -> None:
    assert answered(question) in ([0], None)


def test_7_4_7_the_asked_hand_size_is_the_hand_kept() -> None:
    assert answered("自分のエンドフェイズに手札が7枚。手札は何枚になる?") in ([7], None)


def test_7_4_7_a_hand_over_the_limit_discards_the_excess() -> None:
    assert answered("ターンプレイヤーの自分、エンドフェイズの時点で手札が10枚もある。何枚捨てればいい?") == [
        3
    ]
