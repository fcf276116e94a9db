"""軌跡 round-13 precision audit: own trap questions on this round's kiseki code
(`data/kiseki_r13_audit.jsonl`, `rule` names the clauses each checks), every stated verdict checked
by hand against the rulebook (withholding is always allowed; an empty `accept`: no verdict may be
stated).

Families: a destroyed ask about a UNIT in a fight answered by its stun (804.11a-2, 804.11a-4, 1406.1
【武術】; `reading/stunned_fate.py`), the place of a stunned UNIT withheld (1306.2a, 705.6), the 自分 of
the opponent's スクラムサポート (1218.2, 1309.1a; `reading/reflexive.py`), and neighbours: 「何体スタン
する?」 (a count, not the new ask), 「サポートなし」, a scrum attack's stun, 「お互い無事?」.

On HEAD dc5ccc4 (before this round's fixes): 21 questions / 14 stated / 12 not the rulebook's
(「やられる?」 read as a can and 'yes' stated for a UNIT the 応戦 does not stun; 「倒れる?」「無事?」 'stays'
for stunned UNITs; 「スタンする?」「落ちる?」 answered by the game's outcome). After: 16 stated / 0 wrong
(rows 18-21, on the afterthought icons and 「残る?」; while writing them, 「俺のやつも相手のやつも【武術】
持ってる。俺のUNITはやられる?」 was stated 'stunned' by the first afterthought reading — only 相手's
【武術】 read — and fixed: both hold it, no bonus, 1406.1).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "kiseki"
_ROWS = rows("kiseki_r13_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[r["id"] for r in _ROWS])
def test_r13_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r13_audit_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 15
