"""Shadowverse Evolve: a damage to each leader (1.3.4.1) when both reach 0 at once is a draw (11.2.1,
1.2.2) — seen in blind batches I, J, N, O. The two leaders' 体力 are told in ways the shared reader left
open (`plans/sve_quote.told_health`, the sve REREAD):

* 「自分のリーダー体力3、相手は2」: the bare number after 「相手は」, in the list a 体力 opened, is the
  opponent's leader's 体力;
* 「自分のリーダーも相手のリーダーも体力3」: one 体力 told of both leaders.
"""

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
            "自分のターンに「お互いのリーダーに3ダメージ」ってスペル撃ったんだけど、そのとき自分のリーダー体力3、相手は2だった。"
            "これってどっちの勝ち?(自分目線で)",
            "draw",
        ),
        (
            "自分のターンに自分が使ったスペルが『お互いのリーダーに4ダメージ』。この時点で自分のリーダーの体力は3、相手は2。"
            "これってどっちの勝ちになるの?(自分視点で)",
            "draw",
        ),
        (
            "自分のターン中の話。自分のリーダーも相手のリーダーも体力3。自分が「各リーダーに3ダメージ」のスペルを撃ったら、どっちの勝ち?",
            "draw",
        ),
        # the elided value changes the answer: the opponent survives at 2
        (
            "自分のターンに「お互いのリーダーに3ダメージ」のスペルを撃った。自分のリーダーの体力3、相手は5。どっちの勝ち?",
            "opponent",
        ),
        # both at 5: nobody loses
        (
            "自分のリーダーも相手のリーダーも体力5。自分が「各リーダーに3ダメージ」のスペルを撃ったら、勝敗は?",
            "none",
        ),
    ],
)
def test_1_2_2_each_leaders_told_health(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        # 「相手はデッキ2枚」: a count with its unit is no 体力; the opponent's 体力 is not told
        "自分のリーダー体力3、相手はデッキ2枚。「お互いのリーダーに3ダメージ」を撃ったらどっちの勝ち?",
        # a follower's 体力 opened the list: 「相手は2」 is no leader's 体力
        "自分のフォロワーの体力3、相手は2。自分のターンに「お互いのリーダーに3ダメージ」を撃ったらどっちの勝ち?",
        # no 体力 opened the list: 「相手は2」 binds to nothing
        "自分のデッキは5枚、相手は2。「お互いのリーダーに3ダメージ」を撃ったらどっちの勝ち?",
    ],
)
def test_1_2_2_an_elided_value_not_a_health_is_withheld(question: str) -> None:
    assert not verdict(question).stated
