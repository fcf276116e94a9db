"""The owner and scope check of the reading gate (`reading/owned.py`, issue 11 round 8): what it
costs and what it catches, measured in one run with the check off and on for every row.

    .venv/bin/python benchmarks/owner_scope.py [GAME ...] [--seen PATH] [--verbose]

Rows: those of benchmarks/retire_check.py for each game (the reading-gate sets with their `CHECKS`
and every scenario question of benchmarks/data/blind_round5/batch_*/ with its structured check),
answered as `/ask` does (`plans.situate`, builders included); with --seen, the scenario rows of a
recorded run file (such as /work/probes/seen_all_<sha>.jsonl) instead of the blind batches. Per
game: stated / right / WRONG with the check off and on, the rights it withholds (its cost) and the
WRONGs (its gain). Blind rows also count by the judge's labels of the recorded runs
(runs/*.judged.jsonl): of the questions a judge once labelled wrong (or right), how many the code
now states, and how many of those the check withholds.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import service.answering.reading.gate as gate_module  # noqa: E402
from service.answering.plans import situate  # noqa: E402
from service.answering.reading.owned import misowned  # noqa: E402

_retire = importlib.import_module("retire_check")  # the same rows and checks as retire_check.py
GAMES = ("fow", "kiseki", "ninjaslayer", "onepiece", "sve")
BLIND = ROOT / "benchmarks" / "data" / "blind_round5"
_ORIGINAL = misowned
_FIRED: list[str] = []


def _recording(*args: Any, **kwargs: Any) -> Any:
    miss = _ORIGINAL(*args, **kwargs)
    if miss is not None:
        _FIRED.append(miss.kind)
    return miss


def _rows(game: str, seen: Path | None) -> Iterator[tuple[str, str, Callable[[Any], bool | None]]]:
    if seen is None:
        yield from _retire._rows(game)
        return
    for name, rows, checks in importlib.import_module("reading_gate").sets():
        for row in rows:
            if row["game"] == game and row["id"] in checks:
                yield f"{name}:{row['id']}", row["question"], partial(_retire._checked, checks[row["id"]])
    for line in seen.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row.get("game") == game and row.get("kind") == "scenario" and row.get("check"):
            yield row["id"], row["question"], partial(_retire._blind, row["check"])


def _labels() -> dict[str, set[str]]:
    """id → the labels the judge gave its answers in the recorded runs."""
    out: dict[str, set[str]] = {}
    for path in sorted((BLIND / "runs").glob("*.judged.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            out.setdefault(row["id"], set()).add(str(row["verdict"]))
    return out


def _answer(game: str, question: str, on: bool) -> tuple[Any, list[str]]:
    setattr(gate_module, "misowned", _recording if on else (lambda *a, **k: None))  # noqa: B010 (patched)
    _FIRED.clear()
    try:
        gated, _ = situate(question, game)
    finally:
        setattr(gate_module, "misowned", _ORIGINAL)  # noqa: B010
    return gated, list(_FIRED)


_NAMES = {True: "right", False: "WRONG", None: "unchecked"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seen", type=Path, default=None)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    labels = _labels()
    totals: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    for game in args.games:
        counts: Counter[str] = Counter()
        for rid, question, check in _rows(game, args.seen):
            off, _ = _answer(game, question, on=False)
            on, fired = _answer(game, question, on=True)
            stated_off, stated_on = off.accounting.verdict.stated, on.accounting.verdict.stated
            right_off = check(off) if stated_off else None
            for setting, stated, gated in (("off", stated_off, off), ("on", stated_on, on)):
                if stated:
                    counts[f"{setting}: stated"] += 1
                    counts[f"{setting}: {_NAMES[check(gated)]}"] += 1
            if stated_off and not stated_on:
                counts[f"withheld by the check ({_NAMES[right_off]})"] += 1
                kinds.update(f"{k}:{_NAMES[right_off]}" for k in set(fired))
                if args.verbose:
                    judged = sorted(labels.get(rid, set()))
                    print(f"withheld ({_NAMES[right_off]}; judged {judged}; {fired})\t{rid}\t{question[:90]}")
            for label in ("wrong", "right"):
                if label in labels.get(rid, set()):
                    counts[f"judged {label}"] += 1
                    counts[f"judged {label}: stated (off)"] += stated_off
                    counts[f"judged {label}: withheld by the check"] += stated_off and not stated_on
        print(game, dict(sorted(counts.items())))
        totals.update(counts)
    print("TOTAL", dict(sorted(totals.items())))
    print("by kind:", dict(sorted(kinds.items())))


if __name__ == "__main__":
    main()
