"""Tokens put onto a told field, the field's total asked (family seen in batches I, K, M and blind Q,
sve-bq-18; 4.4.4.2, 9.1.1.1): 「効果の後に自分の場のカードは全部で何枚?」 asks the field's cards after the
tokens, which only as many tokens as fit onto its 5 cards join. The ask with 「全部で/合計で/あわせて」
had withheld; the conclusion now says the field's total itself (「自分の場のカードは5枚になります」) —
before, the stated 5 had been 'said' only by the limit's 5.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分の場にフォロワー3体とアミュレット1枚。ここで「『フェアリー』を3体出す」効果を使ったら、効果の後に"
         "自分の場のカードは全部で何枚?", 5),
        ("自分の場にフォロワー3体とアミュレット1枚。「『フェアリー』を3体出す」効果を使ったら、"
         "自分の場のカードは何枚?", 5),
        ("自分の場にフォロワー2体。「『フェアリー』を2体出す」を使った後、自分の場のカードは合計で何枚?", 4),
        ("自分の場にカード2枚。「トークンを2体出す」を使ったら、場のカードはあわせて何枚?", 4),
    ],
)  # fmt: skip
def test_4_4_4_2_the_fields_total_after_tokens(question: str, value: int) -> None:
    stated, got, summary = situated(question, GAME)
    assert stated and got == [value]
    assert f"自分の場のカードは{value}枚" in summary


@pytest.mark.parametrize(
    "question",
    [
        # the field told is the opponent's: which field the tokens join is not the told one
        "相手の場にフォロワー3体。「『フェアリー』を3体出す」効果を使ったら、自分の場のカードは全部で何枚?",
        # the followers asked, not the cards: the amulet is no follower
        "自分の場にフォロワー3体とアミュレット1枚。「『フェアリー』を3体出す」効果を使ったら、場のフォロワーは全部で何体?",
    ],
)  # fmt: skip
def test_4_4_4_2_another_count_than_the_fields_cards_is_withheld(question: str) -> None:
    stated, _value, _summary = situated(question, GAME)
    assert not stated


def test_9_1_1_1_the_tokens_made_stay_the_answer_to_how_many_come_out() -> None:
    stated, got, _summary = situated(
        "自分の場にフォロワー4体。「『フェアリー』を2体出す」を使った。何体出る?", GAME
    )
    assert stated and got == [1]
