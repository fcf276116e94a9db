"""The owner and scope check (`reading/owned.py`) on the verdicts the judge labelled: each recorded
blind run (benchmarks/data/blind_round5/runs/<batch>_<sha>.jsonl with its .judged.jsonl) is answered
again by the code of its commit, and the current check is applied to every verdict that code
stated. How many judged-wrong verdicts would it have withheld, and how many judged-right ones?

    .venv/bin/python benchmarks/owner_scope_history.py [--verbose] [RUN ...]

Each commit's tree is exported with ``git archive`` into a temporary directory (the repository is
only read), the current owned.py / scoped.py / seating.py and lexicon/play_order.json are copied
into it, and a worker process with that tree first on ``sys.path`` runs `plans.situate` and then
`owned.misowned` on the stated verdict. The check's acting helpers (`_actor`, `_named_seats`,
`_attack_seats`) are the current ones (older trees lack some); the answers stay the old code's
own. A row counts only when the old code's verdict is the one recorded in the run (it is, for
every row of the runs so far).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RUNS = ROOT / "benchmarks" / "data" / "blind_round5" / "runs"
_CHECK = ("reading/owned.py", "reading/scoped.py", "reading/seating.py", "lexicon/play_order.json")


def _worker(tree: Path, batch: str) -> None:
    """Print one JSON line per scenario question of `batch`, answered by the code in `tree`."""
    sys.path.insert(0, str(tree))
    from service.answering.plans import situate  # the old tree's

    old = importlib.import_module("service.answering.reading.acting")
    spec = importlib.util.spec_from_file_location("acting_now", ROOT / "service/answering/reading/acting.py")
    assert spec is not None and spec.loader is not None
    now = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(now)
    for name in ("_attack_seats", "_named_seats", "_actor"):
        if not hasattr(old, name):  # the check imports them; the old code itself does not use them
            setattr(old, name, getattr(now, name))
    owned = importlib.import_module("service.answering.reading.owned")
    seating = importlib.import_module("service.answering.reading.seating")
    for module, name in ((owned, "_actor"), (owned, "_named_seats"), (seating, "_attack_seats")):
        setattr(module, name, getattr(now, name))
    planner_module = importlib.import_module("service.answering.reading.planner")
    for path in sorted((ROOT / "benchmarks/data/blind_round5" / f"batch_{batch}").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("kind") != "scenario":
                continue
            gated, _ = situate(row["question"], row["game"])
            verdict = gated.accounting.verdict
            miss = None
            if verdict.stated and gated.scenario is not None and gated.sim is not None:
                planner = planner_module.Planner(row["game"])
                planner.reconcile(gated.accounting.reading, gated.scenario, gated.sim.result.events)
                found = owned.misowned(
                    gated.accounting.reading,
                    row["game"],
                    gated.scenario,
                    planner.seats,
                    gated.accounting.facts,
                    gated.sim.result.events,
                )
                miss = None if found is None else [found.kind, found.reason]
            out = {"id": row["id"], "stated": verdict.stated, "value": verdict.value, "miss": miss}
            print(json.dumps(out, ensure_ascii=False, default=str), flush=True)


def _export(sha: str, into: Path) -> None:
    archive = subprocess.run(["git", "archive", sha], cwd=ROOT, capture_output=True, check=True).stdout
    tmp = into.with_suffix(".tar")
    tmp.write_bytes(archive)
    with tarfile.open(tmp) as tar:
        tar.extractall(into, filter="data")
    tmp.unlink()
    for name in _CHECK:
        shutil.copy(ROOT / "service/answering" / name, into / "service/answering" / name)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("runs", nargs="*", help="run names such as n_86adfbe (default: every judged run)")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--worker", nargs=2, metavar=("TREE", "BATCH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(Path(args.worker[0]), args.worker[1])
        return
    names = args.runs or sorted(p.name.removesuffix(".judged.jsonl") for p in RUNS.glob("*.judged.jsonl"))
    totals: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            batch, sha = name.split("_")[0], name.rsplit("_", 1)[1]
            tree = Path(tmp) / sha
            if not tree.exists():
                _export(sha, tree)
            done = subprocess.run(
                [sys.executable, __file__, "--worker", str(tree), batch],
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                print(f"{name}: the old code did not run ({done.stderr.strip().splitlines()[-1:]})")
                continue
            counts = _count(name, [json.loads(line) for line in done.stdout.splitlines()], args.verbose)
            print(name, dict(sorted(counts.items())))
            totals.update(counts)
    print("TOTAL", dict(sorted(totals.items())))


def _count(name: str, rows: list[dict[str, Any]], verbose: bool) -> Counter[str]:
    recorded = {
        r["id"]: r.get("verdict") or {}
        for r in map(json.loads, (RUNS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines())
    }
    labels = {
        r["id"]: r["verdict"]
        for r in map(json.loads, (RUNS / f"{name}.judged.jsonl").read_text(encoding="utf-8").splitlines())
    }
    counts: Counter[str] = Counter()
    for row in rows:
        old = recorded.get(row["id"], {})
        same = bool(old.get("stated")) == row["stated"] and str(old.get("value")) == str(row["value"])
        label = labels.get(row["id"])
        if not row["stated"] or label not in ("right", "wrong"):
            continue
        if not same:
            counts[f"{label}: not reproduced"] += 1
            continue
        counts[f"judged {label}"] += 1
        if row["miss"]:
            counts[f"judged {label}: withheld"] += 1
            counts[f"judged {label}: withheld {row['miss'][0]}"] += 1
            if verbose:
                print(f"  {label}\t{row['id']}\t{row['miss'][1]}")
    return counts


if __name__ == "__main__":
    main()
