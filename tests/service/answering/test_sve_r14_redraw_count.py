"""Round 14 (sve-aa-13): the mulligan told with its count (「全部デッキの下に戻して4枚引き直した」) is read
whole (sve.jsonl ACTION mulligan, neutral in engine_map): the common draw entry had read 「4枚引」 inside it
as a draw of 4 and the turn-start plan declined. Putting the 4 back and drawing 4 again changes no count
(6.2.1.8); the first player draws nothing in its first start phase (7.2.4.1), the second player draws 1."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "先攻だった。初手が悪かったので全部山札の下に戻して4枚引き直した。1ターン目のメインフェイズ開始時の手札は?",
            [4],
        ),
        ("先攻。手札をデッキの下に戻して、4枚引き直しした。最初のターンのメインフェイズで手札は何枚?", [4]),
        ("後攻。4枚引き直した。1ターン目のスタートフェイズが終わった時点の手札は?", [5]),
    ],
)
def test_6_2_1_8_a_counted_redraw_keeps_four_7_2_4_1(question: str, value: list[int]) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: 5 redrawn is against 6.2.1.8 — no count may be stated from it
        ("先攻。5枚引き直した。1ターン目のメインフェイズ開始時の手札は?", []),
        # trap: a card played after it — one fewer
        ("先攻。4枚引き直したあと、1ターン目にフォロワーを1枚プレイした。手札は何枚?", [[3]]),
    ],
)
def test_6_2_1_8_redraw_traps_are_right_or_withheld(question: str, right: list[object]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
