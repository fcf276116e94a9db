"""Retrieval evaluation: Recall@1/5/10, MRR@10 and nDCG@10, overall, per game and per kind.

A retrieved clause is a hit when it is a gold clause or one of its descendants in the same game
(`corpus.ids.is_within`). Each gold clause earns gain once in nDCG, so retrieving three children of
one gold clause does not look like retrieving three gold clauses.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from corpus.ids import is_within
from corpus.loader import Corpus
from index.errors import SearchError
from index.search import SearchEngine
from index.types import Hit, Mode


class EvalSetError(SearchError, ValueError):
    """An evaluation file that is not JSON lines with id, game, question and gold."""


@dataclass(frozen=True, slots=True)
class Question:
    id: str
    game: str
    question: str
    gold: tuple[str, ...]
    kind: str


@dataclass(frozen=True, slots=True)
class Outcome:
    question: Question
    hits: tuple[Hit, ...]
    first_hit: int | None  # 1-based rank of the first hit within the top 10
    ndcg: float
    detected_game: str | None


@dataclass(frozen=True, slots=True)
class Metrics:
    n: int
    recall_at_1: float
    recall_at_5: float
    recall_at_10: float
    mrr_at_10: float
    ndcg_at_10: float

    @classmethod
    def of(cls, outcomes: Sequence[Outcome]) -> Metrics:
        n = len(outcomes)
        if n == 0:
            return cls(0, 0.0, 0.0, 0.0, 0.0, 0.0)

        def recall(k: int) -> float:
            return sum(1 for o in outcomes if o.first_hit is not None and o.first_hit <= k) / n

        mrr = sum(1.0 / o.first_hit for o in outcomes if o.first_hit is not None) / n
        ndcg = sum(o.ndcg for o in outcomes) / n
        return cls(n, recall(1), recall(5), recall(10), mrr, ndcg)


@dataclass(frozen=True, slots=True)
class Report:
    mode: Mode
    game_given: bool
    overall: Metrics
    per_game: dict[str, Metrics]
    per_kind: dict[str, Metrics]
    outcomes: tuple[Outcome, ...]
    detection_accuracy: float  # share of questions whose detected game is the gold game


def load_questions(path: Path) -> list[Question]:
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            gold = d["gold"]
            out.append(
                Question(
                    str(d["id"]), str(d["game"]), str(d["question"]), tuple(map(str, gold)), d.get("kind", "")
                )
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise EvalSetError(f"{path}:{n}: {exc}") from exc
    return out


def score(question: Question, hits: Sequence[Hit], corpus: Corpus, k: int = 10) -> tuple[int | None, float]:
    """(rank of the first hit, nDCG@k) of one ranked list."""
    scheme = corpus.book(question.game).info.scheme
    credited: set[str] = set()
    first: int | None = None
    dcg = 0.0
    for rank, hit in enumerate(hits[:k], start=1):
        if hit.game != question.game:
            continue
        matched = [g for g in question.gold if is_within(scheme, hit.id, g)]
        if not matched:
            continue
        if first is None:
            first = rank
        fresh = [g for g in matched if g not in credited]
        if fresh:
            credited.add(fresh[0])
            dcg += 1.0 / math.log2(rank + 1)
    ideal = sum(1.0 / math.log2(r + 1) for r in range(1, min(len(question.gold), k) + 1))
    return first, (dcg / ideal if ideal else 0.0)


def _group(outcomes: Iterable[Outcome], key: str) -> dict[str, Metrics]:
    groups: dict[str, list[Outcome]] = {}
    for o in outcomes:
        groups.setdefault(getattr(o.question, key), []).append(o)
    return {k: Metrics.of(v) for k, v in groups.items()}


def evaluate(
    engine: SearchEngine, corpus: Corpus, questions: Sequence[Question], *, mode: Mode, game_given: bool
) -> Report:
    outcomes = []
    for q in questions:
        result = engine.search(q.question, game=q.game if game_given else None, k=10, mode=mode)
        first, ndcg = score(q, result.hits, corpus)
        outcomes.append(Outcome(q, result.hits, first, ndcg, result.detected_game))
    detected = sum(1 for o in outcomes if o.detected_game == o.question.game)
    return Report(
        mode=mode,
        game_given=game_given,
        overall=Metrics.of(outcomes),
        per_game=_group(outcomes, "game"),
        per_kind=_group(outcomes, "kind"),
        outcomes=tuple(outcomes),
        detection_accuracy=detected / len(outcomes) if outcomes else 0.0,
    )


def _row(label: str, m: Metrics) -> str:
    cells = (m.recall_at_1, m.recall_at_5, m.recall_at_10, m.mrr_at_10, m.ndcg_at_10)
    return f"| {label} | {m.n} | " + " | ".join(f"{c:.3f}" for c in cells) + " |"


def format_reports(reports: Sequence[Report]) -> str:
    """Markdown tables: a summary per (mode, game given) and the per-game / per-kind breakdown."""
    head = "| {} | n | R@1 | R@5 | R@10 | MRR@10 | nDCG@10 |\n|---|---|---|---|---|---|---|"
    lines = [
        "### Summary",
        "",
        head.format("mode / game"),
        *[_row(f"{r.mode.value} / {'given' if r.game_given else 'unknown'}", r.overall) for r in reports],
    ]
    for r in reports:
        title = f"### {r.mode.value}, game {'given' if r.game_given else 'unknown'}"
        lines += ["", title, "", head.format("slice"), _row("all", r.overall)]
        lines += [_row(f"game={g}", m) for g, m in sorted(r.per_game.items())]
        lines += [_row(f"kind={k}", m) for k, m in sorted(r.per_kind.items())]
        if not r.game_given:
            lines += ["", f"Detected game correct: {r.detection_accuracy:.3f}"]
    return "\n".join(lines) + "\n"


def misses(report: Report, k: int = 5) -> list[str]:
    """One line per question without a hit in the top k (for tuning and the docs)."""
    out = []
    for o in report.outcomes:
        if o.first_hit is None or o.first_hit > k:
            top = ", ".join(f"{h.game}:{h.id}" for h in o.hits[:k])
            out.append(
                f"{o.question.id} (first hit {o.first_hit}) gold={','.join(o.question.gold)} top=[{top}]"
            )
    return out
