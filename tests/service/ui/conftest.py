"""Fixtures for the browse UI: the real corpus, a small bigram searcher standing in for the index
(so no model or built index is needed), the real `Answerer` and the real rules engines."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient

from corpus.loader import Corpus, default_corpus
from index.errors import InvalidQuery
from index.types import Hit, Mode, SearchResult
from service.answering.ask import Answerer
from service.api.app import create_app
from service.api.state import SearchService
from service.settings import Settings


class BigramSearcher:
    """Ranks clauses by the character bigrams they share with the query."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult:
        q = query.strip()
        if not q:
            raise InvalidQuery("the query is empty")
        grams = {q[i : i + 2] for i in range(len(q) - 1)} or {q}
        hits = []
        for clause in self.corpus.all_clauses():
            if game is not None and clause.game != game:
                continue
            body = clause.title + clause.text
            score = sum(1 for g in grams if g in body)
            if score:
                hits.append(Hit(clause.game, clause.id, float(score)))
        hits.sort(key=lambda h: -h.score)
        detected = hits[0].game if hits else None
        return SearchResult(q, game, detected, Mode(mode), tuple(hits[:k]))

    def detect_game(self, query: str) -> tuple[str | None, dict[str, float]]:
        del query
        return None, {}


@pytest.fixture(scope="session")
def ui_corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="session")
def ui_app(ui_corpus: Corpus, tmp_path_factory: pytest.TempPathFactory) -> FastAPI:
    settings = Settings(index_dir=tmp_path_factory.mktemp("ui-index"), build_index_if_missing=False)
    return create_app(settings, corpus=ui_corpus, searcher=BigramSearcher(ui_corpus))


def _attach_answerer(app: FastAPI, corpus: Corpus) -> None:
    app.state.rulecite.extras["answerer"] = Answerer(corpus, BigramSearcher(corpus))


@pytest.fixture(scope="session")
def ui_client(ui_app: FastAPI, ui_corpus: Corpus) -> Iterator[TestClient]:
    with TestClient(ui_app, raise_server_exceptions=False) as client:
        _attach_answerer(ui_app, ui_corpus)
        yield client


@pytest.fixture(scope="session")
def bare_client(ui_corpus: Corpus, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """No search index and no answerer: the pages must say so instead of failing."""
    settings = Settings(index_dir=tmp_path_factory.mktemp("no-index"), build_index_if_missing=False)
    app = create_app(settings, corpus=ui_corpus, searcher=BigramSearcher(ui_corpus), engines={})
    with TestClient(app, raise_server_exceptions=False) as client:
        # what the lifespan leaves when no index can be loaded (loading one needs the model)
        state = app.state.rulecite
        state.search = SearchService(None, "no index in this test")
        state.extras.pop("answerer", None)
        yield client


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture(scope="session")
def live_server(ui_corpus: Corpus, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app under uvicorn on 127.0.0.1 (a free port) in a background thread; yields its base URL."""
    settings = Settings(index_dir=tmp_path_factory.mktemp("live-index"), build_index_if_missing=False)
    app = create_app(settings, corpus=ui_corpus, searcher=BigramSearcher(ui_corpus))
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, name="ui-live-server", daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the UI test server did not start")
        time.sleep(0.05)
    _attach_answerer(app, ui_corpus)
    assert httpx.get(f"{base}/", timeout=10).status_code == 200
    yield base
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    path = Path(__file__).resolve().parents[3] / "docs" / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path
