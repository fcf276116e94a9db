"""Request ids, JSON access logs and the Prometheus exposition at /metrics."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus
from index.types import Mode, SearchResult
from service.api.app import create_app
from service.api.metrics_registry import Metrics
from service.settings import Settings
from tests.service.conftest import SubstringSearcher

SAMPLE = re.compile(r'^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-z_]+="([^"\\]|\\.)*",?)*\})? -?[0-9.e+]+(Inf)?$')


class _Manifest:
    def model_dump(self, mode: str = "python") -> dict[str, Any]:
        return {
            "model_name": "e5-small-test",
            "built_at": "2026-11-22T08:26:00Z",
            "rulecite_version": "0.1.0",
            "format_version": 1,
            "code_digest": "abcdef0123456789",
            "build_seconds": 12.5,
            "embedding_dim": 384,
            "games": {"onepiece": {"clauses": 11}, "ninjaslayer": {"clauses": 5}},
        }


class _IndexedSearcher(SubstringSearcher):
    """A searcher that, like `index.search.SearchEngine`, carries the manifest it was built with."""

    manifest = _Manifest()

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult:
        return super().search(query, game=game, k=k, mode=mode)


@pytest.fixture(scope="module")
def client(api_corpus: Corpus) -> Iterator[TestClient]:
    app = create_app(Settings(), corpus=api_corpus, searcher=_IndexedSearcher(api_corpus), engines={})
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def _samples(text: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            assert SAMPLE.match(line), line
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


def test_access_log_is_one_json_object_per_request_with_its_id(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level("INFO", logger="service.access"):
        client.get("/games/onepiece/clauses/7-1-4", headers={"x-request-id": "log-test-1"})
    entries = [json.loads(r.getMessage()) for r in caplog.records if r.name == "service.access"]
    entry = next(e for e in entries if e["request_id"] == "log-test-1")
    assert entry["route"] == "/games/{game}/clauses/{clause_id}"
    assert entry["path"] == "/games/onepiece/clauses/7-1-4"
    assert entry["status"] == 200 and entry["method"] == "GET" and entry["duration_ms"] >= 0


def test_metrics_count_requests_per_route_template(client: TestClient) -> None:
    before = _samples(client.get("/metrics").text)
    key = 'rulecite_http_requests_total{method="GET",route="/games/{game}/clauses/{clause_id}",status="200"}'
    for clause in ("1-2-1", "7-1", "7-1-4-1"):
        assert client.get(f"/games/onepiece/clauses/{clause}").status_code == 200
    miss = 'rulecite_http_requests_total{method="GET",route="/games/{game}/clauses/{clause_id}",status="404"}'
    client.get("/games/onepiece/clauses/9-9")
    after = _samples(client.get("/metrics").text)
    assert after[key] - before.get(key, 0) == 3
    assert after[miss] - before.get(miss, 0) == 1
    assert not any("7-1-4-1" in name for name in after)  # raw paths never become labels


def test_latency_histogram_is_cumulative_and_ends_at_the_count(client: TestClient) -> None:
    client.get("/health")
    samples = _samples(client.get("/metrics").text)
    prefix = 'rulecite_http_request_duration_seconds_bucket{method="GET",route="/health",le='
    buckets = [v for k, v in samples.items() if k.startswith(prefix)]
    assert buckets == sorted(buckets)
    count = samples['rulecite_http_request_duration_seconds_count{method="GET",route="/health"}']
    assert samples[prefix + '"+Inf"}'] == count >= 1


def test_metrics_describe_the_corpus_and_the_loaded_index(client: TestClient, api_corpus: Corpus) -> None:
    response = client.get("/metrics")
    assert response.headers["content-type"].startswith("text/plain; version=0.0.4")
    samples = _samples(response.text)
    for book in api_corpus:
        assert samples[f'rulecite_corpus_clauses{{game="{book.game}"}}'] == len(book)
    assert samples["rulecite_search_available"] == 1
    assert samples['rulecite_index_clauses{game="onepiece"}'] == 11
    assert samples["rulecite_index_embedding_dim"] == 384
    info = next(k for k in samples if k.startswith("rulecite_index_info{"))
    assert 'model="e5-small-test"' in info and 'code_digest="abcdef012345"' in info


def test_rejected_bodies_are_counted(client: TestClient) -> None:
    client.post("/simulate", content=b"[" * 100, headers={"content-type": "application/json"})
    samples = _samples(client.get("/metrics").text)
    assert samples['rulecite_http_rejected_total{reason="json_depth"}'] >= 1


def test_metrics_without_search_report_it_unavailable(no_search_client: TestClient) -> None:
    samples = _samples(no_search_client.get("/metrics").text)
    assert samples["rulecite_search_available"] == 0
    assert not any(name.startswith("rulecite_index_info") for name in samples)


def test_label_values_are_escaped() -> None:
    metrics = Metrics()
    metrics.observe("GET", 'odd"route\\with\nnewline', 200, 0.01)
    text = metrics.exposition()
    assert 'route="odd\\"route\\\\with\\nnewline"' in text
    _samples(text)
