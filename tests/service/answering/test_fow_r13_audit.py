"""fow round 13 self-audit: adversarial questions on this round's mechanisms (「リゾ」 as a
resonator, a bare 「落ちる?」, a noun before 「って」 as the asked number, a prevention set up before
the damage, 『…』 card texts and 「アディションも付いてない」 beside a group destroyed, 「敵味方とも…
1体もいない」, a removal that leaves the field under 破壊されない) and their neighbours, kept in
`data/fow_r13_audit.jsonl`; every stated verdict was checked by hand against the rulebook (`rule` names
the clause; an empty `accept` means no verdict may be stated). On this round's code: 22 rows, 3 stated,
0 wrong (before any fix).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "fow"
_ROWS = rows("fow_r13_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[f"r13-{i:03d}" for i in range(len(_ROWS))])
def test_r13_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r13_audit_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 15
