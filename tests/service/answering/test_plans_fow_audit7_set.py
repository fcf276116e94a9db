"""The round 7 fow audit set (issue 11): 520 adversarial questions of our own on the families the
fow plans answer (life and card damage 10.6/10.17, per-count damage 10.6.4.1, draws and discards
10.8/10.18, destroy 10.9, dispose 10.10, negate 10.11, [レスト] 10.12.2, will 10.2, summon 10.5,
reveal 10.4, removal 10.3, [+A/+B] and counters 10.19/10.21), each with its right answer worked by
hand from §10 (tests/service/answering/data/fow_audit7.jsonl).

Withheld is always acceptable; a stated verdict must be the right one: `right` is the structured
verdict value ([N], "yes"/"no", true/false), or {"lead": s} when the verdict is the game status
and the answer's first sentence must say s; null where §10 leaves the answer open (then nothing
may be stated). A can ask's "yes"/"no" is whether the act can be done, whatever the polarity of the
question (round 8, `reading/polarity.py`): 「[光][光]払えない?」 with 光1炎1 is "no" (it cannot be
paid; the answer text says 「はい、払えません。」). The two negative rows were labelled as agreement
with the question before round 8 ("yes" = 「はい、払えない」) and were relabelled; no question changed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.answering.plans import situate

DATA = Path(__file__).parent / "data" / "fow_audit7.jsonl"
ROWS: list[dict[str, Any]] = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()]


def test_the_audit_set_is_large_and_labelled() -> None:
    assert len(ROWS) >= 40
    assert all(row["clause"].startswith("10.") for row in ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['clause']}-{i}" for i, r in enumerate(ROWS)])
def test_10_fow_audit_question_is_right_or_withheld(row: dict[str, Any]) -> None:
    gated, _note = situate(row["question"], "fow")
    verdict = gated.accounting.verdict
    if not verdict.stated:
        return
    right = row["right"]
    assert right is not None, "§10 leaves this open: nothing may be stated"
    if isinstance(right, dict):
        assert gated.built is not None and gated.sim is not None
        first = gated.built.summarize(gated.sim.result).split("。")[0]
        assert right["lead"] in first, first
    else:
        assert verdict.value == right, verdict.value
