"""ONE PIECE CARD GAME plans: a character named again by a pronoun (「そいつ」「こいつ」) is the card named
before it (onepiece_cards._merged), so its state binds to that card.

Clauses: 10-1-4-1 / 7-1-2-1 (【ブロッカー】 is activated by resting the active card: a rested blocker
cannot block); 6-2-4 is not reached (the card attacked in the asker's turn stays rested through the
opponent's). The traps: an active blocker (it may block) and one an effect made active again (not
modelled: withheld).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    "question",
    [
        "前の自分のターンにブロッカー持ちのキャラでアタックしてそいつは横向き(レスト)のまま。で、今相手のターンで"
        "相手がうちのリーダーに殴ってきた。そのブロッカーでブロックできる?",
        "前の自分のターンにブロッカー持ちのキャラでアタックして、こいつはレストのまま。相手のターンに相手がうちの"
        "リーダーにアタックしてきた。そのブロッカーでブロックできる?",
    ],
)
def test_10_1_4_1_a_rested_blocker_named_again_cannot_block(question: str) -> None:
    stated, value = _verdict(question)
    assert stated and value == "no"


def test_10_1_4_1_an_active_blocker_named_again_may_block() -> None:
    stated, value = _verdict(
        "自分のブロッカー持ちのキャラはアクティブ。相手がうちのリーダーにアタックしてきた。そいつでブロックできる?"
    )
    assert not stated or value == "yes"


def test_10_1_4_1_a_state_changed_by_an_effect_is_withheld() -> None:
    stated, _value = _verdict(
        "前の自分のターンにブロッカー持ちのキャラでアタックしたけど、そいつは効果でアクティブに戻った。"
        "相手のターンで相手がうちのリーダーに殴ってきた。そいつでブロックできる?"
    )
    assert not stated
