"""Shadowverse EVOLVE round-14 self-audit: own trap questions on round 14's sve code and the fights,
plays and end phases that now reach it (`data/sve_r14_audit.jsonl`), every stated verdict checked by hand
against the rulebook (withholding is always allowed; an empty `accept` means no verdict may be stated).

On the code before the audit (HEAD df7008f + round 14's plan changes): 21 questions / 10 stated / 3
wrong, all three from the old attack builder (`scenarios/sve_attack.py`) answering a follower's 体力
left with another number of its conclusion — a destroyed attacked follower's asked (the attacker's
「体力2」, 11.3.1), a 【ドレイン】 attacker's asked (its leader's 23, 12.13), and an attacker destroyed by
a 【必殺】 told in a later sentence (12.14). The builder now leaves a follower's 体力 left to the planned
attack (`plans/sve_follower_left`), which tells the asked card's first and declines a destroyed one.
After: 8 stated / 0 wrong. Later waves on the later round-14 plans — one text damaging both leaders
(`sve_text_damage`, 10.6.2.8.2/11.1.2), the counted mulligan (6.2.1.8), damage kept from an earlier turn
(`sve_attack_told`, 5.13.1), the opponent's main phase (`sve_quick_main`, 7.3.3/12.3.4) — found nothing
wrong: all 35 rows, 13 stated / 0 wrong (HEAD df7008f: 11 / 3)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_r14_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[f"r14-{i:03d}" for i in range(len(_ROWS))])
def test_r14_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r14_audit_rows_are_distinct_and_enough() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 15
