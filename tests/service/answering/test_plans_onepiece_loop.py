"""ONE PIECE CARD GAME plans: 永久循環 read from the question (plans/onepiece_loop.py).

Clauses: 11-1-1-1 (neither player can stop the loop: the game ends in a draw); 11-1-1-2 / 11-1-1-3
(a player who can stop it declares a count and the game goes on — what the loop did is not read, so
such questions, and a loop said unstoppable by one player only, stay withheld).
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


def _winner(value: Any) -> Any:
    return value.get("winner") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    "question",
    [
        "カードの組み合わせで、どっちのプレイヤーも止める手段がない無限ループに入っちゃった。この試合どうなるの?自分から見た勝敗で",
        "カードの組み合わせで、同じ処理がずっと繰り返されて自分も相手も止める手段がない状態になった。これゲームの決着どうなるの?自分視点で",
        "お互いのカードの効果が噛み合って無限ループになった。しかもどっちのプレイヤーにもそのループを止める方法がない。この試合どうなるの?",
        "カードの組み合わせで、ある処理が無限にループする状況になった。自分も相手もこのループを止める手段が一切ない。このゲームってどうなるの?(自分視点で)",
        "永久循環になって、両方のプレイヤーとも止められない。勝者は?",
    ],
)
def test_11_1_1_1_a_loop_neither_player_can_stop_is_a_draw(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and _winner(value) == "draw"
    assert situation == "onepiece.plan.loop"


@pytest.mark.parametrize(
    "question",
    [
        "無限ループになった。相手は止める手段がないけど、自分は止められる。勝者は?",  # 11-1-1-2
        "無限ループになった。相手だけ止める手段がない。どうなる?",  # one player only
        "無限ループになったけど、自分はループを止めることができる。勝敗は?",  # someone can stop it
        "無限ループになった。勝者は?",  # who can stop it is unsaid
        "無限ループになった。どっちも止める手段がない。相手のライフは0枚。勝者は?",  # a position told too
    ],
)
def test_11_1_1_2_a_loop_someone_may_stop_is_not_called_a_draw(question: str) -> None:
    stated, value, _situation = _verdict(question)
    assert not stated or _winner(value) != "draw"
