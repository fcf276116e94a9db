"""Shadowverse Evolve: a keyword's rule restated as an aside (「オーラって選ばれないやつだよね?」「威圧って
選べないんだっけ?」) is no card and no act (`sve_quote.keyword_aside`), so the question is planned from
the card that has the keyword — seen in blind batches F, H, J, L, O. 【オーラ】 forbids only choosing by
cards and abilities: the follower may be attacked (12.15.2, 12.15.2.1); 【威圧】 forbids only attack
targets: a spell may choose it (12.12.2)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場に【オーラ】持ってるフォロワーがアクト状態で寝てる。オーラって選ばれないやつだよね? "
            "自分のフォロワーでこいつに攻撃しに行ける?",
            "yes",
        ),
        (
            "相手のアクト状態の【オーラ】持ちフォロワー。オーラって選ばれないんだよね?"
            "前のターンからいる自分のフォロワーでそいつを攻撃できる?",
            "yes",
        ),
        (
            "相手の【威圧】持ちフォロワーに、自分の「相手のフォロワー1体を選ぶ。それに3ダメージ」ってスペルを撃ちたい。"
            "威圧って選べないんだっけ?",
            "yes",
        ),
        # facts that change the answer: a standing target (8.4.3.1), a spell choosing 【オーラ】 (12.15.2)
        (
            "相手の場に【オーラ】持ってるフォロワーがスタンド状態でいる。オーラって選ばれないやつだよね? "
            "自分のフォロワーでこいつに攻撃しに行ける?",
            "no",
        ),
        (
            "相手の【オーラ】持ちフォロワーに、自分の「相手のフォロワー1体を選ぶ。それに3ダメージ」ってスペルを撃ちたい。"
            "オーラって選べないんだっけ?",
            "no",
        ),
    ],
)
def test_12_15_2_1_a_keywords_rule_restated_is_no_fact(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


def test_12_12_2_an_aside_about_a_keyword_no_card_has_is_withheld() -> None:
    assert not verdict("相手のアクト状態のフォロワーに攻撃できる?威圧って選べないんだっけ?").stated
