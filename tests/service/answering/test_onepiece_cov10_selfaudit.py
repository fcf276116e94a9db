"""ONE PIECE CARD GAME round 10 self-audit (issue 11): adversarial questions on the capabilities built for
blind batch S — copies of a 【ターン1回】 card (10-2-13-2), deck-out on the turn's draw (9-2-1-2), a full
area with its cost told (3-7-6-1), DON!! rested for a play (2-7-2), DON!! over turns (6-4-1), DON!! power
in the other player's turn (6-5-5-2), a blocker's state now (10-1-4-1), an event in a battle (10-2-3-1),
life damage with 【トリガー】/【バニッシュ】 and a KO wished (10-1-3-1, 7-1-1-2).

Each row's `expect` was checked by hand against the rulebook: a stated verdict must be it; `null` rows
must be withheld (what decides them is not modelled). On 333440a (before the round) 13 of 57 were
stated, 2 wrong; after it 33 stated, 0 wrong.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.answering.plans import situate

ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "onepiece_cov10.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip()
]


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_cov10_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    gated, _note = situate(row["question"], "onepiece")
    verdict = gated.accounting.verdict
    if row["expect"] is None:
        assert not verdict.stated, (row["question"], verdict.value)
    elif verdict.stated:
        assert verdict.value == row["expect"], (row["question"], verdict.value)
