"""Hostile and malformed requests, shared by the hardening test and the table in docs/reliability.md.

``python -m tests.service.hostile_requests`` runs them against the app (real rulebooks; the real
search index when one is built, else a substring searcher) and rewrites the table between the
markers in docs/reliability.md.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fastapi.testclient import TestClient
from httpx2 import Response  # what starlette's TestClient returns

KB100 = "あ" * 34_000  # ~100 kB of UTF-8
# httpx refuses URLs over 64 KiB (and uvicorn's h11 refuses request heads over 64 KiB), so URL cases use 60 kB
KB60 = "a" * 60_000
DEEP = ("[" * 40 + "]" * 40).encode()
DOC = Path(__file__).resolve().parents[2] / "docs" / "reliability.md"
START, END = "<!-- hostile-requests:start -->", "<!-- hostile-requests:end -->"


@dataclass(frozen=True, slots=True)
class Case:
    label: str
    method: str
    path: str  # already percent-encoded where it matters
    body: bytes | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    expect: int | None = None  # the exact status, when the case pins one
    problem: bool = True  # 4xx answers are problem+json (MCP answers JSON-RPC errors instead)
    page: bool = False  # a browse page: 4xx answers are HTML pages, not problem+json

    def send(self, client: TestClient) -> Response:
        return client.request(
            self.method, self.path, content=self.body, headers=dict(self.headers), follow_redirects=False
        )

    def shown(self) -> str:
        method = self.method if len(self.method) <= 20 else f"{self.method[:8]}…({len(self.method)} chars)"
        text = f"{method} {self.path}"
        if len(text) > 70:
            text = text[:60] + f"…({len(self.path)} chars)"
        if self.body is not None:
            kind = self.headers.get("content-type", "no content-type")
            body = self.body.decode("utf-8", "backslashreplace")
            body = body if len(body) <= 40 else body[:30] + f"…({len(self.body)} bytes)"
            text += f" [{kind}] {body}"
        return text.replace("|", "\\|")


JSON = {"content-type": "application/json"}
MCP = {"accept": "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18"}
_SIM = "/simulate"


def _json(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode()


CASES: tuple[Case, ...] = (
    # empty and whitespace
    Case("empty clause id", "GET", "/games/onepiece/clauses/", expect=404),
    Case("whitespace clause id", "GET", "/games/onepiece/clauses/%20%20", expect=422),
    Case("empty game", "GET", "/games//clauses/1", expect=404),
    Case("empty query", "GET", "/search?q=", expect=422),
    Case("whitespace query", "GET", "/search?q=%20%E3%80%80%09", expect=422),
    Case("missing query", "GET", "/search", expect=422),
    Case("empty body", "POST", _SIM, b"", JSON, expect=422),
    Case("empty JSON object", "POST", _SIM, b"{}", JSON, expect=422),
    # size
    Case("60 kB clause id", "GET", "/games/onepiece/clauses/" + "1" * 60_000, expect=422),
    Case("60 kB game id", "GET", "/games/" + KB60, expect=422),
    Case("60 kB query", "GET", "/search?q=" + KB60, expect=422),
    Case(
        "100 kB body", "POST", _SIM, _json({"game": "onepiece", "scenario": {"x": KB100}}), JSON, expect=413
    ),
    Case("JSON nested 40 deep", "POST", _SIM, DEEP, JSON, expect=422),
    Case(
        "10 000 actions",
        "POST",
        _SIM,
        _json({"game": "onepiece", "scenario": {"actions": [{}] * 10_000}}),
        JSON,
    ),
    # NUL bytes and invalid encodings
    Case("NUL in query", "GET", "/search?q=%E3%83%A9%00%E3%82%A4%E3%83%95"),
    Case("NUL in clause id", "GET", "/games/onepiece/clauses/7-1%00", expect=422),
    Case("NUL in game", "GET", "/games/one%00piece", expect=404),
    Case("invalid UTF-8 in path (%FF)", "GET", "/games/%FF", expect=404),
    Case("invalid UTF-8 in clause id", "GET", "/games/onepiece/clauses/%FF%FE", expect=422),
    Case("invalid UTF-8 in query", "GET", "/search?q=%FF%FE"),
    Case("invalid UTF-8 in JSON body", "POST", _SIM, b'{"game": "\xff\xfe"}', JSON, expect=422),
    # emoji and odd text
    Case("emoji query", "GET", "/search?q=%F0%9F%83%8F%F0%9F%94%A5"),
    Case("emoji game", "GET", "/games/%F0%9F%83%8F", expect=404),
    Case("emoji clause id", "GET", "/games/onepiece/clauses/%F0%9F%83%8F", expect=422),
    Case("right-to-left override in query", "GET", "/search?q=%E2%80%AE%E3%83%A9%E3%82%A4%E3%83%95"),
    # traversal
    Case("../ in game", "GET", "/games/..%2F..%2Fetc%2Fpasswd", expect=404),
    Case("../ in clause id", "GET", "/games/onepiece/clauses/..%2F..%2Fetc%2Fpasswd", expect=404),
    Case("../ in path", "GET", "/games/../../etc/passwd", expect=404),
    Case("../ in problem slug", "GET", "/problems/..%2F..%2Fsettings.py", expect=404),
    # injection-looking text
    Case("SQL in query", "GET", "/search?q=%27%20OR%201%3D1%3B%20DROP%20TABLE%20clauses%3B--"),
    Case("SQL in game", "GET", "/games/onepiece%27%20OR%20%271%27%3D%271", expect=404),
    Case("SQL in clause id", "GET", "/games/onepiece/clauses/1%27%20OR%201%3D1--", expect=422),
    Case("HTML in query", "GET", "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E"),
    # numbers
    Case("k = -1", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&k=-1", expect=422),
    Case("k = 0", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&k=0", expect=422),
    Case("k = 10^30", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&k=" + "1" + "0" * 30, expect=422),
    Case("k = 1.5", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&k=1.5", expect=422),
    Case("k = NaN", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&k=NaN", expect=422),
    Case("depth = -5", "GET", "/games/onepiece/toc?depth=-5", expect=422),
    Case("depth = 10^30", "GET", "/games/onepiece/toc?depth=1" + "0" * 30, expect=422),
    Case("clause depth = 11", "GET", "/games/onepiece/clauses/7?depth=11", expect=422),
    Case("seed = -1", "POST", _SIM, _json({"game": "onepiece", "scenario": {"seed": -1}}), JSON, expect=422),
    Case(
        "seed = 2^64",
        "POST",
        _SIM,
        _json({"game": "onepiece", "scenario": {"seed": 2**64}}),
        JSON,
        expect=422,
    ),
    Case(
        "huge number literal",
        "POST",
        _SIM,
        b'{"game": "onepiece", "scenario": {"seed": 1' + b"0" * 5000 + b"}}",
        JSON,
        expect=422,
    ),
    # unknown things
    Case("unknown game", "GET", "/games/chess", expect=404),
    Case("unknown game in search", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&game=chess", expect=404),
    Case(
        "unknown game in simulate", "POST", _SIM, _json({"game": "chess", "scenario": {}}), JSON, expect=422
    ),
    Case("unknown search mode", "GET", "/search?q=%E3%83%A9%E3%82%A4%E3%83%95&mode=magic", expect=422),
    Case("unknown clause", "GET", "/games/onepiece/clauses/99-99-99", expect=404),
    Case("unknown endpoint", "GET", "/admin", expect=404),
    Case(
        "unknown scenario field",
        "POST",
        _SIM,
        _json({"game": "onepiece", "scenario": {"cheat": 1}}),
        JSON,
        expect=422,
    ),
    # wrong content type / method / syntax
    Case(
        "text/plain body",
        "POST",
        _SIM,
        _json({"game": "onepiece", "scenario": {}}),
        {"content-type": "text/plain"},
        expect=422,
    ),
    Case(
        "form body",
        "POST",
        _SIM,
        b"game=onepiece",
        {"content-type": "application/x-www-form-urlencoded"},
        expect=422,
    ),
    Case("no content-type", "POST", _SIM, _json({"game": "onepiece", "scenario": {}}), expect=422),
    Case("truncated JSON", "POST", _SIM, b'{"game": ', JSON, expect=422),
    Case("JSON array body", "POST", _SIM, b"[]", JSON, expect=422),
    Case("JSON with NaN", "POST", _SIM, b'{"game": "onepiece", "scenario": {"seed": NaN}}', JSON, expect=422),
    Case(
        "JSON with -Infinity",
        "POST",
        _SIM,
        b'{"game": "onepiece", "scenario": {"seed": -Infinity}}',
        JSON,
        expect=422,
    ),
    Case("60 kB JSON array of numbers", "POST", _SIM, _json([0] * 20_000), JSON, expect=422),
    Case(
        "20 000-element array in a scenario",
        "POST",
        _SIM,
        _json({"game": "onepiece", "scenario": {"actions": [0] * 20_000}}),
        JSON,
        expect=422,
    ),
    Case("HEAD a clause", "HEAD", "/games/onepiece/clauses/7-1", expect=200),
    Case("HEAD a POST-only endpoint", "HEAD", _SIM, expect=405, problem=False),  # HEAD has no body
    Case("OPTIONS with CORS off", "OPTIONS", "/search?q=x", expect=405),
    Case("DELETE a resource", "DELETE", "/games/onepiece", expect=405),
    Case("PUT /simulate", "PUT", _SIM, b"{}", JSON, expect=405),
    Case("POST /games (read-only)", "POST", "/games", b"{}", JSON, expect=405),
    # the answering endpoints
    Case("empty question", "POST", "/ask", _json({"question": "   "}), JSON, expect=422),
    Case("2000-character question", "POST", "/ask", _json({"question": "ル" * 2000}), JSON, expect=422),
    Case("NUL and emoji question", "GET", "/ask?q=%E3%83%A9%00%F0%9F%83%8F"),
    Case(
        "unknown game in ask",
        "POST",
        "/ask",
        _json({"question": "ライフ", "game": "chess"}),
        JSON,
        expect=404,
    ),
    Case(
        "traversal in verify", "POST", "/verify", _json({"game": "onepiece", "clause_id": "../../etc"}), JSON
    ),
    Case(
        "5000-character quote",
        "POST",
        "/verify",
        _json({"game": "sve", "clause_id": "1.3", "quote": "あ" * 5000}),
        JSON,
        expect=422,
    ),
    # browse pages answer errors as HTML pages with suggestions
    Case("page: unknown clause", "GET", "/ui/onepiece/99-99-99", expect=404, page=True),
    Case("page: invalid UTF-8 in clause id", "GET", "/ui/onepiece/%FF%FE", expect=404, page=True),
    Case("page: ../ in clause id", "GET", "/ui/onepiece/..%2F..%2Fetc%2Fpasswd", expect=404, page=True),
    Case("page: NUL in term", "GET", "/ui/onepiece/terms/%00", expect=404, page=True),
    Case("page: 2000-character query", "GET", "/ui/search?q=" + "a" * 2000, expect=422, page=True),
    Case("page: unknown game in search", "GET", "/ui/search?q=x&game=chess", expect=404, page=True),
    Case("page: POST", "POST", "/ui/onepiece", b"{}", JSON, expect=405),
    Case("unknown term", "GET", "/games/onepiece/terms/%F0%9F%83%8F", expect=404),
    # MCP over HTTP answers JSON-RPC errors, not problem+json
    Case("MCP: not JSON", "POST", "/mcp", b"hello", {"content-type": "text/plain", **MCP}, problem=False),
    Case(
        "MCP: unknown method",
        "POST",
        "/mcp",
        _json({"jsonrpc": "2.0", "id": 1, "method": "rm -rf"}),
        {**JSON, **MCP},
        problem=False,
    ),
    Case("MCP: GET (no server-sent stream)", "GET", "/mcp", headers=MCP, expect=405),
    Case(
        "garbage X-Request-ID", "GET", "/health", headers={"x-request-id": "a b\tc;" + "x" * 300}, expect=200
    ),
    # issue 13: metric labels, page path caps, JSON no response could echo, headers and redirects
    Case("50 kB random method", "QWXZ" * 12_500, "/health", expect=405),
    Case("page: 40 kB clause id", "GET", "/ui/onepiece/" + "1-" * 20_000 + "1", expect=422, page=True),
    Case("page: 40 kB sve clause id", "GET", "/ui/sve/" + "1." * 20_000 + "1", expect=422, page=True),
    Case("page: 40 kB game", "GET", "/ui/" + "a" * 40_000, expect=422, page=True),
    Case("API: 40 kB clause id", "GET", "/games/onepiece/clauses/" + "1-" * 20_000 + "1", expect=422),
    Case("lone surrogate in a question", "POST", "/ask", b'{"question": "\\ud800"}', JSON, expect=422),
    Case(
        "lone surrogate in a verify quote",
        "POST",
        "/verify",
        b'{"game": "ninjaslayer", "clause_id": "103.3", "quote": "\\ud800"}',
        JSON,
        expect=422,
    ),
    Case(
        "lone surrogate in a card name",
        "POST",
        _SIM,
        b'{"game": "sve", "scenario": {"player1": {"field": [{"name": "\\udc00"}]}}}',
        JSON,
        expect=422,
    ),
    Case("seed 1e309", "POST", _SIM, b'{"game": "onepiece", "scenario": {"seed": 1e309}}', JSON, expect=422),
    Case("question 1e999", "POST", "/ask", b'{"question": 1e999}', JSON, expect=422),
    Case("body 1e999", "POST", "/ask", b"1e999", JSON, expect=422),
    Case("1001-character question", "POST", "/ask", _json({"question": "ル" * 1001}), JSON, expect=422),
    Case(
        "unknown field in ask", "POST", "/ask", _json({"question": "ライフ", "qestion": 1}), JSON, expect=422
    ),
    Case(
        "unknown top-level field in simulate",
        "POST",
        _SIM,
        _json({"game": "onepiece", "scenario": {}, "seeds": 1}),
        JSON,
        expect=422,
    ),
    Case("OPTIONS /ask", "OPTIONS", "/ask", expect=405),
    Case("Host: evil.example on a redirect", "GET", "/games/", headers={"host": "evil.example"}, expect=307),
    Case("MCP: invalid JSON", "POST", "/mcp", b"{bad", {**JSON, **MCP}, expect=400, problem=False),
    Case(
        "verify: ns 103.3 misquoted without 非",
        "POST",
        "/verify",
        _json({"game": "ninjaslayer", "clause_id": "103.3", "quote": "ターンプレイヤーはゲームに勝利します"}),
        JSON,
        expect=200,
    ),
)


def run(client: TestClient) -> list[tuple[Case, Response]]:
    return [(case, case.send(client)) for case in CASES]


def timed(client: TestClient) -> list[tuple[Case, Response, float]]:
    """Each case sent once, with its wall time in milliseconds (in-process, for the table)."""
    out = []
    for case in CASES:
        started = time.perf_counter()
        response = case.send(client)
        out.append((case, response, (time.perf_counter() - started) * 1000))
    return out


def title_of(response: Response) -> str:
    if 300 <= response.status_code < 400:
        return f"Location: {response.headers.get('location')}"
    if response.headers.get("content-type", "").startswith("text/html"):
        h1 = re.search(r"<h1[^>]*>(.*?)</h1>", response.text, re.S)
        return f"HTML page: {re.sub(r'<[^>]+>', '', h1.group(1)).strip()}" if h1 else "HTML page"
    try:
        body = response.json()
    except ValueError:
        return ""
    if not isinstance(body, dict):
        return ""
    error = body.get("error")
    if isinstance(error, dict):  # JSON-RPC, from /mcp
        message = str(error.get("message"))
        return f"JSON-RPC error {error.get('code')}: {message[:60] + '…' if len(message) > 60 else message}"
    if "match" in body and "verbatim" in body:  # /verify
        return f"match: {body['match']}, verbatim: {str(body['verbatim']).lower()}"
    return str(body.get("title", ""))


def table(results: list[tuple[Case, Response, float]]) -> str:
    lines = ["| # | case | request | status | title | ms |", "|---|---|---|---|---|---|"]
    for i, (case, response, ms) in enumerate(results, 1):
        title = (title_of(response) or "—").replace("|", "\\|")
        lines.append(
            f"| {i} | {case.label} | `{case.shown()}` | {response.status_code} | {title} | {ms:.1f} |"
        )
    return "\n".join(lines)


def write_doc(results: list[tuple[Case, Response, float]], note: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    DOC.write_text(f"{head}{START}\n{note}\n\n{table(results)}\n{END}{tail}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """``--without-index``: a substring searcher stands in for the search index (the table says so)."""
    from corpus.loader import default_corpus
    from service.api.app import create_app
    from service.settings import Settings
    from tests.service.conftest import SubstringSearcher

    without_index = "--without-index" in (argv if argv is not None else sys.argv[1:])
    corpus = default_corpus()
    settings = Settings()
    searcher = SubstringSearcher(corpus) if without_index else None
    app = create_app(settings, corpus=corpus, searcher=searcher)
    with TestClient(app, raise_server_exceptions=False) as client:
        search = client.get("/health").json()["search"]
        deadline = time.monotonic() + 300  # search loads in the background; wait for it
        while not search["available"] and "loading" in str(search["detail"]) and time.monotonic() < deadline:
            time.sleep(1)
            search = client.get("/health").json()["search"]
        if not search["available"]:
            print(f"search index unavailable ({search['detail']}); build it first", file=sys.stderr)
            return 1
        run(client)  # warm-up: the first request of a kind loads what it needs
        results = timed(client)
    slowest = max(ms for _, _, ms in results)
    index = (
        "a substring searcher standing in for the search index" if without_index else "the built search index"
    )
    flag = " --without-index" if without_index else ""
    note = (
        f"Generated by `python -m tests.service.hostile_requests{flag}` "
        f"against the five real rulebooks and {index} ({len(results)} requests, none answered 5xx; "
        f"`ms` is the in-process wall time of each request after one warm-up pass, slowest {slowest:.0f} ms)."
    )
    worst = max(r.status_code for _, r, _ in results)
    if worst >= 500:
        print("a hostile request got a server error", file=sys.stderr)
    write_doc(results, note)
    return 0 if worst < 500 else 1


if __name__ == "__main__":
    sys.exit(main())
