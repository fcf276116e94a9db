"""One effect on both players' leaders used in the opponent's turn (family seen in batches I, J, N, O
and blind Q, sve-bq-01): whose turn it is changes no loss to 体力 (11.2.1) and both at once is a draw
(1.2.2), so `plans/sve_players.player_effect` seats the asker as player2 (`sve_read.seats`) when the
question says 「相手のターン」 — it had required the asker's own turn and withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のターンに相手が「各リーダーに3ダメージ」みたいなカードを使ってきた。そのとき自分のリーダー体力3、"
         "相手のリーダー体力2。これ勝敗どうなる?(自分視点で)", "draw"),
        ("相手のターンに相手が「各リーダーに3ダメージ」のスペルを使った。自分のリーダー体力3、相手のリーダー体力4。"
         "勝敗は?", "opponent"),
        ("相手のターンに相手が「相手のリーダーに3ダメージ」を使ってきた。自分のリーダー体力3、相手のリーダー体力10。"
         "負ける?", "opponent"),
        ("相手のターンに相手が「各リーダーに3ダメージ」を使ってきた。自分のリーダー体力3、相手のリーダー体力2。"
         "相手のリーダーの体力は?", [-1]),
    ],
)  # fmt: skip
def test_1_2_2_an_effect_in_the_opponents_turn_decides_as_in_ours(question: str, value: Any) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value


@pytest.mark.parametrize(
    "question",
    [
        # the asker's leader's 体力 untold: a loss to it rests on no told value (6.2.1.11)
        "相手のターンに相手が「各リーダーに3ダメージ」のカードを使ってきた。自分のリーダー体力3。勝敗どうなる?",
        # a 【クイック】 card of the asker is another family (12.3.4): not this plan
        "相手のターンに俺がクイックで「相手のリーダーに3ダメージ」を撃った。相手のリーダー体力3。勝てる?",
        # both turns told: which one the effect happens in is not said
        "自分のターンが終わって相手のターン。相手が「各リーダーに1ダメージ」を使った。自分のリーダー体力1、"
        "相手のリーダー体力1。勝敗は?",
    ],
)
def test_11_2_1_what_the_opponents_turn_leaves_untold_is_withheld(question: str) -> None:
    stated, _value, _summary = situated(question, GAME)
    assert not stated
