"""`/ask` latency against `/search` in the same run, over HTTP (in-process ASGI client).

    .venv/bin/python benchmarks/ask_latency.py [--set ../shared/eval/dev.jsonl] [--rounds 3] [--index-dir DIR]

Every question of the set is sent to ``GET /search`` and ``GET /ask`` (with its game, then without),
`rounds` times after one warm-up pass; prints p50/p95/mean per endpoint as a markdown table.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from fastapi.testclient import TestClient

from service.api.app import create_app
from service.settings import Settings

DEFAULT_SET = Path(__file__).resolve().parents[2] / "shared" / "eval" / "dev.jsonl"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--set", dest="eval_set", type=Path, default=DEFAULT_SET)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--index-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    rows = [
        json.loads(line) for line in args.eval_set.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    settings = Settings()
    if args.index_dir is not None:
        settings = settings.model_copy(update={"index_dir": args.index_dir.resolve()})
    timings: dict[str, list[float]] = {"/search (game)": [], "/ask (game)": [], "/ask (no game)": []}
    with TestClient(create_app(settings)) as client:
        for rnd in range(args.rounds + 1):
            for row in rows:
                calls = (
                    ("/search (game)", "/search", {"q": row["question"], "game": row["game"]}),
                    ("/ask (game)", "/ask", {"q": row["question"], "game": row["game"]}),
                    ("/ask (no game)", "/ask", {"q": row["question"]}),
                )
                for label, path, params in calls:
                    start = time.perf_counter()
                    response = client.get(path, params=params)
                    elapsed = (time.perf_counter() - start) * 1000
                    if response.status_code != 200:
                        print(f"{label} {row['id']}: HTTP {response.status_code}", file=sys.stderr)
                    if rnd:  # round 0 warms caches up
                        timings[label].append(elapsed)
    print("| endpoint | n | p50 ms | p95 ms | mean ms |\n|---|---|---|---|---|")
    for label, values in timings.items():
        print(
            f"| {label} | {len(values)} | {percentile(values, 50):.1f} | {percentile(values, 95):.1f} "
            f"| {statistics.fmean(values):.1f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
