"""ONE PIECE CARD GAME plans: whether a 【起動メイン】 effect's quoted activation cost can be paid
(plans/onepiece_cost.py).

Clauses: 8-3-1-3 (a cost any part of which cannot be paid is not paid at all — 「①だけ払って」 is no
activation), 8-3-1-5 (①N rests N active DON!!), 8-3-1 (「手札をN枚捨てる」), 10-2-10-1 (ドン!!-N returns
DON!! of the field: the cost area's and those given to cards). The traps hold what the plan cannot
settle (the opponent's card, DON!! given to cards left unsaid for a ドン!!-N, the active DON!! unsaid
for ①) and stay withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "【起動メイン】で発動コストが「①、手札1枚を捨てる」の効果を持つキャラがいる。アクティブのドン!!は3枚ある"
            "けど手札が0枚。ドン!!だけ払って効果だけ使うってできる?",
            "no",
        ),
        (
            "自分のキャラの【起動メイン】の発動コストが「①、手札1枚を捨てる」。アクティブのドン!!は1枚あるけど手札は0枚。"
            "①だけ払って効果を使うことってできる?",
            "no",
        ),
        (
            "起動メインの発動コストが「①、手札1枚を捨てる」。アクティブのドン!!は2枚、手札は3枚。発動できる?",
            "yes",
        ),
        (
            "起動メインの発動コストが「②、手札1枚を捨てる」。アクティブのドン!!は1枚、手札は2枚。発動できる?",
            "no",
        ),
        (
            "「ドン!!-2」がコストの起動メイン効果を使いたい。コストエリアにはドン!!が1枚だけで、あと1枚はリーダーに"
            "付与してある。これでコスト払える?",
            "yes",
        ),
        (
            "「ドン!!-2」がコストの起動メイン効果を使いたい。コストエリアにはドン!!が1枚だけ。これでコスト払える?",
            "no",
        ),
    ],
)
def test_8_3_1_3_a_cost_is_paid_whole_or_not_at_all(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can
    assert situation == "onepiece.plan.activation_cost"


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラの【起動メイン】の発動コストが「①、手札1枚を捨てる」。相手のアクティブのドン!!は1枚、手札は0枚。"
        "発動できる?",
        "「ドン!!-2」のコストの起動メイン効果。コストエリアにドン!!が1枚。払える?",  # given DON!! unsaid
        "起動メインの発動コストが「①、手札1枚を捨てる」。手札は2枚。発動できる?",  # active DON!! unsaid
    ],
)
def test_10_2_10_1_a_resource_left_unsaid_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated
