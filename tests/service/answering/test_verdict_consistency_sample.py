"""The structured verdict agrees with the answer's conclusion on a fixed sample (the fast form of
benchmarks/verdict_consistency.py): blind rows copied to data/verdict_consistency_sample.jsonl —
the ones whose verdict had taken another number, kind or card than the conclusion, and one stated
row per game and kind — and every verdict the dev set states."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.verdict_consistency import answered, check_disagreements, text_disagreements
from service.answering.answer_line import answer_line
from service.answering.ask import Answerer
from service.answering.reading.model import Verdict
from service.answering.reading.reader import read

DATA = Path(__file__).parent / "data" / "verdict_consistency_sample.jsonl"
DEV = Path(__file__).resolve().parents[3].parent / "shared" / "eval" / "dev.jsonl"
ROWS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_blind_sample_states_what_the_conclusion_says(row: dict[str, Any]) -> None:
    verdict, summary = answered(row["question"], row["game"])
    assert verdict["stated"], verdict  # each row was stated when copied: a withheld one is a change
    assert not text_disagreements(verdict, summary, row["question"]), summary
    assert not check_disagreements(verdict, row["check"]), verdict


def test_dev_stated_verdicts_state_what_their_conclusion_says() -> None:
    if not DEV.exists():
        pytest.skip("../shared/eval/dev.jsonl is not on this machine")
    rows = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    found = {}
    for row in rows:
        verdict, summary = answered(row["question"], row["game"])
        if disagree := text_disagreements(verdict, summary, row["question"]):
            found[row["id"]] = disagree
    assert not found


@pytest.mark.parametrize("row", [r for r in ROWS if r["id"] in ("fow-be-03", "onepiece-bh-05", "fow-bm-01")])
def test_the_ask_answer_leads_with_what_its_verdict_states(
    fast_answerer: Answerer, row: dict[str, Any]
) -> None:
    # the whole `/ask` path (Answerer.ask): the answer text's first line is the conclusion the
    # structured verdict was checked against
    answer = fast_answerer.ask(row["question"], row["game"])
    assert answer.verdict is not None and answer.verdict["stated"], answer.verdict
    line, first = answer.answer.split("\n")[:2]
    assert line == answer_line(_verdict(answer.verdict), read(row["question"], row["game"])), line
    assert first.startswith("シミュレーション結果:"), first
    assert not text_disagreements(answer.verdict, first, row["question"]), first


def _verdict(data: Any) -> Verdict:
    return Verdict(data["asks"], data["value"], data["stated"], data["reason"])
