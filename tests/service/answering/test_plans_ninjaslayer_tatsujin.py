"""ニンジャスレイヤー `tatsujin_unpaid` plan (`plans/ninjaslayer_tatsujin.py`).

1404.2: the タツジン・コスト is an additional cost the player chooses to pay; unpaid, the card enters
for its コスト (1204.2g-1: paid from the アンタイ・オジギ エテル). Traps: the エテル short of the コスト
itself (stated: no), the タツジン・コスト paid, the opponent's turn, a コトダマ, an エテル told without
the card's コスト, part of the エテル bowed — the last five withheld by this plan.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else ""


@pytest.mark.parametrize(
    "question",
    [
        "タツジン持ちのキャラって、タツジン・コスト払わずに普通のコストだけでエントリーしてもいいの?",
        "タツジン持ちのキャラを出したいけど、エテルが足りなくてタツジン・コストまでは払えない。本体のコストだけ払って普通に出すのってアリ?",
        "タツジン付きのコスト3のカードがあって、エテルは縦3枚だけでタツジン・コストまでは払えない。"
        "タツジン・コスト無しで普通にコスト3だけ払ってエントリーしていいの？",
        "コスト2でタツジン・コスト2のタツジン持ちのキャラ、エテル縦2枚で、タツジン払わずにエントリーしていい?",
        "タツジン持ちのキャラを、タツジン・コスト無しでコストだけ払って出せる?",
    ],
)
def test_1404_2_the_tatsujin_cost_may_be_left_unpaid(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert (stated, value) == (True, "yes")
    # a タツジン・コスト told with the エテル is also `entry_cost`'s (tried first), the same verdict
    assert situation in ("ninjaslayer.plan.tatsujin_unpaid", "ninjaslayer.plan.entry_cost")


def test_1204_2g_1_the_etel_short_of_the_cost_itself_cannot_enter_it() -> None:
    stated, value, _ = _verdict(
        "エテルが2枚しかないけど、タツジン払わずにコスト3のタツジン持ちのキャラ出せる?"
    )
    assert (stated, value) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "タツジン持ちのキャラ、タツジン・コストを払ってエントリーできる?",
        "相手のターン中に、タツジン持ちのキャラをタツジン払わずに出せる?",
        "手札のタツジン付きのコトダマ、タツジン払わずに撃てる?",
        "エテルは縦3枚。タツジン持ちのキャラをタツジン・コスト払わずに出せる?",
        "エテルは縦4枚のうち2枚オジギしてる。コスト3のタツジン持ちのキャラをタツジン払わずに出せる?",
    ],
)
def test_1404_2_traps_are_not_this_plans(question: str) -> None:
    _stated, _value, situation = _verdict(question)
    assert situation != "ninjaslayer.plan.tatsujin_unpaid"
