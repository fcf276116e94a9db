"""The search engine behind one worker thread, or an unavailable one that says why.

Shared by the HTTP app, the MCP server and the CLI; it knows nothing of HTTP.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Protocol

from corpus.loader import Corpus
from index.errors import IndexMissing, SearchError
from index.types import Mode, SearchResult
from service.settings import Settings

log = logging.getLogger(__name__)


class Searcher(Protocol):
    """What the API needs from the search engine (`index.search.SearchEngine` satisfies it)."""

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult: ...


class SearchService:
    """Runs searches on one dedicated thread.

    The tokenizer and the embedding model are not documented as safe for concurrent calls, and a
    single thread keeps torch from oversubscribing the CPU; requests queue instead.
    """

    def __init__(self, searcher: Searcher | None, unavailable: str | None = None) -> None:
        self._searcher = searcher
        self.unavailable = unavailable if searcher is None else None
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rulecite-search")

    @property
    def available(self) -> bool:
        return self._searcher is not None

    async def search(self, query: str, *, game: str | None, k: int, mode: Mode) -> SearchResult:
        searcher = self._searcher
        if searcher is None:
            raise IndexMissing(self.unavailable or "no search index is loaded")
        loop = asyncio.get_running_loop()
        call = partial(searcher.search, query, game=game, k=k, mode=mode)
        return await loop.run_in_executor(self._executor, call)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)


def open_searcher(settings: Settings, corpus: Corpus) -> Searcher:
    """Load the built index (building it first when the settings allow) for `corpus`."""
    from index.search import load_or_build

    engine: Searcher = load_or_build(
        settings.index_dir,
        corpus,
        model_path=settings.embedding_model,
        query_prefix=settings.query_prefix,
        passage_prefix=settings.passage_prefix,
        build=settings.build_index_if_missing,
        progress=True,  # a start-up rebuild shows its progress bar on the console (stderr)
    )
    return engine


def load_search(settings: Settings, corpus: Corpus) -> SearchService:
    """The search service, or an unavailable one that explains why (search answers 503 then)."""
    try:
        searcher = open_searcher(settings, corpus)
    except ImportError as exc:
        if not (exc.name or "").startswith("index"):
            raise
        reason = f"the search engine is not installed ({exc})"
    except SearchError as exc:
        reason = str(exc)
    else:
        return SearchService(searcher)
    log.warning("search unavailable: %s", reason)
    return SearchService(None, reason)
