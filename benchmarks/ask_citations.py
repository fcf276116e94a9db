"""/ask citation ranks over many question sets at once: per set, how often a gold clause is the first
citation and among the first three (game given), as `rulecite ask-eval` grades one set.

    RULECITE_INDEX_DIR=.cache/index .venv/bin/python benchmarks/ask_citations.py SET.jsonl [SET.jsonl …]
        [--by-dir] [--out rows.jsonl]

A set is a JSON-lines file with game, question and gold (the blind batches' five game files are
grouped into one set with --by-dir). `--out` keeps each question's citations, so two commits can be
compared question by question. Run it on both commits in one sitting: the numbers are exact (no
timing), but the index and the code must be the ones named.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.ids import is_within  # noqa: E402
from corpus.loader import default_corpus  # noqa: E402
from index.search import load_or_build  # noqa: E402
from service.answering.ask import Answerer  # noqa: E402
from service.settings import Settings  # noqa: E402


def _hit(corpus: Any, game: str, gold: list[str], cited: list[str], k: int) -> bool:
    scheme = corpus.book(game).info.scheme
    return any(is_within(scheme, c, g) for c in cited[:k] for g in gold)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--by-dir", action="store_true", help="group the files of one directory")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    settings = Settings()
    corpus = default_corpus()
    engine = load_or_build(
        settings.index_dir,
        corpus,
        model_path=settings.embedding_model,
        query_prefix=settings.query_prefix,
        passage_prefix=settings.passage_prefix,
        progress=False,
        backend=settings.embedding_backend,
    )
    answerer = Answerer(corpus, engine)
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for path in args.sets:
        label = path.parent.name if args.by_dir else path.name
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if not row.get("gold"):
                continue
            answer = answerer.ask(row["question"], row["game"])
            cited = [c.id for c in answer.citations if c.game == row["game"]]
            first = _hit(corpus, row["game"], row["gold"], cited, 1)
            top3 = _hit(corpus, row["game"], row["gold"], cited, 3)
            for key in (label, "ALL"):
                tally[key][0] += 1
                tally[key][1] += first
                tally[key][2] += top3
            if out is not None:
                record = {"set": label, "id": row.get("id"), "gold": row["gold"], "cited": cited}
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
    if out is not None:
        out.close()
    print("| set | n | gold first | gold in first 3 |\n|---|---|---|---|")
    for key, (n, n_first, n_top3) in sorted(tally.items(), key=lambda kv: (kv[0] == "ALL", kv[0])):
        print(f"| {key} | {n} | {n_first / n:.3f} | {n_top3 / n:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
