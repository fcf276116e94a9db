"""`/ask` latency against `/search` in the same run, over HTTP (in-process ASGI client).

    .venv/bin/python benchmarks/ask_latency.py [--set ../shared/eval/dev.jsonl] [--rounds 3] [--index-dir DIR]

Every question of the set is sent to ``GET /search`` and ``GET /ask``, each with its game and
without, `rounds` times after one warm-up pass (which loads the model and fills the per-clause
caches). The four calls of a question are interleaved, so load on the shared machine hits all
endpoints alike. Prints p50/p95/mean per endpoint and the count of non-200 answers.

Every measured call is a question the process has not seen: the search engine keeps the embeddings
of recent queries (so that /ask's game detection and search embed a question once), and repeating
the same 65 texts would time that cache instead of a user's new question. Each call therefore
carries a distinct number of zero-width spaces (U+200B) at its end: the text — the cache key — is
new, while the work is that of the question itself (the embedding sees one more token, so the hits
of 15 of the 65 dev questions differ slightly; nothing else changes). ``--cached`` sends the texts
unchanged and measures repeated questions instead.

What it measures: the app's request handling and the work behind it, without a network or a
server process (`benchmarks/search_latency.py` and `benchmarks/load.py` cover those).
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
LABELS = ("/search (game)", "/ask (game)", "/search (no game)", "/ask (no game)")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--set", dest="eval_set", type=Path, default=DEFAULT_SET)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--index-dir", type=Path, default=None)
    parser.add_argument("--cached", action="store_true", help="repeat the texts unchanged (cache hits)")
    args = parser.parse_args(argv)
    rows = [
        json.loads(line) for line in args.eval_set.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    settings = Settings()
    if args.index_dir is not None:
        settings = settings.model_copy(update={"index_dir": args.index_dir.resolve()})
    timings: dict[str, list[float]] = {label: [] for label in LABELS}
    errors: dict[str, int] = dict.fromkeys(LABELS, 0)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        for rnd in range(args.rounds + 1):
            for row in rows:
                game = row["game"]
                calls: tuple[tuple[str, str, dict[str, str]], ...] = (
                    ("/search (game)", "/search", {"game": game}),
                    ("/ask (game)", "/ask", {"game": game}),
                    ("/search (no game)", "/search", {}),
                    ("/ask (no game)", "/ask", {}),
                )
                for i, (label, path, extra) in enumerate(calls):
                    fresh = 0 if args.cached or not rnd else (rnd - 1) * len(calls) + i + 1
                    params = {"q": row["question"] + "\u200b" * fresh, **extra}
                    start = time.perf_counter()
                    response = client.get(path, params=params)
                    elapsed = (time.perf_counter() - start) * 1000
                    if not rnd:  # round 0 warms the model and the clause caches up
                        continue
                    if response.status_code != 200:
                        errors[label] += 1
                        print(f"{label} {row['id']}: HTTP {response.status_code}", file=sys.stderr)
                        continue
                    timings[label].append(elapsed)
    print("| endpoint | n | p50 ms | p95 ms | mean ms | errors |\n|---|---|---|---|---|---|")
    for label, values in timings.items():
        if not values:
            print(f"| {label} | 0 | – | – | – | {errors[label]} |")
            continue
        print(
            f"| {label} | {len(values)} | {percentile(values, 50):.1f} | {percentile(values, 95):.1f} "
            f"| {statistics.fmean(values):.1f} | {errors[label]} |"
        )
    return 1 if any(errors.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
