"""The reading gate over every question set with machine checks: how many simulated verdicts are
stated, withheld (and why), and whether a stated one still passes its check.

    .venv/bin/python benchmarks/reading_gate.py [--verbose]

Sets: ../shared/eval/dev.jsonl (checks: tests/service/answering/dev_expect.py) and every
tests/service/answering/data/*.jsonl whose test module has `CHECKS`. Questions go through
extraction, the builders and the engine (`run_question`) and then the gate (`reading.gate.gate`),
as in `/ask`; no index is needed.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.answering.extract import extract  # noqa: E402
from service.answering.plans import replan  # noqa: E402
from service.answering.reading import fact_owners, reader  # noqa: E402
from service.answering.reading.gate import gate  # noqa: E402
from service.answering.reading.parser import use_ginza  # noqa: E402
from service.answering.simulation import run_question  # noqa: E402

MODULES = (
    "test_fow_probe", "test_fow_questions", "test_kiseki_probe", "test_kiseki_probe3",
    "test_kiseki_questions", "test_ninjaslayer_probe", "test_ninjaslayer_probe3",
    "test_ninjaslayer_questions", "test_onepiece_probe", "test_onepiece_probe3",
    "test_onepiece_questions", "test_sve_probe", "test_sve_probe3", "test_sve_questions",
)  # fmt: skip


def sets() -> list[tuple[str, list[dict[str, Any]], Any]]:
    out = []
    dev = ROOT.parent / "shared" / "eval" / "dev.jsonl"
    if dev.exists():
        rows = [json.loads(line) for line in dev.read_text(encoding="utf-8").splitlines() if line.strip()]
        checks = importlib.import_module("tests.service.answering.dev_expect").CHECKS
        out.append(("dev", rows, checks))
    for name in MODULES:
        module = importlib.import_module(f"tests.service.answering.{name}")
        out.append((name, list(module.ROWS), module.CHECKS))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--no-parser", action="store_true", help="no tokenizer (unread words empty)")
    parser.add_argument("--ginza-owners", action="store_true", help="owners from GiNZA's parse too")
    args = parser.parse_args()
    if args.no_parser:
        reader.USE_PARSER = False
    if args.ginza_owners:
        use_ginza(True)
        fact_owners.PARSED_OWNERS = True
    totals: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    for name, rows, checks in sets():
        counts: Counter[str] = Counter()
        for row in rows:
            if row["id"] not in checks:
                continue
            sim, built, _ = run_question(row["game"], extract(row["question"]))
            planned = None if sim is not None and gate(row["question"], row["game"], sim, built).sim else (
                replan(row["question"], row["game"], reader.read(row["question"], row["game"]))
            )  # fmt: skip
            if planned is not None and planned.sim is not None:  # the game's plans state a verdict
                ok = bool(checks[row["id"]](planned.sim.result))
                counts["planned_right" if ok else "planned_wrong"] += 1
                if args.verbose and not ok:
                    print(f"  PLANNED WRONG {row['id']}: {row['question']}")
                continue
            if sim is None:
                counts["not_simulated"] += 1
                continue
            passed_before = bool(checks[row["id"]](sim.result))
            gated = gate(row["question"], row["game"], sim, built)
            if gated.sim is None:
                counts["withheld_was_right" if passed_before else "withheld_was_wrong"] += 1
                missing = [f"{a.fact.role.value}:{a.fact.text}" for a in gated.accounting.not_modeled]
                reasons.update(missing or [gated.accounting.verdict.reason])
                if args.verbose:
                    print(f"  WITHHELD {row['id']} ({'right' if passed_before else 'wrong'} before): "
                          f"{row['question']}  ← {missing or gated.accounting.verdict.reason}")  # fmt: skip
                continue
            passed = bool(checks[row["id"]](gated.sim.result))
            counts["stated_right" if passed else "stated_wrong"] += 1
            if passed != passed_before:
                counts["changed_by_applied_facts"] += 1
                if args.verbose:
                    print(f"  CHANGED {row['id']}: {passed_before} → {passed}: {row['question']}")
        totals.update(counts)
        print(name, dict(sorted(counts.items())))
    print("TOTAL", dict(sorted(totals.items())))
    print("most common unmodeled:", reasons.most_common(25))


if __name__ == "__main__":
    main()
