"""How often a stated number verdict's `value` is not the one number the question asks.

    .venv/bin/python benchmarks/number_values.py [--verbose] [FILE.jsonl ...]

Every row whose `check.asks` is "number" (the seen blind batches by default, and the regression sets
of `reading_gate.py`) goes through `plans.situate` as `/ask` reads it; a stated number verdict is
counted `asked` when its value is `[check.value]`, else `other` (a list of summary numbers, a wrong
number). A row without a numeric `check.value` (the regression sets) with a stated number verdict
is counted `unchecked_one` (one number) or `unchecked_several` (a list picked from the summary).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.reading_gate import sets  # noqa: E402
from service.answering.plans import situate  # noqa: E402

BATCHES = [ROOT.parent / "probes" / "blind_e"] + [ROOT.parent / "sealed" / f"blind_{b}" for b in "fghik"]


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    groups: list[tuple[str, list[dict[str, Any]]]] = []
    if args.files:
        groups = [(f.stem, _rows(f)) for f in args.files]
    else:
        for batch in BATCHES:
            groups.append((batch.name, [r for f in sorted(batch.glob("*.jsonl")) for r in _rows(f)]))
        groups += [(name, rows) for name, rows, _ in sets()]
    totals: Counter[str] = Counter()
    for name, rows in groups:
        counts: Counter[str] = Counter()
        for row in rows:
            check = row.get("check") or {}
            want = check.get("value")
            if check.get("asks", "number") != "number" or isinstance(want, bool):
                continue
            gated, _ = situate(row["question"], row["game"])
            v = gated.accounting.verdict
            if not isinstance(want, int):  # a regression row: its checks read the text, not `value`
                if v.asks == "number" and v.stated:
                    several = not (isinstance(v.value, list) and len(v.value) == 1)
                    counts["unchecked_several" if several else "unchecked_one"] += 1
                    if args.verbose and several:
                        print(f"  {row['id']}: value {v.value} (no check value): {row['question']}")
                continue
            if v.asks != "number" or not v.stated:
                counts["not_stated"] += 1
                continue
            ok = v.value == [want]
            counts["asked" if ok else "other"] += 1
            if args.verbose and not ok:
                print(f"  {row['id']}: value {v.value} asked {want}: {row['question']}")
        totals.update(counts)
        print(name, dict(sorted(counts.items())), flush=True)
    print("TOTAL", dict(sorted(totals.items())))


if __name__ == "__main__":
    main()
