"""「先攻1ターン目」 is two facts, the order 先攻 and the first turn (lexicon/common.jsonl).

Read as one first_turn fact it left the sve turn plan without the order, and the everyday 「先攻1ターン目、
メインフェイズの手札は何枚?」 was not simulated (blind AC sve-ac-05, first try). sve 6.2.1.8 (an opening
hand of 4), 7.2.4 / 7.2.4.1 (the turn player draws, not the first player on the first turn), 7.2.1 /
7.2.2 (PP max 1, PP 1); onepiece 5-2-1-6 / 6-3-1 (5 cards, no draw on the first player's first turn);
ninjaslayer 403.2 / 502.3a (4 cards, the game's first turn draws 1).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        ("sve", "先攻1ターン目、メインフェイズの手札は何枚?", [4]),
        ("sve", "先攻1ターン目、スタートフェイズ終わった時点で手札何枚?", [4]),
        ("sve", "先攻1ターン目にドローする?手札は何枚?", [4]),
        ("sve", "後攻1ターン目のスタートフェイズが終わったら手札は何枚?", [5]),
        ("sve", "先攻1ターン目ってPPいくつ?", [1]),
        ("onepiece", "先攻1ターン目、メインフェイズ入った時点で手札何枚?", [5]),
        ("ninjaslayer", "先攻1ターン目、キャラクターフェイズ入った時点で手札何枚?", [5]),
    ],
)
def test_6_2_1_8_7_2_4_1_first_turn_counts_told_as_senko_1_turn_me(
    game: str, question: str, value: list[int]
) -> None:
    stated, got, _ = situated(question, game)
    assert stated and got == value
