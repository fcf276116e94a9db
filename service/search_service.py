"""The search engine behind one worker thread: ready, still loading, or unavailable with a reason.

Shared by the HTTP app, the MCP server and the CLI; it knows nothing of HTTP. The app and the MCP
server start it with `start_search`, which loads the index on a background thread so that they
answer at once (health, clause lookup, simulation); until it is ready, searches raise IndexLoading.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Literal, Protocol

from corpus.loader import Corpus
from index.errors import IndexLoading, IndexMissing, SearchError
from index.types import Mode, SearchResult
from service.settings import Settings

log = logging.getLogger(__name__)

SearchState = Literal["ready", "loading", "stale", "unavailable"]
LOADING = "the search index is still loading; retry in a few seconds"


class Searcher(Protocol):
    """What the API needs from the search engine (`index.search.SearchEngine` satisfies it)."""

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult: ...


class SearchService:
    """Runs searches on one dedicated thread.

    The tokenizer and the embedding model are not documented as safe for concurrent calls, and a
    single thread keeps the model from oversubscribing the CPU; requests queue instead.
    """

    def __init__(
        self, searcher: Searcher | None, unavailable: str | None = None, *, loading: bool = False
    ) -> None:
        self._searcher = searcher if not loading else None
        self._loaded: Searcher | None = searcher
        self.unavailable = None if searcher is not None else (LOADING if loading else unavailable)
        self._ready = threading.Event()
        if not loading:
            self._ready.set()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rulecite-search")

    @property
    def available(self) -> bool:
        return self._searcher is not None

    @property
    def loading(self) -> bool:
        return not self._ready.is_set()

    @property
    def searcher(self) -> Searcher | None:
        """The engine once loaded (also while ready hooks run, before searches are accepted)."""
        return self._loaded

    @property
    def warning(self) -> str | None:
        """Why a loaded index is served although it is not current (a stale, read-only index)."""
        found = getattr(self._searcher, "warning", None)
        return found if isinstance(found, str) else None

    @property
    def state(self) -> SearchState:
        if self.loading:
            return "loading"
        if self._searcher is None:
            return "unavailable"
        return "stale" if self.warning else "ready"

    @property
    def detail(self) -> str | None:
        """What a client should know about search: why it is unavailable, or its warning."""
        return self.unavailable if self._searcher is None else self.warning

    def unavailable_error(self) -> SearchError:
        """The error a search raises now: IndexLoading while loading, else IndexMissing with why."""
        if self.loading:
            return IndexLoading(LOADING)
        return IndexMissing(self.unavailable or "no search index is loaded")

    def wait(self, timeout: float | None = None) -> bool:
        """Block until loading has finished (ready or not); False on timeout."""
        return self._ready.wait(timeout)

    async def search(self, query: str, *, game: str | None, k: int, mode: Mode) -> SearchResult:
        searcher = self._searcher
        if searcher is None:
            raise self.unavailable_error()
        loop = asyncio.get_running_loop()
        call = partial(searcher.search, query, game=game, k=k, mode=mode)
        return await loop.run_in_executor(self._executor, call)

    @property
    def executor(self) -> ThreadPoolExecutor:
        return self._executor

    def _finish(
        self, searcher: Searcher | None, reason: str | None, on_ready: Callable[[], None] | None
    ) -> None:
        self._loaded = searcher
        if searcher is not None and on_ready is not None:
            try:
                on_ready()  # e.g. the app's startup hooks: they see `searcher` before searches start
            except Exception:
                log.exception("a search-ready hook failed")
        self.unavailable = reason if searcher is None else None
        self._searcher = searcher
        self._ready.set()

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
        backend=settings.embedding_backend,
    )
    return engine


def _try_open(settings: Settings, corpus: Corpus) -> tuple[Searcher | None, str | None]:
    try:
        return open_searcher(settings, corpus), None
    except ImportError as exc:
        if not (exc.name or "").startswith("index"):
            raise
        reason = f"the search engine is not installed ({exc})"
    except SearchError as exc:
        reason = str(exc)
    log.warning("search unavailable: %s", reason)
    return None, reason


def load_search(settings: Settings, corpus: Corpus) -> SearchService:
    """The search service, loaded now, or an unavailable one that explains why (search answers 503)."""
    searcher, reason = _try_open(settings, corpus)
    return SearchService(searcher, reason)


def start_search(
    settings: Settings,
    corpus: Corpus,
    on_ready: Callable[[], None] | None = None,
    *,
    after: threading.Event | None = None,
) -> SearchService:
    """A search service that loads (or builds, when the settings allow) on a background thread;
    `on_ready` runs on that thread once the engine is loaded, before searches are accepted. With
    `after`, loading waits for that event (set it when the caller's own start-up is done: the
    loading thread would otherwise compete with it for the interpreter)."""
    service = SearchService(None, loading=True)

    def load() -> None:
        _lower_priority()
        if after is not None:
            after.wait()
        try:
            searcher, reason = _try_open(settings, corpus)
        except BaseException as exc:  # never leave the service loading forever
            searcher, reason = None, f"loading the search index failed ({type(exc).__name__})"
            log.exception("loading the search index failed")
        service._finish(searcher, reason, on_ready)
        if searcher is not None:
            log.info("search ready%s", f" ({service.warning})" if service.warning else "")

    threading.Thread(target=load, name="rulecite-search-load", daemon=True).start()
    return service


def _lower_priority() -> None:
    """Nice the loading thread (Linux schedules threads separately) so that requests served
    meanwhile, /health first, win the CPU on a busy machine."""
    with contextlib.suppress(AttributeError, OSError):  # elsewhere loading just competes evenly
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
