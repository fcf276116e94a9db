"""Shadowverse EVOLVE round-13 precision audit: own trap questions on round 13's sve code
(`data/sve_r13_audit.jsonl`): a field list continued by あと/それと/さらに (`reading/continued.py`), an
ability said to be absent (「相手はクイックとか何もなし」), the card used closed by 「で、」 and
「相手の5/5ってどうなる?」 as a destroyed ask; then (rows 15–21) the mulligan read as neutral, a quoted
spell 「…」をプレイ, 「進化カード」 and a card count 「N体で」 not met by a stat; (rows 22–24) a deck told
empty in the asker's turn — each stated verdict checked by hand against the rulebook
(withholding is always allowed; an empty `accept` means no verdict may be stated).

Before the fixes: 15 questions / 8 stated / 1 wrong — 「相手の場にスタンド状態のフォロワーが2体。それと俺の
場にアクト状態の【守護】持ちが1体。前のターンからいる俺のフォロワーで…」 made the listed acted 【守護】 the
attacker and stated 'no' (also so at HEAD before this round), while which of the asker's followers attacks
is not said. `plans/sve_attack_parts._placed_apart` now withholds it. After: 7 stated / 0 wrong. The
second and third waves (10 questions, written after their fixes): 4 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_r13_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[f"r13-{i:03d}" for i in range(len(_ROWS))])
def test_r13_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)
    else:
        assert True  # withholding is always allowed


def test_r13_audit_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 25
