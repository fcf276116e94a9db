"""Questions that name a clause number go to exact lookup before any retrieval."""

from __future__ import annotations

from collections.abc import Iterable

from corpus.ids import find_clause_number
from corpus.loader import Corpus


def exact_matches(query: str, corpus: Corpus, games: Iterable[str]) -> list[tuple[str, str]]:
    """``(game, clause id)`` for each game (in the order given) whose rulebook has the number written
    in `query` (``7-1-4-1って何?``, ``1104.4a``, ``第103.3条``)."""
    out = []
    for game in games:
        book = corpus.book(game)
        cid = find_clause_number(query, book.info.scheme)
        if cid is not None and cid in book.clauses:
            out.append((game, cid))
    return out
