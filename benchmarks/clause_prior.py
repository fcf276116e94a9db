"""Clause priors (index/prior.py): rank the labelled blind batches, cross-validate, write the counts.

    .venv/bin/python benchmarks/clause_prior.py rank RANKS.jsonl [--index-dir DIR]
    .venv/bin/python benchmarks/clause_prior.py cv RANKS.jsonl [--weights 0,0.15] [--floor -0.5]
    .venv/bin/python benchmarks/clause_prior.py build RANKS.jsonl [--out index/data/clause_prior.json]

`rank` searches every question of the blind batches under ``benchmarks/data/blind_round*/batch_*/``
(game given, hybrid, priors and question memory off) and keeps its first 20 results (``--depth``, at
most 50; ``--batches ag,ah`` only those batches: the question memory's forward test reads 50 deep).
`cv` measures what the priors do on questions they were not counted from: the batches are split into 4
folds (every 4th batch), each fold's questions re-ranked with the priors counted on the other three;
R@1/3/5/MRR@10 summed over the folds, for each weight. `build` counts every batch's first `PRIOR_TOP`
results into the prior file the service reads. The hit rule is the evaluation's (`corpus.ids.is_within`:
the gold clause or a descendant).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.ids import is_within  # noqa: E402
from corpus.loader import default_corpus  # noqa: E402
from index.prior import PRIOR_PATH, PRIOR_TOP, prior_values  # noqa: E402

DEPTH = 20
FOLDS = 4
Rows = Sequence[dict[str, Any]]
SchemeOf = Callable[[str], Any]


def batches() -> list[tuple[str, Path]]:
    found = sorted((ROOT / "benchmarks" / "data").glob("blind_round*/batch_*"))
    return [(p.name.removeprefix("batch_"), p) for p in found]


def rank(out: Path, index_dir: Path, depth: int = DEPTH, only: Sequence[str] = ()) -> None:
    from index.config import load_config
    from index.search import load_or_build
    from index.types import Mode

    corpus = default_corpus()
    config = load_config()
    config = replace(config, fusion=replace(config.fusion, prior_weight=0.0, memory_weight=0.0))
    engine = load_or_build(index_dir, corpus, build=False, config=config)
    with out.open("w", encoding="utf-8") as f:
        for name, folder in batches():
            if only and name not in only:
                continue
            for path in sorted(folder.glob("*.jsonl")):
                for line in path.read_text(encoding="utf-8").splitlines():
                    row = json.loads(line)
                    res = engine.search(row["question"], game=row["game"], k=depth, mode=Mode.HYBRID)
                    hits = [[h.id, h.score] for h in res.hits if not h.exact and h.related_to is None]
                    exact = [h.id for h in res.hits if h.exact or h.related_to is not None]
                    record = {"batch": name, "id": row["id"], "game": row["game"], "gold": row["gold"]}
                    f.write(json.dumps(record | {"exact": exact, "hits": hits}, ensure_ascii=False) + "\n")


def _gold(scheme_of: SchemeOf, row: dict[str, Any], cid: str) -> bool:
    return any(is_within(scheme_of(row["game"]), cid, g) for g in row["gold"])


def counts(
    rows: Sequence[dict[str, Any]], scheme_of: Callable[[str], Any]
) -> dict[str, dict[str, list[int]]]:
    out: dict[str, dict[str, list[int]]] = {}
    for row in rows:
        for cid, _ in row["hits"][:PRIOR_TOP]:
            c = out.setdefault(row["game"], {}).setdefault(cid, [0, 0])
            c[0] += _gold(scheme_of, row, cid)
            c[1] += 1
    return out


def _metrics(
    rows: Sequence[dict[str, Any]],
    scheme_of: Callable[[str], Any],
    prior: dict[str, dict[str, float]],
    w: float,
) -> list[float]:
    r1 = r3 = r5 = mrr = 0.0
    for row in rows:
        p = prior.get(row["game"], {})
        ranked = sorted(row["hits"], key=lambda h: -(h[1] + w * p.get(h[0], 0.0)))
        ids = [*row["exact"], *(cid for cid, _ in ranked)][:10]
        first = next((i for i, cid in enumerate(ids) if _gold(scheme_of, row, cid)), None)
        if first is not None:
            r1 += first == 0
            r3 += first < 3
            r5 += first < 5
            mrr += 1 / (first + 1)
    return [r1, r3, r5, mrr]


def cv(ranks: Path, weights: Sequence[float], smoothing: float, floor: float) -> None:
    corpus = default_corpus()
    rows = [json.loads(line) for line in ranks.read_text(encoding="utf-8").splitlines()]

    def scheme_of(game: str) -> Any:
        return corpus.book(game).info.scheme

    names = sorted({r["batch"] for r in rows})
    folds = [set(names[i::FOLDS]) for i in range(FOLDS)]
    print(f"{len(rows)} questions, {len(names)} batches, {FOLDS} folds; smoothing {smoothing}, floor {floor}")
    print("| weight | R@1 | R@3 | R@5 | MRR@10 |\n|---|---|---|---|---|")
    for w in weights:
        total = [0.0, 0.0, 0.0, 0.0]
        for test in folds:
            train = [r for r in rows if r["batch"] not in test]
            prior = {g: prior_values(c, smoothing, floor) for g, c in counts(train, scheme_of).items()}
            got = _metrics([r for r in rows if r["batch"] in test], scheme_of, prior, w)
            total = [a + b for a, b in zip(total, got, strict=True)]
        n = len(rows)
        print(f"| {w} | " + " | ".join(f"{t / n:.3f}" for t in total) + " |")


def build(ranks: Path, out: Path) -> None:
    corpus = default_corpus()
    rows = [json.loads(line) for line in ranks.read_text(encoding="utf-8").splitlines()]
    counted = counts(rows, lambda g: corpus.book(g).info.scheme)
    data = {
        "about": "index/prior.py: per clause [gold, seen] — how often it was among the first "
        f"{PRIOR_TOP} results (priors off) of a labelled blind question, and how often a gold clause there",
        "batches": sorted({r["batch"] for r in rows}),
        "questions": len(rows),
        "games": {g: dict(sorted(c.items())) for g, c in sorted(counted.items())},
    }
    out.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {out}: {len(rows)} questions, {sum(len(c) for c in counted.values())} clauses")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("rank")
    r.add_argument("out", type=Path)
    r.add_argument("--index-dir", type=Path, default=ROOT / ".cache" / "index")
    r.add_argument("--depth", type=int, default=DEPTH)
    r.add_argument("--batches", default="", help="comma-separated batch names (default: all)")
    c = sub.add_parser("cv")
    c.add_argument("ranks", type=Path)
    c.add_argument("--weights", default="0,0.05,0.1,0.15,0.2,0.3")
    c.add_argument("--smoothing", type=float, default=5.0)
    c.add_argument("--floor", type=float, default=-0.5)
    b = sub.add_parser("build")
    b.add_argument("ranks", type=Path)
    b.add_argument("--out", type=Path, default=PRIOR_PATH)
    args = ap.parse_args(argv)
    if args.cmd == "rank":
        rank(args.out, args.index_dir, args.depth, [b for b in args.batches.split(",") if b])
    elif args.cmd == "cv":
        cv(args.ranks, [float(w) for w in args.weights.split(",")], args.smoothing, args.floor)
    else:
        build(args.ranks, args.out)


if __name__ == "__main__":
    main()
