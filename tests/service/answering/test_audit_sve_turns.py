"""Precision audit of sve (round 3): a turn said not to be the one named (「先攻1ターン目じゃない」) had
been simulated as that very turn (7.2.4.1: no draw) and 'none' stated for an empty deck: withheld."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.denied_turn import denied_turn
from service.answering.reading.reader import read


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


def _winner(value: Any) -> Any:
    return value.get("winner") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    "question",
    [
        "デッキ0枚で自分のスタートフェイズを迎えた(先攻1ターン目じゃない)。負ける?",
        "デッキ0枚で自分のスタートフェイズを迎えた。先攻の1ターン目ではない。負ける?",
        "先攻1ターン目でないターンに、デッキ0枚でスタートフェイズ。負け?",
        "山札0枚。後攻1ターン目以外の自分のターンのスタートフェイズ。勝者は?",
    ],
)
def test_7_2_4_1_a_turn_said_not_to_be_the_first_is_not_simulated_as_it(question: str) -> None:
    # 7.2.4 draws unless 7.2.4.1 (the first player's first turn); 5.9.1.1: an empty deck then loses.
    # 「先攻1ターン目じゃない」 had been simulated as that very turn: no draw, 'none' stated
    value = answered(question)
    assert value is None or _winner(value) == "opponent"


def test_7_2_4_1_only_a_denied_turn_withholds() -> None:
    assert denied_turn(read("先攻1ターン目。デッキ0枚でスタートフェイズ。", "sve")) is None
    assert denied_turn(read("3ターン目で、PP最大値は?", "sve")) is None
    assert denied_turn(read("先攻1ターン目じゃない。デッキ0枚でスタートフェイズ。", "sve")) is not None
