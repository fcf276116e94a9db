"""Question memory (index/memory.py): write the remembered questions, forward-test the memory.

    .venv/bin/python benchmarks/question_memory.py build [--out index/data/question_memory.jsonl]
    .venv/bin/python benchmarks/question_memory.py cv RANKS.jsonl [DEEP.jsonl] [--settings 'memory_weight=0;']

`build` writes every labelled question of the blind batches under ``benchmarks/data/blind_round*/batch_*/``
(game, question, gold) — never a sealed batch, nor a question of the dev and held-out sets (`CHECKS`),
which stay checks.
`cv` is a forward test: each pair of batches written together (AG/AH … AM/AN, then AO, AP, AQ alone) is
re-ranked with a memory of only the batches written before it, over the ranking without priors or memory
of the ranks files (``benchmarks/clause_prior.py rank``, which turns both off; a later file's rows replace
an earlier's: the tested batches ranked 50 deep, ``--depth 50 --batches ag,…``, so a voted clause the
first 20 miss can be found there); the priors are counted from the same earlier batches, and both are
applied by the service's own code (`ClausePrior.weigh`, `QuestionMemory.weigh`) for each ``--settings``
entry of ``[fusion]`` overrides, so the rows differ only by the memory. The questions are embedded with
the index's own query encoder (``--index-dir``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import replace
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
_WRITTEN = (
    "b c d e f g h i j k l m n o p q r s t u v w x y z aa ab ac ad ae af ag ah ai aj ak al am an ao ap aq"
    " ar as at au av aw ax ay az ba bb bc bd be bf"
)
ORDER = tuple(_WRITTEN.split())
PAIRS = (
    ("ag", "ah"),
    ("ai", "aj"),
    ("ak", "al"),
    ("am", "an"),
    ("ao",),
    ("ap",),
    ("aq",),
    ("ar",),
    ("as",),
    ("at",),
    ("au",),
    ("av",),
    ("aw",),
    ("ax",),
    ("ay",),
    ("az",),
    ("ba",),
    ("bb",),
    ("bc",),
    ("bd",),
    ("be",),
    ("bf",),
)


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


def cv(ranks: Sequence[Path], settings: Sequence[str], index_dir: Path) -> None:
    from index.config import FusionConfig, load_config
    from index.fusion import Fused
    from index.prior import ClausePrior
    from index.search import load_or_build

    corpus = default_corpus()
    config = load_config()
    schemes = {g: corpus.book(g).info.scheme for g in corpus.games}
    order = {g: tuple(corpus.book(g).clauses) for g in corpus.games}  # a stand-in for index positions
    at = {g: {cid: n for n, cid in enumerate(ids)} for g, ids in order.items()}
    ranked: dict[str, dict[str, Any]] = {}
    for path in ranks:  # a later file (ranked deeper) replaces an earlier one's rows
        ranked |= {r["id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}
    rows = [r for r in labelled() if r["id"] in ranked]
    engine = load_or_build(index_dir, corpus, build=False)
    texts = [config.semantic.query_prefix + r["question"] for r in rows]
    vectors = np.vstack([engine.embed_queries(texts[i : i + 64]) for i in range(0, len(texts), 64)])
    base = config.fusion
    print(f"{len(rows)} questions; priors {base.prior_weight} counted from the earlier batches")
    print("| setting | " + " | ".join("/".join(p) for p in PAIRS) + " | all |  (R@5 / MRR@10)")
    for setting in settings:
        knobs = dict(kv.split("=") for kv in setting.split(",") if kv)
        fusion: FusionConfig = replace(base, **{k: type(getattr(base, k))(v) for k, v in knobs.items()})
        cells, total = [], [0.0, 0.0, 0]
        for pair in PAIRS:
            first = min(ORDER.index(b) for b in pair)
            train = [i for i, r in enumerate(rows) if ORDER.index(r["batch"]) < first]
            test = [i for i, r in enumerate(rows) if r["batch"] in pair]
            if not test:
                cells.append("—")  # (a batch the ranks files do not hold)
                continue
            old = [ranked[rows[i]["id"]] for i in train]
            priors = {
                g: ClausePrior(
                    {at[g][c]: v for c, v in prior_values(n, base.prior_smoothing, base.prior_floor).items()}
                )
                for g, n in counts(old, lambda g: schemes[g]).items()
            }
            memory = QuestionMemory(
                [Remembered(rows[i]["game"], rows[i]["question"], tuple(rows[i]["gold"])) for i in train],
                vectors[train],
                schemes,
            )
            r5 = mrr = 0.0
            for i in test:
                row, game = ranked[rows[i]["id"]], rows[i]["game"]
                fused = [Fused(at[game][cid], score, None, None) for cid, score in row["hits"]]
                if game in priors:
                    fused = priors[game].weigh(fused, fusion.prior_weight, fusion.prior_depth)
                votes = memory.votes(game, vectors[i], fusion.memory_k)
                fused = memory.weigh(
                    game, fused, order[game], votes, fusion.memory_weight, fusion.memory_depth,
                    fusion.memory_recall, fusion.memory_recall_score,
                )  # fmt: skip
                ids = [*row["exact"], *(order[game][f.position] for f in fused)][:10]
                gold = [
                    n
                    for n, cid in enumerate(ids)
                    if any(is_within(schemes[game], cid, g) for g in row["gold"])
                ]
                if gold:
                    r5 += gold[0] < 5
                    mrr += 1 / (gold[0] + 1)
            cells.append(f"{r5 / len(test):.3f} / {mrr / len(test):.3f}")
            total = [total[0] + r5, total[1] + mrr, total[2] + len(test)]
        n = max(int(total[2]), 1)
        print(
            f"| {setting or 'configured'} | "
            + " | ".join(cells)
            + f" | {total[0] / n:.3f} / {total[1] / n:.3f} |"
        )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", type=Path, default=MEMORY_PATH)
    c = sub.add_parser("cv")
    c.add_argument("ranks", type=Path, nargs="+")
    c.add_argument(
        "--settings",
        default=";memory_weight=0",
        help="';'-separated [fusion] overrides, e.g. 'memory_weight=0;memory_k=10,memory_recall=0' "
        "('' = as configured)",
    )
    c.add_argument("--index-dir", type=Path, default=ROOT / ".cache" / "index")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        build(args.out)
    else:
        cv(args.ranks, args.settings.split(";"), args.index_dir)


if __name__ == "__main__":
    main()
