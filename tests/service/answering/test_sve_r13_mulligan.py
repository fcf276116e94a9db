"""Round 13 (sve-by-14): the mulligan (「マリガンして引き直し」「最初の4枚を引き直した」) puts the opening
hand back and draws 4 again (6.2.1.8), so it changes no count: read as neutral (sve.jsonl `mulligan`), it no
longer stops the turn-start plan as an untold draw. The first player draws nothing in the first turn's
start phase (7.2.4.1), so the hand is the 4 of the setup (6.2.1.7)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        "先攻でマリガンした。1ターン目のメインフェイズ開始時、手札は何枚?",
        "先攻。最初の4枚を引き直した。1ターン目のメインフェイズの手札枚数は?",
        "先攻になって、マリガンで引き直し。1ターン目のスタートフェイズが終わった時点で手札何枚?",
    ],
)
def test_6_2_1_8_the_mulligan_keeps_four_and_the_first_player_draws_none_7_2_4_1(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, [4]), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: a follower played after it — one card fewer
        ("先攻でマリガンした後、1ターン目のメインフェイズでフォロワーを1枚プレイした。手札は何枚?", [[3]]),
        # trap: 5 drawn by the mulligan is against 6.2.1.8 — no count may be stated from it
        ("先攻でマリガンしたら5枚引けた。1ターン目のメインフェイズに入った時点で手札は何枚?", []),
    ],
)
def test_6_2_1_8_traps_are_right_or_withheld(question: str, right: list[list[int]]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, question
