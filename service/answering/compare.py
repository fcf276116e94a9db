"""`/compare`: the best clause for the same question in every game, side by side.

Each game's best clause is the one `/ask` would lead with (the clause of the best-scoring passage
among the game's top hits), so the two endpoints agree. `weak` is honest about games whose rulebook
does not answer the question: it is set when the question is not rules vocabulary at all, or when
the best clause (with its headings) covers less than `WEAK` of the question's weighted topic words —
fow's excerpt (§10 only) has no defeat rules, so its best clause for 「両方のプレイヤーが同時に負けたら?」
(10.6.4, damage dealt at once) is weak.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from corpus import Clause
from service.answering.ask import DOMAIN_FLOOR, KNOWN_WEIGHT_FLOOR, Answerer, validate_question
from service.answering.citing import Citation, cite

PER_GAME = 3
DEPTH = 5  # hits per game read to choose the best clause
WEAK = 0.5


@dataclass(frozen=True, slots=True)
class GameBest:
    game: str
    title: str
    best: Citation | None
    others: tuple[Citation, ...]
    weak: bool
    coverage: float  # share of the question's weighted topic words the best clause covers

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "title": self.title,
            "best": self.best.to_json() if self.best is not None else None,
            "others": [c.to_json() for c in self.others],
            "weak": self.weak,
            "coverage": round(self.coverage, 4),
        }


def compare(answerer: Answerer, question: str) -> list[GameBest]:
    q = validate_question(question)
    corpus = answerer.corpus
    rows: list[GameBest] = []
    for book in corpus:
        result = answerer.searcher.search(q, game=book.game, k=DEPTH)
        hits = [(book.clauses[h.id], h.score) for h in result.hits if h.id in book.clauses]
        if not hits:
            rows.append(GameBest(book.game, book.info.title, None, (), True, 0.0))
            continue
        question_read = answerer.lexicon.read(q, book.game)
        clauses = [c for c, _ in hits]
        best_clause = _best(answerer, q, clauses)
        score = dict((c.id, s) for c, s in hits)
        ordered = [best_clause, *(c for c in clauses if c.id != best_clause.id)][:PER_GAME]
        cites = [cite(c, score[c.id], "search") for c in ordered]
        words = answerer.lexicon.clause_words(book.game, best_clause.id) | answerer.composer.headings(
            best_clause
        )
        coverage = question_read.coverage(words)
        off_topic = question_read.domain < DOMAIN_FLOOR or question_read.known_weight < KNOWN_WEIGHT_FLOOR
        weak = off_topic or coverage < WEAK
        rows.append(GameBest(book.game, book.info.title, cites[0], tuple(cites[1:]), weak, coverage))
    return rows


def _best(answerer: Answerer, q: str, clauses: list[Clause]) -> Clause:
    """The clause `/ask` would lead with for this game."""
    ranked = answerer.composer.rank(
        q, answerer.lexicon.read(q, clauses[0].game), clauses, answerer.citable(clauses[0].game)
    )
    return ranked[0].passage.clause if ranked else clauses[0]
