"""ONE PIECE CARD GAME 2-7-2, 2-7-3, 6-5-3-1: DON!! told rested to pay for an earlier play said as its
purpose (「そのうち2枚はさっきイベント撃つのにレストにした」) — the rested count, not another play to run
(lexicon onepiece don_rested; plans/onepiece_play.can_play).

Blind batch S onepiece-bs-17 (「コストエリアにドン!!が5枚あるけど、そのうち2枚はさっきイベント撃つのにレストに
しちゃった。残りでコスト4のキャラって出せる?」) had been withheld: the event's play was read as a play to
run before the asked one. The rested part is read through the purpose clause (のに/ために/用に); only
the active DON!! left pay the cost.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"
SITUATION = "onepiece.plan.can_play"


def _verdict(question: str) -> tuple[bool, object, str | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "コストエリアにドン!!が5枚あるけど、そのうち2枚はさっきイベント撃つのにレストにしちゃった。"
            "残りでコスト4のキャラって出せる?",
            "no",
        ),
        (
            "コストエリアにドン!!が5枚あるけど、そのうち2枚はさっきイベント撃つのにレストにした。コスト3のキャラって出せる?",
            "yes",
        ),
        (
            "コストエリアにドン!!が5枚あって、そのうち2枚はキャラを出すのに使ってレストにした。コスト3のキャラは出せる?",
            "yes",
        ),
        (
            "コストエリアにドン!!が4枚あるけど、そのうち1枚はイベント撃つのにレストにしちゃった。コスト3のキャラって出せる?",
            "yes",
        ),
        (
            "コストエリアにドン!!が5枚。そのうち2枚はイベントを使うのにレストにした。コスト4のイベントを撃てる?",
            "no",
        ),
    ],
)
def test_2_7_2_only_the_active_don_pay(question: str, value: str) -> None:
    assert _verdict(question) == (True, value, SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        # rested in the previous turn: the refresh phase stood them again (6-2-4)
        "コストエリアにドン!!が4枚あるけど、そのうち1枚は前のターンにイベント撃つのにレストにした。コスト4のキャラって出せる?",
        # two cards played: one is run
        "コストエリアにドン!!が5枚あるけど、そのうち2枚はイベント撃つのにレストにした。コスト3のキャラを2体出せる?",
        # the opponent's turn (6-5-3-1: the turn player's main phase)
        "コストエリアにドン!!が5枚あるけど、そのうち2枚はイベント撃つのにレストにした。相手のターンにコスト3のキャラを出せる?",
    ],
)
def test_2_7_2_unread_withholds(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)
