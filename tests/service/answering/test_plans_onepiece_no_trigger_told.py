"""ONE PIECE CARD GAME reading: 「めくれたライフにトリガー持ちはなかった」 is a 【トリガー】 denied (the
lexicon's negated keyword), not a card with 【トリガー】 — the battle is planned with plain life cards.

Clauses: 10-1-2-1 (【ダブルアタック】 deals 2 damage), 7-1-4-1-1 (1 damage to a leader that loses the
battle), 10-1-5 (a 【トリガー】 revealed changes where the card goes, not the life left).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "ダブルアタック持ちのキャラ(6000)で相手リーダー(5000)を殴った。相手ライフは4枚、ブロックもカウンターもなし、"
            "めくれたライフにトリガーもなかった。相手のライフ何枚残る?",
            2,
        ),
        (
            "ダブルアタック持ちのキャラ(6000)で相手リーダー(5000)を殴った。相手ライフは4枚、ブロックもカウンターもなし、"
            "めくれたライフにトリガー持ちはなかった。相手のライフは何枚になる?",
            2,
        ),
        (
            "パワー7000のキャラで相手リーダー(5000)にアタックした。相手ライフは3枚、ブロックもカウンターもなし。"
            "めくれたライフにトリガーはなかった。相手のライフは何枚?",
            2,
        ),
    ],
)
def test_10_1_2_1_life_left_when_no_trigger_was_revealed(question: str, life: int) -> None:
    stated, value = _verdict(question)
    assert stated and value == [life]


def test_10_1_5_a_trigger_denied_is_read_negated() -> None:
    facts = read("めくれたライフにトリガー持ちはなかった。", GAME).facts
    assert any(f.concept == "トリガー" and f.negated for f in facts)
    assert not any(f.concept == "トリガー" and not f.negated for f in facts)
