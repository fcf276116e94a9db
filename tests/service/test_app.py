"""The app as a whole: OpenAPI, problem documents, unknown routes and methods, CORS, settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus
from service.api.app import create_app
from service.api.params import SENT_PADDING
from service.api.problems import PROBLEM_TYPES
from service.settings import PROJECT_ROOT, Settings
from tests.service.test_api_corpus import _problem


def test_openapi_documents_every_endpoint_and_problem(api_client: TestClient) -> None:
    schema = api_client.get("/openapi.json").json()
    paths = schema["paths"]
    for path in ("/health", "/games", "/games/{game}/toc", "/games/{game}/clauses/{clause_id}", "/search"):
        assert "get" in paths[path], path
    # the glossary is JSON API too (the browse pages that share its data are not in the schema)
    assert "get" in paths["/games/{game}/terms"] and "get" in paths["/games/{game}/terms/{term}"]
    assert not any(p == "/" or p.startswith("/ui") for p in paths)
    assert "post" in paths["/simulate"]
    assert "Problem" in schema["components"]["schemas"]
    assert "ToyScenario" in schema["components"]["schemas"]
    not_found = paths["/games/{game}/clauses/{clause_id}"]["get"]["responses"]["404"]
    assert "application/problem+json" in not_found["content"]
    q = next(p for p in paths["/search"]["get"]["parameters"] if p["name"] == "q")
    # 1–1000 characters after trimming; the published maxLength bounds the text as sent
    assert (q["schema"]["minLength"], q["schema"]["maxLength"]) == (1, 1000 + SENT_PADDING)
    assert "1–1000 characters after trimming" in q["description"]
    assert api_client.get("/docs").status_code == 200


def test_unknown_route_is_problem_json(api_client: TestClient) -> None:
    body = _problem(api_client.get("/clauses/7-1"), 404, "not-found")
    assert "/docs" in body["detail"]


def test_wrong_method_is_405_listing_allowed(api_client: TestClient) -> None:
    response = api_client.delete("/games/onepiece")
    body = _problem(response, 405, "method-not-allowed")
    # HEAD is served on every GET route (observability middleware), so Allow lists it too
    assert body["allowed"] == ["GET", "HEAD"]
    assert response.headers["allow"] == "GET, HEAD"
    assert api_client.head("/games/onepiece").status_code == 200  # what Allow promises
    assert _problem(api_client.get("/simulate"), 405, "method-not-allowed")["allowed"] == ["POST"]
    head = api_client.head("/simulate")
    assert head.status_code == 405 and head.headers["allow"] == "POST"
    assert _problem(api_client.put("/simulate"), 405, "method-not-allowed")["detail"].endswith(
        "does not accept PUT; allowed: POST."
    )


def test_every_problem_type_is_documented(api_client: TestClient) -> None:
    listed = {p["slug"] for p in api_client.get("/problems").json()}
    assert listed == set(PROBLEM_TYPES)
    body = api_client.get("/problems/clause-not-found").json()
    assert body["status"] == 404 and "suggestions" in body["description"]
    assert api_client.get("/problems/nope").headers["content-type"] == "application/problem+json"


def test_root_is_never_a_dead_end(api_client: TestClient) -> None:
    # the web UI takes "/" when installed; without it the root redirects to the API docs
    response = api_client.get("/", follow_redirects=False)
    if response.status_code == 307:
        assert response.headers["location"] == "/docs"
    else:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/html")


def test_cors_only_for_configured_origins(api_client: TestClient) -> None:
    allowed = api_client.get("/health", headers={"Origin": "http://localhost:3000"})
    assert allowed.headers["access-control-allow-origin"] == "http://localhost:3000"
    other = api_client.get("/health", headers={"Origin": "http://evil.example"})
    assert "access-control-allow-origin" not in other.headers


def test_cors_off_by_default(no_search_client: TestClient) -> None:
    response = no_search_client.get("/health", headers={"Origin": "http://localhost:3000"})
    assert "access-control-allow-origin" not in response.headers


def test_settings_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULECITE_PORT", "9001")
    monkeypatch.setenv("RULECITE_CORS_ORIGINS", "http://a.example, http://b.example")
    monkeypatch.setenv("RULECITE_INDEX_DIR", "var/idx")
    monkeypatch.setenv("RULECITE_LOG_LEVEL", "DEBUG")
    monkeypatch.setenv("RULECITE_BUILD_INDEX_IF_MISSING", "true")
    settings = Settings()
    assert settings.port == 9001
    assert settings.cors_origins == ["http://a.example", "http://b.example"]
    assert settings.index_dir == PROJECT_ROOT / "var" / "idx"
    assert settings.log_level == "debug"
    assert settings.build_index_if_missing is True
    monkeypatch.setenv("RULECITE_CORS_ORIGINS", '["http://c.example"]')
    assert Settings().cors_origins == ["http://c.example"]


def test_settings_defaults() -> None:
    settings = Settings()
    assert settings.index_dir == PROJECT_ROOT / ".cache" / "index"
    assert (settings.query_prefix, settings.passage_prefix) == ("query: ", "passage: ")
    assert settings.cors_origins == []
    assert settings.embedding_model is None
    assert Settings(index_dir=Path("/abs/idx")).index_dir == Path("/abs/idx")


def test_a_read_only_replica_on_an_empty_index_dir_writes_nothing_and_is_degraded(
    api_corpus: Corpus, tmp_path: Path
) -> None:
    # no embedding model configured: before anything is opened the missing manifest must stop the
    # load, or the default model would be converted (~465 MB) into the index directory
    settings = Settings(index_dir=tmp_path, build_index_if_missing=False)
    app = create_app(settings, corpus=api_corpus, engines={})
    with TestClient(app, raise_server_exceptions=False) as c:
        health = c.get("/health").json()
        problem = _problem(c.get("/search", params={"q": "ライフ"}), 503, "search-unavailable")
    assert sorted(tmp_path.rglob("*")) == []
    assert health["status"] == "degraded" and health["search"]["available"] is False
    assert "no built index" in health["search"]["detail"] and "no built index" in problem["detail"]


def test_fastapi_own_pages_are_counted_under_their_route_not_as_unmatched(api_client: TestClient) -> None:
    for path in ("/openapi.json", "/docs"):
        assert api_client.get(path).status_code == 200
    api_client.get("/no-such-page")
    metrics = api_client.get("/metrics").text
    assert 'route="/openapi.json",status="200"' in metrics and 'route="/docs",status="200"' in metrics
    assert 'route="<unmatched>",status="404"' in metrics  # a path no route matches stays unlabelled
