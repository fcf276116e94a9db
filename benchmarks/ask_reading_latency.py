"""`/ask` p50 against `/search` p50 in one run, in process (no HTTP), with the reading gate on.

    .venv/bin/python benchmarks/ask_reading_latency.py [--set ../shared/eval/dev.jsonl] [--rounds 2]

Both calls of a question are interleaved so load on a shared machine hits them alike; one warm-up
pass first (the model, the lexicons, the tokenizer). Every measured text is new to the process (a
distinct count of trailing zero-width spaces, as in `ask_latency.py`: the search engine caches the
embeddings of recent queries; the /ask text differs from the /search text too). Prints p50/p95
per call, the ask/search p50 ratio (target ≤ 3), and
the p50 of reading the situation (`plans.situate`: builders, engine runs, reader, gate and, when
the builder's verdict is withheld, the game's plans — the part this benchmark exists for).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.loader import default_corpus  # noqa: E402
from index.search import load_or_build  # noqa: E402
from service.answering import ask as ask_module  # noqa: E402
from service.answering.ask import Answerer  # noqa: E402
from service.settings import Settings  # noqa: E402

DEFAULT_SET = ROOT.parent / "shared" / "eval" / "dev.jsonl"


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", dest="eval_set", type=Path, default=DEFAULT_SET)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    rows = [json.loads(x) for x in args.eval_set.read_text(encoding="utf-8").splitlines() if x.strip()]
    corpus = default_corpus()
    engine = load_or_build(Settings().index_dir, corpus, build=False)
    answerer = Answerer(corpus, engine)
    gate_ms: list[float] = []
    real_situate = vars(ask_module)["situate"]

    def timed_situate(*a: object, **k: object) -> object:
        start = time.perf_counter()
        try:
            return real_situate(*a, **k)
        finally:
            gate_ms.append((time.perf_counter() - start) * 1000)

    vars(ask_module)["situate"] = timed_situate  # the Answerer calls the module's `situate`
    for row in rows:  # warm-up
        engine.search(row["question"], game=row["game"], k=10)
        answerer.ask(row["question"], row["game"])
    gate_ms.clear()
    search_ms: list[float] = []
    ask_ms: list[float] = []
    n = 0
    for _ in range(args.rounds):
        for row in rows:
            n += 1
            q = row["question"] + "\u200b" * n
            start = time.perf_counter()
            engine.search(q, game=row["game"], k=10)
            search_ms.append((time.perf_counter() - start) * 1000)
            # a text the search above did not see either: /ask embeds its question itself
            q = row["question"] + "\u200b" * (n + 2 * len(rows) * args.rounds)
            start = time.perf_counter()
            answerer.ask(q, row["game"])
            ask_ms.append((time.perf_counter() - start) * 1000)
    s50, a50 = statistics.median(search_ms), statistics.median(ask_ms)
    print("| call | n | p50 ms | p95 ms |")
    print("|---|---|---|---|")
    print(f"| search (game) | {len(search_ms)} | {s50:.1f} | {pct(search_ms, 95):.1f} |")
    print(f"| ask (game) | {len(ask_ms)} | {a50:.1f} | {pct(ask_ms, 95):.1f} |")
    label = "situation (builders, engine, reading gate, plans)"
    print(f"| {label} | {len(gate_ms)} | {statistics.median(gate_ms):.1f} | {pct(gate_ms, 95):.1f} |")
    print(f"ask/search p50 ratio: {a50 / s50:.2f} (target ≤ 3)")


if __name__ == "__main__":
    main()
