"""ニンジャスレイヤー round 14: 「手札をN枚捨てて、M枚ドローしてもよい」 with fewer cards in hand at its
resolution (「解決時に手札が1枚」) — asked as paying part of the cost (「1枚だけ捨てて2枚引くのはあり?」).
1203.7: the discard is a cost; 1203.2: a cost not carried out in full is not paid, and the draw is not
carried out (plans.ninjaslayer_optional; ASK can 「…のはあり?」). Traps: the hand told at another moment,
a partial count no smaller than the cost.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"
_TEXT = "「手札を2枚捨てて、2枚ドローしてもよい。」"


@pytest.mark.parametrize(
    "question",
    [
        f"コトダマ{_TEXT}を撃った。解決時に手札が1枚しかないけど、1枚だけ捨てて2枚引くのはあり?",
        "「手札を2枚捨てて、3枚ドローしてもよい。」のコトダマを撃った。解決時に手札は1枚。1枚だけ捨てて3枚引ける?",
        "コトダマ「手札を3枚捨てて、2枚ドローしてもよい。」を撃ったら、解決時の手札は2枚だった。2枚だけ捨てて2枚ドロー"
        "できる?",
    ],
)
def test_1203_2_a_cost_paid_in_part_is_not_paid(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == "no", (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # the hand told after the cast with no moment: before or after the cast is not plain
        (f"コトダマ{_TEXT}を撃った。手札は1枚。1枚だけ捨てて2枚引くのはあり?", (None, "no")),
        # 3 is no part of a cost of 2
        (f"コトダマ{_TEXT}を撃った。解決時に手札が1枚。3枚だけ捨てて2枚引くのはあり?", (None,)),
    ],
)
def test_1203_2_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, value, _summary = situated(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
