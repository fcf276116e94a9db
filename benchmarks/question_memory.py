"""Question memory (index/memory.py): write the remembered questions, forward-test the memory.

    .venv/bin/python benchmarks/question_memory.py build [--out index/data/question_memory.jsonl]
    .venv/bin/python benchmarks/question_memory.py cv RANKS.jsonl [--weights 0,0.2,0.4] [--k 10]

`build` writes every labelled question of the blind batches under ``benchmarks/data/blind_round*/batch_*/``
(game, question, gold) — never a sealed batch, nor a question of the dev and held-out sets (`CHECKS`),
which stay checks.
`cv` is a forward test: each pair of batches written together (AG/AH … AM/AN, and AO alone) is re-ranked
with a memory of only the batches written before it, over the ranking without priors or memory of
`RANKS.jsonl` (``benchmarks/clause_prior.py rank``, which turns both off); the priors are counted from the
same earlier batches at the configured weight, so the rows differ only by the memory. The questions are
embedded with the index's own query encoder (``--index-dir``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.clause_prior import batches, counts  # noqa: E402
from corpus.ids import is_within  # noqa: E402
from corpus.loader import default_corpus  # noqa: E402
from index.memory import MEMORY_PATH, QuestionMemory, Remembered  # noqa: E402
from index.prior import prior_values  # noqa: E402

# the batches in the order they were written (older rounds first); pairs were written together
_WRITTEN = "b c d e f g h i j k l m n o p q r s t u v w x y z aa ab ac ad ae af ag ah ai aj ak al am an ao ap"
ORDER = tuple(_WRITTEN.split())
PAIRS = (("ag", "ah"), ("ai", "aj"), ("ak", "al"), ("am", "an"), ("ao",), ("ap",))


def labelled() -> list[dict[str, Any]]:
    rows = []
    for name, folder in batches():
        for path in sorted(folder.glob("*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                row = json.loads(line)
                if row.get("gold"):
                    rows.append(row | {"batch": name})
    return rows


# the team's check sets: a question they hold is never remembered, even when a blind writer wrote it too
CHECKS = (
    *sorted((ROOT / "tests" / "index" / "data").glob("*.jsonl")),
    ROOT.parent / "shared" / "eval" / "dev.jsonl",
)


def build(out: Path) -> None:
    checks = {
        json.loads(line)["question"]
        for path in CHECKS
        if path.exists()
        for line in path.read_text(encoding="utf-8").splitlines()
    }
    rows = [r for r in labelled() if r["question"] not in checks]
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(
                json.dumps(
                    {"game": r["game"], "question": r["question"], "gold": r["gold"]}, ensure_ascii=False
                )
            )
            f.write("\n")
    print(f"wrote {out}: {len(rows)} questions from {len({r['batch'] for r in rows})} batches")


def cv(ranks: Path, weights: Sequence[float], k: int, index_dir: Path) -> None:
    from index.config import load_config
    from index.search import load_or_build

    corpus = default_corpus()
    config = load_config()
    schemes = {g: corpus.book(g).info.scheme for g in corpus.games}
    ranked = {r["id"]: r for r in map(json.loads, ranks.read_text(encoding="utf-8").splitlines())}
    rows = [r for r in labelled() if r["id"] in ranked]
    engine = load_or_build(index_dir, corpus, build=False)
    texts = [config.semantic.query_prefix + r["question"] for r in rows]
    vectors = np.vstack([engine.embed_queries(texts[i : i + 64]) for i in range(0, len(texts), 64)])
    fusion = config.fusion
    print(f"{len(rows)} questions; k {k}; priors {fusion.prior_weight} counted from the earlier batches")
    print("| weight | " + " | ".join("/".join(p) for p in PAIRS) + " |  (R@5 / MRR@10)")
    for w in weights:
        cells = []
        for pair in PAIRS:
            first = min(ORDER.index(b) for b in pair)
            train = [i for i, r in enumerate(rows) if ORDER.index(r["batch"]) < first]
            test = [i for i, r in enumerate(rows) if r["batch"] in pair]
            if not test:
                cells.append("—")  # (a batch the ranks file does not hold)
                continue
            old = [ranked[rows[i]["id"]] for i in train]
            prior = {
                g: prior_values(c, fusion.prior_smoothing, fusion.prior_floor)
                for g, c in counts(old, lambda g: schemes[g]).items()
            }
            memory = QuestionMemory(
                [Remembered(rows[i]["game"], rows[i]["question"], tuple(rows[i]["gold"])) for i in train],
                vectors[train],
                schemes,
            )
            r5 = mrr = 0.0
            for i in test:
                row = ranked[rows[i]["id"]]
                p = prior.get(row["game"], {})
                votes = memory.votes(row["game"], vectors[i], k)

                def score(
                    hit: list[Any], row: dict[str, Any] = row, p: Any = p, votes: Any = votes, w: float = w
                ) -> float:
                    share: float = sum(
                        v for g, v in votes.items() if is_within(schemes[row["game"]], hit[0], g)
                    )
                    base: float = hit[1] + fusion.prior_weight * p.get(hit[0], 0.0)
                    return base + w * share

                ids = [*row["exact"], *(h[0] for h in sorted(row["hits"], key=lambda h: -score(h)))][:10]
                gold = [
                    n
                    for n, cid in enumerate(ids)
                    if any(is_within(schemes[row["game"]], cid, g) for g in row["gold"])
                ]
                if gold:
                    r5 += gold[0] < 5
                    mrr += 1 / (gold[0] + 1)
            cells.append(f"{r5 / len(test):.3f} / {mrr / len(test):.3f}")
        print(f"| {w} | " + " | ".join(cells) + " |")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", type=Path, default=MEMORY_PATH)
    c = sub.add_parser("cv")
    c.add_argument("ranks", type=Path)
    c.add_argument("--weights", default="0,0.2,0.3,0.4,0.5")
    c.add_argument("--k", type=int, default=10)
    c.add_argument("--index-dir", type=Path, default=ROOT / ".cache" / "index")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        build(args.out)
    else:
        cv(args.ranks, [float(w) for w in args.weights.split(",")], args.k, args.index_dir)


if __name__ == "__main__":
    main()
