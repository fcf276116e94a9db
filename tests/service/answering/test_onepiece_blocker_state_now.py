"""ONE PIECE CARD GAME 10-1-4-1: 【ブロッカー】 is activated by resting the active card — a blocker told
rested now (「そのキャラ、前の相手のターンにアタックしてて今レストのまま」) cannot block (plans/onepiece_cards
_COMMA_TOPIC: the state after 今 binds to the card the comma's clause is about; plans/onepiece_can).

Blind batch S onepiece-bs-06 had been withheld: the state after 「…してて今」 bound to no card.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のリーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックしようとしてきた。でもそのキャラ、"
            "前の相手のターンにアタックしてて今レストのままなんだよね。これってブロックできるの?",
            "no",
        ),
        (
            "相手のリーダーにアタック。相手は【ブロッカー】持ちのキャラでブロックしたい。そのキャラ、前の相手のターンに"
            "アタックしたので今レストのまま。ブロックできる?",
            "no",
        ),
        (
            "相手のリーダーにアタック。相手の【ブロッカー】キャラ、前の相手のターンにアタックしてて今レスト。ブロックされる?",
            "no",
        ),
        # traps: the blocker active now
        (
            "相手のリーダーにアタック。相手は【ブロッカー】持ちのキャラでブロックしたい。そのキャラ、前の相手のターンに"
            "アタックしたけど今はアクティブ。ブロックできる?",
            "yes",
        ),
        (
            "相手のリーダーにアタックしたら、相手が【ブロッカー】持ちのキャラでブロックしようとしてきた。そのキャラ、"
            "前の相手のターンにアタックしてて今アクティブ。これってブロックできるの?",
            "yes",
        ),
    ],
)
def test_10_1_4_1_blocker_state_told_now(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)
