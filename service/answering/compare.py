"""`/compare`: the best clause for the same question in every game, side by side."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from corpus import Corpus
from service.answering.ask import Searcher, validate_question
from service.answering.citing import Citation, cite
from service.answering.sentences import overlap

PER_GAME = 3
# below this overlap with the question, a game's best clause is shown but flagged as weak
WEAK = 0.9


@dataclass(frozen=True, slots=True)
class GameBest:
    game: str
    title: str
    best: Citation | None
    others: tuple[Citation, ...]
    weak: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "title": self.title,
            "best": self.best.to_json() if self.best is not None else None,
            "others": [c.to_json() for c in self.others],
            "weak": self.weak,
        }


def compare(corpus: Corpus, searcher: Searcher, question: str) -> list[GameBest]:
    q = validate_question(question)
    rows: list[GameBest] = []
    for book in corpus:
        result = searcher.search(q, game=book.game, k=PER_GAME)
        cites = [cite(book.clauses[h.id], h.score, "search") for h in result.hits if h.id in book.clauses]
        best = cites[0] if cites else None
        weak = best is None or overlap([q], best.text or best.title) < WEAK
        rows.append(GameBest(book.game, book.info.title, best, tuple(cites[1:]), weak))
    return rows
