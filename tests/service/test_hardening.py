"""Input bounds, hostile requests, read-only-ness and CORS of the HTTP API."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus
from service.api.app import create_app
from service.api.json_body import MAX_JSON_DEPTH, json_depth
from service.api.observability import MAX_BODY_BYTES
from service.settings import Settings
from tests.service.conftest import SubstringSearcher, substring_client
from tests.service.hostile_requests import CASES, Case, title_of

PROBLEM = "application/problem+json"
# every path, query and header parameter now has a maximum (issue 13: no exceptions)
KNOWN_UNBOUNDED: set[str] = set()


@pytest.fixture(scope="module")
def client(real_corpus: Corpus) -> Iterator[TestClient]:
    """The real rulebooks and engines; a substring searcher stands in for the index."""
    with substring_client(real_corpus) as test_client:
        yield test_client


@pytest.mark.parametrize("case", CASES, ids=[c.label for c in CASES])
def test_hostile_request_gets_a_4xx_problem_or_a_normal_answer(client: TestClient, case: Case) -> None:
    response = case.send(client)
    assert response.status_code < 500, response.text
    if case.expect is not None:
        assert response.status_code == case.expect, response.text
    if response.status_code >= 400 and case.page:
        assert response.headers["content-type"].startswith("text/html"), response.text[:200]
        # a page a reader can go on from: the search form, in Japanese
        assert '<html lang="ja">' in response.text and 'action="/ui/search"' in response.text
    elif response.status_code >= 400 and case.problem:
        assert response.headers["content-type"].startswith(PROBLEM)
        body = response.json()
        assert body["status"] == response.status_code and title_of(response)
        assert body["detail"].strip()


def test_every_endpoint_bounds_its_strings_and_numbers(client: TestClient) -> None:
    """Each string parameter has a maxLength and each integer a maximum, in the published schema."""
    schema = client.get("/openapi.json").json()
    unbounded: list[str] = []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            for param in operation.get("parameters", []):
                unbounded += _unbounded(f"{method.upper()} {path} {param['name']}", param.get("schema", {}))
    assert set(unbounded) <= KNOWN_UNBOUNDED, unbounded


def test_every_integer_in_a_request_body_has_a_maximum(client: TestClient) -> None:
    """Scenario counts (deck, hand, …) size loops in the engines: an unbounded one is a one-request
    denial of service (a deck of 10^9 filler cards), which the 64 kB body limit does not stop."""
    schema = client.get("/openapi.json").json()
    bodies = {
        name: component
        for name, component in schema["components"]["schemas"].items()
        if name.endswith(("Request", "Scenario", "Spec", "Action", "Operation", "Choices", "Choice"))
    }
    unbounded = [where for name, component in bodies.items() for where in _integers(name, component)]
    assert unbounded == [], "\n".join(unbounded)


def _integers(where: str, schema: object) -> list[str]:
    if not isinstance(schema, dict):
        return []
    found: list[str] = []
    for key in ("anyOf", "oneOf", "allOf"):
        for variant in schema.get(key, []):
            found += _integers(where, variant)
    if schema.get("type") == "integer" and "maximum" not in schema and "exclusiveMaximum" not in schema:
        found.append(where)
    for name, sub in schema.get("properties", {}).items():
        found += _integers(f"{where}.{name}", sub)
    for key, suffix in (("items", "[]"), ("additionalProperties", "{}")):
        found += _integers(where + suffix, schema.get(key))
    return found


def _unbounded(where: str, schema: dict[str, object]) -> list[str]:
    variants = schema.get("anyOf")
    if isinstance(variants, list):
        return [w for v in variants if isinstance(v, dict) for w in _unbounded(where, v)]
    kind = schema.get("type")
    if kind == "string" and "maxLength" not in schema and "enum" not in schema and "$ref" not in schema:
        return [f"{where}: string without maxLength"]
    if kind == "integer" and "maximum" not in schema:
        return [f"{where}: integer without maximum"]
    return []


def test_a_body_over_the_limit_is_413_before_it_is_read(client: TestClient) -> None:
    response = client.post(
        "/simulate", content=b" " * (MAX_BODY_BYTES + 1), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert f"at most {MAX_BODY_BYTES} bytes" in response.json()["detail"]


def test_a_body_at_the_limit_reaches_validation(client: TestClient) -> None:
    body = b'{"game": "onepiece", "scenario": {}}'
    padded = body + b" " * (MAX_BODY_BYTES - len(body))
    response = client.post("/simulate", content=padded, headers={"content-type": "application/json"})
    assert response.status_code != 413


def test_json_nesting_limit_counts_arrays_and_objects_but_not_strings() -> None:
    assert json_depth(b'{"a": [1, {"b": "[[[[{{{{"}]}') == 3
    assert json_depth(b'"\\"[["') == 0
    assert json_depth(b"[" * (MAX_JSON_DEPTH + 1)) == MAX_JSON_DEPTH + 1


def test_request_id_is_echoed_when_sane_and_replaced_when_not(client: TestClient) -> None:
    assert (
        client.get("/health", headers={"x-request-id": "req-42.a:b"}).headers["x-request-id"] == "req-42.a:b"
    )
    replaced = client.get("/health", headers={"x-request-id": "bad id\n"}).headers["x-request-id"]
    assert replaced != "bad id\n" and len(replaced) == 32
    assert len(client.get("/health").headers["x-request-id"]) == 32


def test_problem_responses_carry_the_request_id_too(client: TestClient) -> None:
    response = client.get("/games/chess", headers={"x-request-id": "trace-7"})
    assert response.status_code == 404 and response.headers["x-request-id"] == "trace-7"


def test_head_answers_every_get_route_like_get_without_a_body(client: TestClient) -> None:
    """RFC 9110: a GET route answers HEAD with the GET's status and headers and no body."""
    paths = [
        "/health",
        "/games",
        "/games/onepiece/clauses/7-1-4-1",
        "/games/onepiece/terms/ブロッカー",
        "/metrics",
        "/openapi.json",
        "/",
        "/ui/onepiece/7-1-4-1",
        "/ui/onepiece/99-99",  # an HTML 404 page
        "/static/style.css",
    ]
    for path in paths:
        got, head = client.get(path), client.head(path)
        assert head.status_code == got.status_code, path
        assert head.content == b"", path
        assert head.headers["content-type"] == got.headers["content-type"], path
        if path != "/metrics":  # the metrics body grows with every request
            assert head.headers["content-length"] == got.headers["content-length"], path
        assert head.headers["x-request-id"], path
    assert client.head("/simulate").status_code == 405  # POST-only stays POST-only


def test_no_endpoint_accepts_a_writing_method(client: TestClient) -> None:
    """Read-only by design: only GET/HEAD, plus POST for computations that store nothing."""
    schema = client.get("/openapi.json").json()
    computations = {"/simulate", "/ask", "/verify", "/compare"}
    for path, operations in schema["paths"].items():
        for method in operations:
            assert method in ("get", "head") or (method == "post" and path in computations), (method, path)


def test_posting_a_scenario_does_not_change_what_is_served(client: TestClient, real_corpus: Corpus) -> None:
    before = client.get("/games/onepiece/clauses/7-1-4-1-1-1").json()
    scenario = {
        "player2": {"life": 0},
        "actions": [{"type": "attack", "attacker": "leader", "target": "leader"}],
    }
    assert client.post("/simulate", json={"game": "onepiece", "scenario": scenario}).status_code == 200
    assert client.get("/games/onepiece/clauses/7-1-4-1-1-1").json() == before
    assert before["text"] == real_corpus.clause("onepiece", "7-1-4-1-1-1").text


def test_cors_is_off_by_default(client: TestClient) -> None:
    preflight = client.options(
        "/games", headers={"origin": "https://evil.example", "access-control-request-method": "GET"}
    )
    assert "access-control-allow-origin" not in preflight.headers
    plain = client.get("/games", headers={"origin": "https://evil.example"})
    assert "access-control-allow-origin" not in plain.headers


def test_cors_allows_only_the_configured_origins(real_corpus: Corpus) -> None:
    settings = Settings(cors_origins="https://ui.example, http://localhost:3000")  # type: ignore[arg-type]
    app = create_app(settings, corpus=real_corpus, searcher=SubstringSearcher(real_corpus), engines={})
    with TestClient(app) as cors_client:
        allowed = cors_client.options(
            "/games", headers={"origin": "https://ui.example", "access-control-request-method": "GET"}
        )
        assert allowed.headers["access-control-allow-origin"] == "https://ui.example"
        denied = cors_client.get("/games", headers={"origin": "https://evil.example"})
        assert "access-control-allow-origin" not in denied.headers
