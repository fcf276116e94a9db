"""Blind probe batches: run every question through the real `/ask` answerer, then score the run.

    .venv/bin/python benchmarks/blind_probes.py run OUT.jsonl BATCH.jsonl... [--index-dir DIR]
    .venv/bin/python benchmarks/blind_probes.py score OUT.jsonl [JUDGED.jsonl]

`run` writes, per question, what a user sees (answer text, citations, the simulation's situation and
outcome, the structured `verdict` and `reading`) beside the row's expected verdict. A question that
raises is recorded with the error, never stops the run.

`score` prints per game: gold in the first three citations (the evaluation's hit rule: the cited id
is the gold clause or one of its descendants — fow's §10 prints no sub-numbers, so its blind gold is
the section), the scenario questions, how many were simulated and, given a judge's file (one line
per scenario question: {"id", "verdict": "right" | "wrong" | "none"}), the verdict counts. The judge
is a reader who sees only the question, the expected verdict and the answer (docs/evaluation_ask.md).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from corpus.ids import is_within  # noqa: E402
from corpus.loader import default_corpus  # noqa: E402

GAMES = ("fow", "kiseki", "ninjaslayer", "onepiece", "sve")


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def run(out: Path, batches: list[Path], index_dir: Path | None) -> None:
    from index.search import load_or_build
    from service.answering.ask import Answerer
    from service.settings import Settings

    corpus = default_corpus()
    engine = load_or_build(index_dir or Settings().index_dir, corpus)
    answerer = Answerer(corpus, engine)
    rows = [row for batch in batches for row in read_jsonl(batch)]
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            started = time.perf_counter()
            error: str | None = None
            data: dict[str, Any] = {}
            try:
                data = answerer.ask(row["question"], row["game"]).to_json()
            except Exception as exc:  # a probe run records every failure and goes on
                error = repr(exc)
            sim = data.get("simulation")
            record = {
                **{k: row.get(k) for k in ("id", "game", "kind", "trap", "question", "expect", "check")},
                "gold": row.get("gold", []),
                "citations": [c["id"] for c in data.get("citations", [])][:6],
                "answer": data.get("answer"),
                "error": error,
                "simulated": sim is not None,
                "sim_situation": sim and sim.get("situation"),
                "sim_outcome": sim and sim.get("outcome"),
                "verdict": data.get("verdict"),
                "reading": data.get("reading"),
                "notes": data.get("notes"),
                "seconds": round(time.perf_counter() - started, 3),
            }
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")


def score(out: Path, judged_path: Path | None) -> str:
    corpus = default_corpus()
    judged: dict[str, str] = {}
    if judged_path is not None:
        judged = {j["id"]: j["verdict"] for j in read_jsonl(judged_path)}
    counts: Counter[tuple[str, str]] = Counter()
    for r in read_jsonl(out):
        scheme = corpus.book(r["game"]).info.scheme
        hit = any(is_within(scheme, cid, g) for cid in r["citations"][:3] for g in r["gold"])
        for game in (r["game"], "ALL"):
            counts[game, "n"] += 1
            counts[game, "top3"] += hit
            if r["kind"] == "scenario":
                counts[game, "scenarios"] += 1
                counts[game, "simulated"] += bool(r["simulated"])
                verdict = judged.get(r["id"])
                if verdict is not None:
                    counts[game, verdict] += 1
    lines = [
        "| game | questions | gold top 3 | scenarios | simulated | right | wrong | none |",
        "|---" * 8 + "|",
    ]
    for game in (*GAMES, "ALL"):
        n = counts[game, "n"]
        if n:
            cells = [str(counts[game, k]) for k in ("scenarios", "simulated", "right", "wrong", "none")]
            lines.append(f"| {game} | {n} | {counts[game, 'top3'] / n:.3f} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    p_run = sub.add_parser("run", help="answer every question of the batches")
    p_run.add_argument("out", type=Path)
    p_run.add_argument("batches", type=Path, nargs="+")
    p_run.add_argument("--index-dir", type=Path, default=None)
    p_score = sub.add_parser("score", help="score a run (and a judge's verdicts)")
    p_score.add_argument("out", type=Path)
    p_score.add_argument("judged", type=Path, nargs="?", default=None)
    args = parser.parse_args(argv)
    if args.command == "run":
        run(args.out, args.batches, args.index_dir)
    else:
        print(score(args.out, args.judged))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
