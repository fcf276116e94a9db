"""Search loads in the background: the app and the MCP tools answer at once and say "loading" until
the index is ready; /health reports the search state honestly (ready, loading, stale, unavailable)."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import service.search_service
from corpus.loader import Corpus
from service.api.app import create_app
from service.mcp_server import make_ask
from service.mcp_tools import ToolFailure, Toolkit
from service.search_service import Searcher, SearchService, start_search
from service.settings import Settings
from tests.service.conftest import SubstringSearcher
from tests.service.test_api_corpus import _problem


@pytest.fixture()
def gate(monkeypatch: pytest.MonkeyPatch, api_corpus: Corpus) -> threading.Event:
    """Loading the index blocks until the returned event is set, then yields a toy searcher."""
    release = threading.Event()

    def slow_open(settings: Settings, corpus: Corpus) -> Searcher:
        assert release.wait(30)
        return SubstringSearcher(api_corpus)

    monkeypatch.setattr(service.search_service, "open_searcher", slow_open)
    return release


def test_the_app_answers_while_search_loads_and_searches_once_ready(
    api_corpus: Corpus, gate: threading.Event, tmp_path: Path
) -> None:
    settings = Settings(index_dir=tmp_path, search_in_background=True)
    app = create_app(settings, corpus=api_corpus, engines={})
    with TestClient(app, raise_server_exceptions=False) as client:
        health = client.get("/health").json()
        assert health["status"] == "loading"
        assert health["search"] == {
            "available": False,
            "state": "loading",
            "detail": "the search index is still loading; retry in a few seconds",
        }
        response = client.get("/search", params={"q": "敗北"})
        problem = _problem(response, 503, "search-unavailable")
        assert "loading" in problem["detail"] and "retry" in problem["detail"]
        assert response.headers["retry-after"] == "5"
        asked = client.post("/ask", json={"question": "ライフが0枚になったら?"})
        assert "loading" in _problem(asked, 503, "search-unavailable")["detail"]
        assert client.get("/games/onepiece/clauses/1-2-1").status_code == 200  # lookups work meanwhile
        page = client.get("/ui/search", params={"q": "敗北"})  # the UI says it in the page's language
        assert page.status_code == 503 and page.headers["retry-after"] == "5"
        assert "索引を読み込み中です" in page.text and "still loading" not in page.text

        gate.set()
        assert app.state.rulecite.search.wait(30)
        health = client.get("/health").json()
        assert health["status"] == "ok" and health["search"]["state"] == "ready"
        assert client.get("/search", params={"q": "敗北"}).status_code == 200
        # the startup hooks ran again once search was ready: /ask has its answerer
        assert client.post("/ask", json={"question": "ライフが0枚になったら?"}).status_code != 503


def test_a_failed_background_load_is_unavailable_with_its_reason(api_corpus: Corpus, tmp_path: Path) -> None:
    settings = Settings(index_dir=tmp_path, search_in_background=True, build_index_if_missing=False)
    app = create_app(settings, corpus=api_corpus, engines={})
    with TestClient(app, raise_server_exceptions=False) as client:
        assert app.state.rulecite.search.wait(30)
        health = client.get("/health").json()
        problem = _problem(client.get("/search", params={"q": "ライフ"}), 503, "search-unavailable")
    assert health["status"] == "degraded" and health["search"]["state"] == "unavailable"
    assert "no built index" in health["search"]["detail"] and "no built index" in problem["detail"]
    assert str(tmp_path) not in health["search"]["detail"]


class _StaleSearcher(SubstringSearcher):
    warning = "serving a stale index (the index is stale: corpus changed (sve)); it cannot be rebuilt"


def test_health_reports_a_stale_index_served_read_only(api_corpus: Corpus) -> None:
    app = create_app(Settings(), corpus=api_corpus, searcher=_StaleSearcher(api_corpus), engines={})
    with TestClient(app) as client:
        health = client.get("/health").json()
        assert client.get("/search", params={"q": "敗北"}).status_code == 200
    assert health["status"] == "degraded"
    assert health["search"]["available"] is True and health["search"]["state"] == "stale"
    assert "stale" in health["search"]["detail"]


def test_mcp_tools_say_they_are_loading_and_work_once_ready(
    api_corpus: Corpus, gate: threading.Event
) -> None:
    service = start_search(Settings(), api_corpus)
    ask, why = make_ask(api_corpus, service, {})
    assert ask is not None and why == ""
    kit = Toolkit(corpus=api_corpus, search=service, ask=ask)
    assert kit.list_games()["search_state"] == "loading"
    for call in (kit.search_rules("敗北"), kit.ask_rules("ライフが0枚になったら?")):
        with pytest.raises(ToolFailure, match=r"not ready yet.*loading"):
            asyncio.run(call)
    gate.set()
    assert service.wait(30)
    assert asyncio.run(kit.search_rules("敗北"))["results"]
    assert kit.list_games()["search_state"] == "ready"
    service.close()


def test_a_service_made_loaded_is_ready_at_once(api_corpus: Corpus) -> None:
    service = SearchService(SubstringSearcher(api_corpus))
    assert (service.state, service.available, service.loading, service.detail) == ("ready", True, False, None)
    missing = SearchService(None, "no built index")
    assert missing.state == "unavailable" and str(missing.unavailable_error()) == "no built index"
