"""Measuring `/ask` on a question set (the dev set's JSON lines).

* gold@3 — share of questions with a gold clause (or a descendant, `corpus.ids.is_within`) among
  the first 3 citations;
* for ``scenario`` questions: the share simulated, and the share whose simulation satisfies the
  question's check (a predicate per question id; a question without one counts as unchecked);
* grounding — every answer's rule numbers are citations (must be 1.0);
* without a given game (``--no-game``): the share of answers for the question's game
  (`Answer.detected_game`) and the share answered for no game.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus import Corpus
from corpus.ids import is_within
from service.answering.ask import Answerer
from service.answering.citing import Answer, ungrounded
from service.engine.scenario import SimulationResult

Check = Callable[[SimulationResult], bool]
TOP = 3


@dataclass(frozen=True, slots=True)
class Row:
    id: str
    game: str
    kind: str
    question: str
    gold: tuple[str, ...]
    expect: str | None


@dataclass(frozen=True, slots=True)
class Graded:
    row: Row
    hit_rank: int | None  # 1-based rank of the first gold citation
    simulated: bool
    correct: bool | None  # None: no check for this question
    grounded: bool
    seconds: float
    answer: Answer


@dataclass(slots=True)
class Report:
    graded: list[Graded] = field(default_factory=list)
    with_game: bool = True

    def share(self, rows: Sequence[Graded], pred: Callable[[Graded], bool]) -> float:
        return sum(1 for g in rows if pred(g)) / len(rows) if rows else 0.0

    @property
    def scenario(self) -> list[Graded]:
        return [g for g in self.graded if g.row.kind == "scenario"]

    def summary(self) -> dict[str, Any]:
        s = self.scenario
        return {
            "questions": len(self.graded),
            "gold_in_top3": round(
                self.share(self.graded, lambda g: g.hit_rank is not None and g.hit_rank <= TOP), 4
            ),
            "gold_at_1": round(self.share(self.graded, lambda g: g.hit_rank == 1), 4),
            "scenario_questions": len(s),
            "scenario_simulated": round(self.share(s, lambda g: g.simulated), 4),
            "scenario_correct": round(self.share(s, lambda g: g.simulated and g.correct is True), 4),
            "grounded": round(self.share(self.graded, lambda g: g.grounded), 4),
            "mean_seconds": round(sum(g.seconds for g in self.graded) / max(len(self.graded), 1), 3),
        } | ({} if self.with_game else self.detection())

    def detection(self) -> dict[str, float]:
        """Without a given game: the share of answers for the question's game, and of answers for
        no game (the honest no-answer)."""
        return {
            "detected_correct": round(
                self.share(self.graded, lambda g: g.answer.detected_game == g.row.game), 4
            ),
            "detected_none": round(self.share(self.graded, lambda g: g.answer.detected_game is None), 4),
        }

    def by_game(self) -> dict[str, dict[str, float]]:
        out: dict[str, dict[str, float]] = {}
        for game in sorted({g.row.game for g in self.graded}):
            rows = [g for g in self.graded if g.row.game == game]
            out[game] = {"n": len(rows), "gold_in_top3": round(
                self.share(rows, lambda g: g.hit_rank is not None and g.hit_rank <= TOP), 4)}  # fmt: skip
        return out


def load_rows(path: Path) -> list[Row]:
    rows: list[Row] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        d = json.loads(line)
        rows.append(Row(d["id"], d["game"], d.get("kind", "paraphrase"), d["question"],
                        tuple(d.get("gold", ())), d.get("expect")))  # fmt: skip
    return rows


def grade(corpus: Corpus, row: Row, answer: Answer, checks: Mapping[str, Check], seconds: float) -> Graded:
    scheme = corpus.book(row.game).info.scheme
    rank: int | None = None
    for i, c in enumerate(answer.citations, start=1):
        if c.game == row.game and any(is_within(scheme, c.id, g) for g in row.gold):
            rank = i
            break
    sim = answer.simulation
    correct: bool | None = None
    check = checks.get(row.id)
    if sim is not None and check is not None:
        try:
            correct = bool(check(sim.result))
        except (AssertionError, KeyError, IndexError, StopIteration):
            correct = False
    grounded = not ungrounded(corpus, answer.answer, answer.citations, [row.game])
    return Graded(row, rank, sim is not None, correct, grounded, seconds, answer)


def evaluate(
    answerer: Answerer, rows: Sequence[Row], checks: Mapping[str, Check], *, with_game: bool = True
) -> Report:
    report = Report(with_game=with_game)
    for row in rows:
        start = time.perf_counter()
        answer = answerer.ask(row.question, row.game if with_game else None)
        report.graded.append(grade(answerer.corpus, row, answer, checks, time.perf_counter() - start))
    return report


def markdown(report: Report, title: str) -> str:
    s = report.summary()
    lines = [
        f"### {title}",
        "",
        "| metric | value |",
        "|---|---|",
        *(f"| {k} | {v} |" for k, v in s.items()),
        "",
        "| game | n | gold in top 3 |",
        "|---|---|---|",
        *(f"| {g} | {int(v['n'])} | {v['gold_in_top3']} |" for g, v in report.by_game().items()),
        "",
    ]
    return "\n".join(lines)


def misses(report: Report) -> list[str]:
    out: list[str] = []
    for g in report.graded:
        bad_hit = g.hit_rank is None or g.hit_rank > TOP
        bad_sim = g.row.kind == "scenario" and not (g.simulated and g.correct)
        if bad_hit or bad_sim or not g.grounded:
            ids = ", ".join(c.id for c in g.answer.citations[:5])
            flags = f"rank={g.hit_rank} sim={g.simulated} correct={g.correct} grounded={g.grounded}"
            out.append(f"{g.row.id} [{flags}] gold={','.join(g.row.gold)} top5={ids} :: {g.row.question}")
    return out
