"""Fixtures for the answering tests.

Fast tests use the real corpus with `BigramSearcher` (character-bigram overlap, no index or model).
Slow tests share the session's real `SearchEngine` (`tests/conftest.py`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from corpus import Corpus
from corpus.loader import default_corpus
from index.errors import InvalidQuery
from index.search import SearchEngine
from index.types import Hit, Mode, SearchResult
from service.answering.ask import Answerer

DEV = Path(__file__).resolve().parents[3].parent / "shared" / "eval" / "dev.jsonl"


def _bigrams(text: str) -> set[str]:
    flat = "".join(unicodedata.normalize("NFKC", text).split())
    return {flat[i : i + 2] for i in range(len(flat) - 1)}


class BigramSearcher:
    """Ranks clauses by the share of the query's character bigrams they contain."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self._grams = {(c.game, c.id): _bigrams(c.title + c.text) for c in corpus.all_clauses()}

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult:
        if not query.strip():
            raise InvalidQuery("the query is empty")
        q = _bigrams(query)
        scored = [
            (len(q & grams) / (len(grams) ** 0.5 or 1.0), g, cid)
            for (g, cid), grams in self._grams.items()
            if game is None or g == game
        ]
        scored.sort(key=lambda t: (-t[0], t[1], t[2]))
        hits = tuple(Hit(g, cid, s) for s, g, cid in scored[:k] if s > 0)
        detected = hits[0].game if hits else None
        return SearchResult(query, game, detected, mode, hits)


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="session")
def fast_answerer(corpus: Corpus) -> Answerer:
    return Answerer(corpus, BigramSearcher(corpus))


@pytest.fixture(scope="session")
def real_answerer(corpus: Corpus, real_search_engine: SearchEngine) -> Iterator[Answerer]:
    yield Answerer(corpus, real_search_engine)
