"""Shadowverse Evolve: a use denied is every scenario's default (seen in blind batches G, J, N, O):
「PP(最大値)を増やすカードとかは何も/一切使ってない」 (lexicon NEUTRAL none_used) and 「(クイックは使わない)」
(`sve_quote.denied_use`: the use is no fact, the keyword named is denied) — so the PP of the asker's
Nth turn (7.2.1, 7.2.2) and the non-turn player's hand at the end of a turn (7.4.7) are answered.
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
            "後攻です。自分の4ターン目のスタートフェイズ後って、PPいくつ使える?PP増やすカードとかは一切使ってない前提で",
            [4],
        ),
        (
            "後攻です。PP最大値を増やすカードとかは何も使ってない状態で、自分の3回目のターンのスタートフェイズが終わった時点で"
            "PPっていくつある?",
            [3],
        ),
        (
            "後攻です。自分にとって3回目のターンのスタートフェイズが終わった時点で、PPっていくつ使える? "
            "PP最大値を増やすカードとかは使ってない",
            [3],
        ),
        (
            "相手のターンのエンドフェイズ。非ターンプレイヤーの自分は手札が9枚ある。手札上限7枚だけど、"
            "このターンの終わりに自分の手札は何枚になる?(クイックは使わない)",
            [9],
        ),
    ],
)
def test_7_2_1_nothing_used_is_the_default(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        # a PP card used: not modelled
        "後攻です。PP最大値を増やすカードを1枚使った。自分の3回目のターンのスタートフェイズが終わった時点でPPっていくつある?",
        # a resource said unused decides which of PP/EP pays (12.2.3): never read as 'nothing used'
        "PP3、EP2。進化コスト2の進化をEPを使わずに払ったら、残りPPは?",
        # the opponent's turn asked
        "相手は後攻。相手の3回目のターンのスタートフェイズ後、相手のPPはいくつ?PP増やすカードは使ってない",
    ],
)
def test_7_2_1_a_use_told_is_withheld(question: str) -> None:
    assert not verdict(question).stated
