"""Blind probe batch B (`data/blind_b_<game>.jsonl`, 133 player questions written outside the
project; copied from `benchmarks/data/blind_round4/batch_b/`) as a regression set. Batch B was
measured blind once (docs/evaluation_ask.md); it is SEEN since round 4b and used here only to keep
its fixed verdicts fixed.

Each row's `check` says what a right answer states; `blind_check.score` maps the structured
verdict to it. The reading gate runs on each question as `/ask` runs it (extract → builder →
gate), without the index, so this stays fast.

`EXPECTED_WRONG` lists the stated verdicts the machine check still scores wrong on this code: five
whose sentence a judge read as right but whose structured `verdict.value` does not say it (the number
or yes/no is taken from the sentence, `verdict.py`), and none a judge read as wrong. The list may
only shrink (fow-bb-21 left it in round 10: 「誘発する?」 is a yes/no ask answered by the engine's
`trigger` operation, a994330).
"""

from __future__ import annotations

import pytest

from tests.service.answering.blind_check import gate_verdict, load_batch, score

# judged wrong on the final round-4 code (eac0774): each must now be withheld or right
JUDGED_WRONG = ("kiseki-bb-13", "kiseki-bb-20", "onepiece-bb-19", "sve-bb-09", "sve-bb-21")

EXPECTED_WRONG = {
    "onepiece-bb-12": "sentence: the attacker loses the battle, nothing KO'd; asked as winner, value 'none'",
    "sve-bb-12": "sentence: both destroyed; asked read as outcome (ongoing), not destroyed",
}


ROWS = load_batch("blind_b")


@pytest.fixture(scope="module")
def scored() -> dict[str, str]:
    return {row["id"]: score(row["check"], *gate_verdict(row)) for row in ROWS}


def test_batch_b_is_complete() -> None:
    assert len(ROWS) == 133 and len({r["id"] for r in ROWS}) == 133


def test_no_stated_verdict_on_batch_b_is_wrong(scored: dict[str, str]) -> None:
    wrong = sorted(i for i, s in scored.items() if s == "wrong" and i not in EXPECTED_WRONG)
    assert wrong == []


def test_the_judged_wrong_verdicts_are_withheld_or_right(scored: dict[str, str]) -> None:
    assert {i: scored[i] for i in JUDGED_WRONG if scored[i] == "wrong"} == {}


def test_known_wrong_ones_are_still_wrong(scored: dict[str, str]) -> None:
    # a fixed one must leave the list (it only shrinks)
    assert {i for i in EXPECTED_WRONG if scored[i] != "wrong"} == set()
