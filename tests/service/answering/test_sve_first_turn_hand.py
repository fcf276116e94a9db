"""The first turn's hand (7.2.4, 7.2.4.1, 6.2.1.8): when the question asks the hand count the answer
tells it first — 「先攻1ターン目にドローする?手札は何枚?」 had been answered with the PP only and the
structured verdict read 1; a later turn's hand, which the question does not give, is not simulated.
Several wordings."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        ("先攻1ターン目にドローする?手札は何枚?", 4),
        ("後攻1ターン目のスタートフェイズが終わったら手札は何枚?", 5),
        (
            "先攻取った。初手4枚そのままキープして1ターン目開始。スタートフェイズ終わった時点で手札って何枚?",
            4,
        ),
    ],
)
def test_7_2_4_1_the_first_turns_hand_after_the_start_phase(question: str, hand: int) -> None:
    assert answered(question) in ([hand], None)


def test_7_2_4_a_later_turns_hand_the_question_does_not_give_is_not_simulated() -> None:
    assert answered("先攻3ターン目、手札は何枚になる?") is None


def test_7_2_1_the_first_turns_pp_is_still_told() -> None:
    assert answered("後攻の1ターン目、PPはいくつ?") == [1]
