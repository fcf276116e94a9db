"""fow round 13 (blind batch Y): 「リカバー状態の魔石(「[レスト]:[風]を生み出す」)が2枚」 — the quote in
brackets right after the noun describes each 魔石 counted, as 「どっちも「…」持ち」 did — and
「コスト[風][1]のリゾネイター」 is the card paid for, no holder of a will ability: each 魔石's will
ability may be played while paying (10.2.5), its [レスト] paid by resting it recovered (10.12.2), the
cost paid whole or not at all (10.2.4).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "保有ウィル0。リカバー状態の魔石(「[レスト]:[風]を生み出す」)が2枚。コスト[風][1]のリゾネイターを、支払いの"
            "時に魔石からウィルを出して払える?",
            "yes",
        ),
        (
            "保有ウィル0。リカバー状態の魔石(「[レスト]:[闇]を生み出す」)が3枚。コスト[闇][2]のリゾネイターをプレイ"
            "したい。支払いの途中で魔石からウィルを出して払える?",
            "yes",
        ),
        (
            "保有ウィル0。リカバー状態の魔石(「[レスト]:[水]を生み出す」)が2枚。コスト[風][1]のリゾネイターを、支払いの"
            "時に魔石からウィルを出して払える?",
            "no",
        ),
    ],
)
def test_10_2_5_stones_described_in_brackets_pay_while_paying(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: the 魔石 rested — stated, it must be 'no' (10.12.2)
        "保有ウィル0。レスト状態の魔石(「[レスト]:[風]を生み出す」)が2枚。コスト[風][1]のリゾネイターを、支払いの"
        "最中に魔石のウィル能力で払える?",
        # trap: one 魔石 makes one 風, the [1] unpaid — stated, it must be 'no'
        "保有ウィル0。リカバー状態の魔石(「[レスト]:[風]を生み出す」)が1枚。コスト[風][1]のリゾネイターを、支払いの"
        "最中に魔石のウィル能力で払える?",
    ],
)
def test_10_2_4_short_or_rested_is_no_or_withheld(question: str) -> None:
    stated, value = _answered(question)
    assert not stated or value == "no"


def test_another_card_in_play_withholds() -> None:
    # trap: a card in play besides the one paid for — which one holds the ability is not said
    q = (
        "保有ウィル0。リカバー状態の魔石(「[レスト]:[風]を生み出す」)が2枚と、相手のリゾネイター。コスト[風][1]の"
        "リゾネイターを、支払いの最中に魔石のウィル能力で払える?"
    )
    assert _answered(q)[0] is False
