"""ONE PIECE CARD GAME round-11 self-audit (issue 11): own adversarial questions on the capabilities
round 11 built from batch U (【バニッシュ】/【ダブルアタック】 said of the card, 「トリガーも無かった」, a
revealed 【トリガー】 asked 「アリ?」, a 【ブロッカー】 rested in its owner's turn, a deck emptied by a
draw told with its result, ドン!!-N paid with rested DON!!, 【ターン1回】 per card, a cost lowered below
0, 【バニッシュ】 on a revealed 【トリガー】 card, a card named again by the attacker's clause, the
DON!! of a KO'd character, one effect's draw on both players, an event in the asker's own battle),
each stated verdict checked by hand against the rulebook (`data/onepiece_audit11.jsonl`: `rule` names
the deciding clause; an empty `accept` says the question must be withheld; a what-happens verdict is
read as its winner, "none" while the game goes on).

Measured with `.venv/bin/pytest tests/service/answering/test_onepiece_audit11.py` and the same rows
through `plans.situate`: 128 questions; on a clean export of 60e3e82 22 stated, 1 of them not an
answer (a what-happens verdict to 「トリガーを使うのはアリ?」); with round 11 (401ecb0, 8e32750,
a559447, 8f6c92a, 69aa14c, d522839 and the events tried in the asker's own battle after them) 92
stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

GAME = "onepiece"
_ROWS = rows("onepiece_audit11")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a11-{i:03d}" for i in range(len(_ROWS))])
def test_audit11_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = winner_value(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit11_most_questions_are_answered() -> None:
    stated = sum(winner_value(row["question"], GAME)[0] for row in _ROWS)
    assert stated >= 90  # 92 when measured; the rest must withhold
