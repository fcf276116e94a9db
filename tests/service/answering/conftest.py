"""Fixtures for the answering tests.

Fast tests use the real corpus with `BigramSearcher` (character-bigram overlap, no index or model)
or `FixedSearcher` (given hits, for composition and game handling).
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
from service.answering.relevance import Lexicon

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


class FixedSearcher:
    """Returns the hits it was given for a game (in that order), and fixed game probabilities: for
    testing composition and game handling independently of retrieval. The orders used in the tests
    are those the real hybrid index gives."""

    def __init__(self, hits: dict[str, list[str]], probs: dict[str, float] | None = None) -> None:
        self.hits = hits
        self.probs = probs or {}

    def detect_game(self, query: str) -> tuple[str | None, dict[str, float]]:
        ordered = dict(sorted(self.probs.items(), key=lambda kv: -kv[1]))
        best = next(iter(ordered), None)
        return (best if best is not None and ordered[best] >= 0.5 else None), ordered

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult:
        games = [game] if game is not None else list(self.hits)
        hits = tuple(Hit(g, cid, 1.0 / (i + 1)) for g in games for i, cid in enumerate(self.hits.get(g, [])))
        return SearchResult(query, game, None, mode, hits[:k])


@pytest.fixture(scope="session")
def lexicon(corpus: Corpus) -> Lexicon:
    return Lexicon(corpus)


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="session")
def fast_answerer(corpus: Corpus, lexicon: Lexicon) -> Answerer:
    return Answerer(corpus, BigramSearcher(corpus), lexicon)


@pytest.fixture(scope="session")
def real_answerer(corpus: Corpus, real_search_engine: SearchEngine, lexicon: Lexicon) -> Iterator[Answerer]:
    yield Answerer(corpus, real_search_engine, lexicon)
