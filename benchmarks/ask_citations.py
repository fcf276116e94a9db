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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.loader import default_corpus  # noqa: E402
from index.search import load_or_build  # noqa: E402
from service.answering.ask import Answerer  # noqa: E402
from service.answering.evaluate import grade, load_rows  # noqa: E402
from service.settings import Settings  # noqa: E402


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
        for row in load_rows(path):
            if not row.gold:
                continue
            answer = answerer.ask(row.question, row.game)
            rank = grade(corpus, row, answer, {}, 0.0).hit_rank  # as `rulecite ask-eval` ranks it
            first = rank == 1
            top3 = rank is not None and rank <= 3
            for key in (label, "ALL"):
                tally[key][0] += 1
                tally[key][1] += first
                tally[key][2] += top3
            if out is not None:
                cited = [c.id for c in answer.citations if c.game == row.game]
                record = {"set": label, "id": row.id, "gold": list(row.gold), "cited": cited}
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
    if out is not None:
        out.close()
    print("| set | n | gold first | gold in first 3 |\n|---|---|---|---|")
    for key, (n, n_first, n_top3) in sorted(tally.items(), key=lambda kv: (kv[0] == "ALL", kv[0])):
        print(f"| {key} | {n} | {n_first / n:.3f} | {n_top3 / n:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
