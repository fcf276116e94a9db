"""The attacker's and careless operator's probes of issue 13, one regression test each: bounded
metric labels, capped path parameters with linear-time id handling, no 500 on JSON a response
cannot echo (lone surrogates, numbers beyond the double range), security headers, redirects that
never name the client's Host, truthful Allow, JSON-RPC parse errors on /mcp, the documented length
limit in the over-length message, and unknown body fields named with the accepted ones."""

from __future__ import annotations

import json
import random
import re
import string
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.requests import Request

import corpus.ids as ids
from corpus.loader import Corpus
from service.api import problems
from service.api.json_body import lone_surrogate
from service.api.metrics_registry import OTHER_METHOD, Metrics
from service.api.security import DOCS_CSP, PAGE_CSP, relative_location
from tests.service.conftest import substring_client

PROBLEM = "application/problem+json"
KB40 = 40_000
JSON_HEADERS = {"content-type": "application/json"}
MCP_HEADERS = {**JSON_HEADERS, "accept": "application/json, text/event-stream"}
GAMES = ("ninjaslayer", "kiseki", "fow", "onepiece", "sve")


@pytest.fixture(scope="module")
def client(real_corpus: Corpus) -> Iterator[TestClient]:
    with substring_client(real_corpus) as test_client:
        yield test_client


def _problem(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text[:300]
    assert response.headers["content-type"].startswith(PROBLEM)
    response.content.decode("utf-8")  # strict: nothing unencodable was echoed
    body: dict[str, Any] = response.json()
    assert body["status"] == status and body["detail"].strip()
    return body


# ---- 1. bounded metric labels -------------------------------------------------------------------


def _random_method(rng: random.Random, size: int) -> str:
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(size))


@pytest.mark.slow  # 10,000 requests through the app (~40 s on a busy 2-CPU machine)
def test_10000_random_methods_keep_metrics_small_and_the_registry_fixed(client: TestClient) -> None:
    """Random method names (`QWXZ… /health`) were metric labels: 1,500 of 50 kB grew /metrics to
    1.45 GB. Now every unknown method is one ``OTHER`` label, so the registry stops growing."""
    rng = random.Random(13)
    registry: Metrics = client.app.state.metrics  # type: ignore[attr-defined]
    for size in (50_000, 1_000, 3):
        assert client.request(_random_method(rng, size), "/health").status_code == 405
    keys_after_first = (len(registry.requests), len(registry.latency))
    for _ in range(10_000):
        client.request(_random_method(rng, rng.randint(3, 200)), "/health")
    assert (len(registry.requests), len(registry.latency)) == keys_after_first
    exposition = client.get("/metrics").text
    assert len(exposition.encode()) < 100_000
    assert f'method="{OTHER_METHOD}",route="/health",status="405"' in exposition
    assert "QWXZ" not in exposition and max(len(line) for line in exposition.splitlines()) < 1_000


def test_a_405_names_a_long_method_cut_short(client: TestClient) -> None:
    body = _problem(client.request("Q" * 50_000, "/health"), 405)
    assert len(body["detail"]) < 200 and body["allowed"] == ["GET", "HEAD"]


# ---- 2. caps on every path parameter, linear-time ids ------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_40_kb_clause_id_on_the_clause_page_is_a_422_page(client: TestClient, game: str) -> None:
    """The page had no cap and walked ancestors in O(n²): a 40 kB id took more than 60 s."""
    sep = "-" if game == "onepiece" else "."
    for raw in ((("1" + sep) * (KB40 // 2)).rstrip(sep), "1" * KB40):
        response = client.get(f"/ui/{game}/{raw}")
        assert response.status_code == 422, response.text[:200]
        assert response.headers["content-type"].startswith("text/html")
        assert "100" in response.text  # the page says the limit


@pytest.mark.parametrize(
    "path",
    [
        "/ui/" + "a" * KB40,
        "/ui/onepiece/terms/" + "ア" * 6_000,  # 54 kB percent-encoded (URLs stop at 64 KiB)
        "/ui/onepiece/terms/lookup?q=" + "a" * KB40,
        "/ui/" + "a" * KB40 + "/7-1",
    ],
)
def test_every_page_path_parameter_is_capped(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 422 and response.headers["content-type"].startswith("text/html")


@pytest.mark.parametrize(
    "path",
    [
        "/games/onepiece/clauses/" + "1-" * (KB40 // 2) + "1",
        "/games/" + "a" * KB40,
        "/games/onepiece/terms/" + "a" * KB40,
        "/problems/" + "a" * KB40,
    ],
)
def test_every_api_path_parameter_is_capped(client: TestClient, path: str) -> None:
    _problem(client.get(path), 422)


def test_suggestions_for_a_40_kb_id_format_only_ids_as_long_as_the_books(
    real_corpus: Corpus, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Linear time without a clock: the work is counted in id parts formatted. Walking all 20,000
    ancestors of a 20,000-level id formatted ~2·10⁸ parts; the nearest existing ancestor is now
    found among prefixes no longer than the book's longest id, so the count is linear in the id
    (its own canonical check) plus a term for the book's clauses."""
    book = real_corpus.book("onepiece")
    deep = "-".join(["7", "1", "4"] + ["1"] * 20_000)
    formatted = 0
    real_format = ids.format_id

    def counting(scheme: Any, parts: Any) -> str:
        nonlocal formatted
        formatted += len(parts)
        return real_format(scheme, parts)

    monkeypatch.setattr(ids, "format_id", counting)
    found = ids.suggest(book, deep)
    assert found and found[0].startswith("7-1-4")
    assert formatted <= 5 * deep.count("-") + 100 * len(book.clauses)


def test_ancestors_are_unchanged_by_the_linear_walk() -> None:
    from corpus.model import Scheme

    assert ids.ancestors(Scheme.NSK, "1204.2e-3") == ("1204.2e", "1204.2", "1204", "1200")
    assert ids.ancestors(Scheme.NSK, "1200") == ()
    assert ids.ancestors(Scheme.HYPHEN, "7-1-4-1") == ("7-1-4", "7-1", "7")
    assert ids.ancestors(Scheme.DOTTED, "8.4.9.1") == ("8.4.9", "8.4", "8")


# ---- 3. JSON a response cannot echo -----------------------------------------------------------

BAD_JSON = {
    "lone surrogate in the question": ("/ask", '{"question": "\\ud800"}'),
    "lone low surrogate mid-question": ("/ask", '{"question": "ライフ\\udc00は?"}'),
    "lone surrogate in a key": ("/ask", '{"question": "ライフ", "\\ud800": 1}'),
    "lone surrogate in a verify quote": (
        "/verify",
        '{"game": "ninjaslayer", "clause_id": "103.3", "quote": "\\ud800"}',
    ),
    "lone surrogate in a simulate card name": (
        "/simulate",
        '{"game": "sve", "scenario": {"player1": {"field": [{"name": "\\udbff"}]}}}',
    ),
    "seed 1e309": ("/simulate", '{"game": "onepiece", "scenario": {"seed": 1e309}}'),
    "question 1e999": ("/ask", '{"question": 1e999}'),
    "body 1e999": ("/ask", "1e999"),
    "body -1e999": ("/simulate", "-1e999"),
    "400-digit float": ("/verify", '{"game": "sve", "clause_id": ' + "9" * 400 + ".5}"),
}


@pytest.mark.parametrize("case", list(BAD_JSON), ids=list(BAD_JSON))
def test_json_no_response_could_echo_is_a_422_problem(client: TestClient, case: str) -> None:
    path, body = BAD_JSON[case]
    problem = _problem(client.post(path, content=body.encode(), headers=JSON_HEADERS), 422)
    assert problem["type"] == "/problems/validation-error"
    assert "accepted" in problem["detail"]


def test_the_problem_writer_escapes_what_it_cannot_encode() -> None:
    """The 422 handler echoed a lone surrogate and the response failed to encode (a 500)."""
    scope = {"type": "http", "method": "POST", "path": "/ask", "query_string": b"", "headers": []}
    response = problems.problem(
        Request(scope),
        "validation-error",
        "bad \ud800 input",
        errors=[{"input": "\udfff", "limit": float("inf"), "nan": float("nan")}],
    )
    body = json.loads(bytes(response.body).decode("utf-8"))
    assert body["detail"] == "bad \\ud800 input"
    assert body["errors"][0] == {"input": "\\udfff", "limit": "inf", "nan": "nan"}


def test_lone_surrogate_names_where_it_is() -> None:
    assert lone_surrogate({"a": [1, {"b": "x\ud800"}]}) == '\\ud800 in "a[1].b"'
    assert lone_surrogate({"a": "🃏"}) is None


# ---- 8. headers, redirects, Allow, /mcp, limits, unknown fields ----------------------------------


@pytest.mark.parametrize("path", ["/", "/ui/onepiece", "/health", "/games/chess", "/docs", "/redoc"])
def test_every_response_carries_the_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "same-origin"
    expected = DOCS_CSP if path in ("/docs", "/redoc") else PAGE_CSP
    assert headers["content-security-policy"] == expected
    assert "script-src 'self'" in expected and "unsafe-inline" not in expected.split("style-src")[0]


def test_refusals_before_routing_carry_the_security_headers_too(client: TestClient) -> None:
    response = client.post("/ask", content=b'{"question": 1e999}', headers=JSON_HEADERS)
    assert response.headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize("path", ["/games/", "/games/onepiece/", "/docs/", "/health/"])
def test_a_redirect_never_echoes_the_host_header(client: TestClient, path: str) -> None:
    response = client.get(path, headers={"host": "evil.example"}, follow_redirects=False)
    assert 300 <= response.status_code < 400
    location = response.headers["location"]
    assert location.startswith("/") and not location.startswith("//") and "evil" not in location


def test_relative_location_keeps_foreign_and_relative_targets() -> None:
    assert relative_location("http://evil.example/games?q=1", "evil.example") == "/games?q=1"
    assert relative_location("http://evil.example//x", "evil.example") == "/x"
    assert relative_location("https://docs.example/x", "rulecite.local") == "https://docs.example/x"
    assert relative_location("/docs", "evil.example") == "/docs"


@pytest.mark.parametrize(
    ("path", "allowed"),
    [
        ("/ask", ["GET", "HEAD", "POST"]),
        ("/verify", ["POST"]),
        ("/simulate", ["POST"]),
        ("/health", ["GET", "HEAD"]),
        ("/games/onepiece/clauses/7-1", ["GET", "HEAD"]),
    ],
)
def test_allow_lists_every_method_the_path_answers(client: TestClient, path: str, allowed: list[str]) -> None:
    for method in ("OPTIONS", "DELETE", "PUT"):
        response = client.request(method, path)
        body = _problem(response, 405)
        assert response.headers["allow"] == ", ".join(allowed) and body["allowed"] == allowed
    if "GET" in allowed:
        assert client.get(path).status_code != 405


@pytest.mark.parametrize("body", [b"{bad", b'{"jsonrpc": "2.0", "id": 1e999}', b'["\\ud800"]', b"[" * 40])
def test_invalid_json_to_mcp_is_a_json_rpc_parse_error(client: TestClient, body: bytes) -> None:
    response = client.post("/mcp", content=body, headers=MCP_HEADERS)
    assert response.status_code == 400 and response.headers["content-type"].startswith("application/json")
    error = response.json()
    assert error["jsonrpc"] == "2.0" and error["id"] is None and error["error"]["code"] == -32700


@pytest.mark.parametrize(
    ("method", "path", "payload"),
    [
        ("POST", "/ask", {"question": "ラ" * 1101}),
        ("POST", "/ask", {"question": "ラ" * 1001}),
        ("GET", "/ask", {"q": "ラ" * 1101}),
        ("GET", "/search", {"q": "ラ" * 1101}),
        ("GET", "/compare", {"q": "ラ" * 1500}),
    ],
)
def test_the_over_length_message_states_the_documented_limit(
    client: TestClient, method: str, path: str, payload: dict[str, str]
) -> None:
    """The message said 1100 characters (the limit as sent, padding included) where the docs say
    1000; now every refusal names 1000 (and says how much padding is tolerated)."""
    response = client.post(path, json=payload) if method == "POST" else client.get(path, params=payload)
    body = _problem(response, 422)
    assert "at most 1000 characters" in body["detail"]
    assert body["errors"][0]["accepted"] == "at most 1000 character(s)"


@pytest.mark.parametrize(
    ("path", "payload", "field", "accepted"),
    [
        ("/ask", {"question": "ライフ", "qestion": "x"}, "qestion", "question, game"),
        ("/simulate", {"game": "onepiece", "scenario": {}, "seeds": 1}, "seeds", "game, scenario"),
        ("/verify", {"game": "sve", "clause_id": "1.3", "quotes": "x"}, "quotes", "game, clause_id, quote"),
    ],
)
def test_an_unknown_body_field_is_named_with_the_accepted_ones(
    client: TestClient, path: str, payload: dict[str, Any], field: str, accepted: str
) -> None:
    body = _problem(client.post(path, json=payload), 422)
    assert f"unknown field '{field}'" in body["detail"] and accepted in body["detail"]
    assert body["errors"][0]["parameter"] == field


def test_the_web_ui_sends_only_fields_the_api_accepts(client: TestClient) -> None:
    """The browse pages submit GET forms (q, game); the one script that posts JSON (/ui/ask's
    scenario runner) sends {game, scenario}, the fields /simulate accepts."""
    page = client.get("/ui/ask").text
    names = set(re.findall(r'<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"', page))
    assert names <= {"q", "game", "scenario"}, names
    for script in re.findall(r'<script src="(/static/[^"]+)"', page):
        bodies = re.findall(r"JSON\.stringify\(\{([^}]*)\}", client.get(script).text)
        for body in bodies:
            keys = set(re.findall(r"([A-Za-z_]+)\s*:", body))
            assert keys <= {"game", "scenario"}, (script, keys)


# ---- answers to bounded requests stay bounded -----------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"game": "onepiece", "scenario": {"actions": [{}] * 10_000}},
        {"game": "onepiece", "scenario": {"player1": {"hand": [0] * 20_000}}},
        {"question": "ライフ", **{f"f{i}": 1 for i in range(2_000)}},
    ],
    ids=["10,000 actions", "20,000-item array", "2,000 unknown fields"],
)
def test_a_crowded_body_is_refused_before_validation_with_a_small_answer(
    client: TestClient, body: dict[str, Any]
) -> None:
    """20,000 tiny invalid items made 20,000 validation errors (0.5 s) and a 2 MB problem echoing
    the array in each; containers are now capped at 1000 items before any model validates them."""
    path = "/ask" if "question" in body else "/simulate"
    response = client.post(path, json=body)
    problem = _problem(response, 422)
    assert "at most 1000 items" in problem["detail"] and len(response.content) < 2_000


def test_a_problem_lists_20_errors_and_counts_the_rest(client: TestClient) -> None:
    actions = [{"type": f"bogus{i}"} for i in range(400)]
    response = client.post("/simulate", json={"game": "onepiece", "scenario": {"actions": actions}})
    problem = _problem(response, 422)
    assert len(problem["errors"]) <= problems.MAX_ERRORS
    assert len(response.content) < 20 * 1_000 + 2_000
    if "more errors" in problem["detail"]:
        assert all(len(json.dumps(e["input"], ensure_ascii=False)) <= 202 for e in problem["errors"])


@pytest.mark.parametrize(
    "path", ["/static/" + "a" * KB40, "/" + "b" * KB40, "/games/onepiece/x/" + "c" * KB40]
)
def test_a_40_kb_unmatched_path_is_not_echoed_back(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404 and len(response.content) < 3_000
