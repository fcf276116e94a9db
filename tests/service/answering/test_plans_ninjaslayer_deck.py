"""ニンジャスレイヤー `deck_legal` plan (`plans/ninjaslayer_deck.py`): a deck against its format (402).

402.4a-c (コンストラクテッド戦: 50 cards, 4 per name and 二つ名, 16 ウケミ) and 402.3a-c (ブリッツシールド戦:
the 40 cards of 5 packs, no copy or ウケミ limit). A deck stated legal needs every limited count told.
Traps: a count the format limits left out, two sizes, no format — withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("コンストラクテッド戦のデッキ50枚、ウケミ持ちが強いから17枚入れたいんだけどこれって合法?", "no"),
        ("コンストラクテッド戦で、51枚のデッキって使える?", "no"),
        (
            "コンストラクテッド戦用のデッキ、50枚ちょうどで同名カードは全部4枚以下なんだけど、ウケミ持ちのカードが合計17枚入ってる。"
            "これ大会で使える?",
            "no",
        ),
        (
            "ブリッツシールド戦で、5パック開けて出た40枚だけでデッキ組んだら、同じカード名・同じ二つ名のやつが5枚、"
            "ウケミ持ちが合計20枚になった。このデッキのままで問題ない?",
            "yes",
        ),
        (
            "コンストラクテッド用にデッキ作った。ちょうど50枚、同じカード名・同じ二つ名のカードは最大でも4枚、ウケミ持ちは合計16枚。"
            "これ大会で使える構築?",
            "yes",
        ),
        (
            "コンストラクテッド戦用のデッキ、50枚ちょうどで同名カードは5枚入ってる、ウケミ持ちは合計10枚。これ使える?",
            "no",
        ),
    ],
)
def test_402_the_deck_against_its_format(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "コンストラクテッド戦で、50枚のデッキって使える?",
        "ブリッツシールド戦で、5パック開けて出た40枚にもう1枚足して41枚でデッキ組んだ。問題ない?",
        "ブリッツシールド戦で、ウケミ持ちが合計20枚のデッキって問題ない?",
        "デッキ50枚、ウケミ持ち17枚って合法?",
    ],
)
def test_402_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
