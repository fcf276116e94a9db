"""Round 13 self-audit of the deck plan (`data/deck_r13_audit.jsonl`): 20 trap questions over kiseki,
onepiece and sve, each stated verdict checked by hand against the rulebook (602, 5-1-2 / 2-14-2,
6.1.1). ``accept`` lists the verdicts the rulebook allows, null for withheld; a row whose answer the
rulebook leaves open (sve's class basis 6.1.1.5 untold) accepts only null.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.answering.plans import situate

_ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "deck_r13_audit.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip()
]


@pytest.mark.parametrize("row", _ROWS, ids=[f"{r['game']}-{r['rule']}-{i}" for i, r in enumerate(_ROWS)])
def test_deck_audit_row(row: dict[str, Any]) -> None:
    gated, _note = situate(row["question"], row["game"])
    verdict = gated.accounting.verdict
    assert (verdict.value if verdict.stated else None) in row["accept"]
