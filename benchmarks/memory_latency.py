"""Search latency with the question memory on and off, in one process (ratios, not thresholds).

    .venv/bin/python benchmarks/memory_latency.py QUESTIONS.jsonl [--index-dir DIR] [--n 60]

Two engines share one built index and encoder and differ only by `memory_weight`; the questions (game given)
are searched alternately by each, every text once (a counter keeps the query-vector cache cold), and the
medians and their ratio printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.loader import default_corpus  # noqa: E402
from index.config import load_config  # noqa: E402
from index.search import SearchEngine, load_or_build  # noqa: E402
from index.vocab import load_vocabulary  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("questions", type=Path)
    ap.add_argument("--index-dir", type=Path, default=ROOT / ".cache" / "index")
    ap.add_argument("--n", type=int, default=60)
    args = ap.parse_args(argv)
    corpus = default_corpus()
    config = load_config()
    on = load_or_build(args.index_dir, corpus, build=False)
    off_config = replace(config, fusion=replace(config.fusion, memory_weight=0.0))
    vocabulary = load_vocabulary(games=corpus.games)
    off = SearchEngine(corpus, on._built, on._encoder, vocabulary=vocabulary, config=off_config)
    lines = args.questions.read_text(encoding="utf-8").splitlines()[: args.n]
    rows = [json.loads(line) for line in lines]
    times: dict[str, list[float]] = {"on": [], "off": []}
    for i, row in enumerate(rows):
        order = [("on", on), ("off", off)] if i % 2 else [("off", off), ("on", on)]
        for name, engine in order:
            text = f"{row['question']} ({name} {i})"
            start = time.perf_counter()
            engine.search(text, game=row["game"], k=10)
            times[name].append(time.perf_counter() - start)
    p50 = {name: statistics.median(t) for name, t in times.items()}
    print(
        f"{len(rows)} questions, game given: p50 memory on {p50['on'] * 1000:.1f} ms, "
        f"off {p50['off'] * 1000:.1f} ms, ratio {p50['on'] / p50['off']:.2f}"
    )


if __name__ == "__main__":
    main()
