"""Request hygiene and telemetry as one pure-ASGI middleware.

For every HTTP request it

* takes a sane incoming ``X-Request-ID`` or makes one, and returns it as a response header;
* answers ``HEAD`` on every ``GET`` route (the GET response without its body);
* refuses bodies over `MAX_BODY_BYTES` (413), JSON nested deeper than `MAX_JSON_DEPTH`, JSON that
  is not I-JSON (RFC 7493: a lone surrogate ``"\\ud800"``, a number that overflows to infinity such
  as ``1e999``) and malformed JSON (422) before any handler parses them (`service.api.json_body`), as
  ``application/problem+json`` — or, on the JSON-RPC endpoint (``/mcp``), as a JSON-RPC ``-32700``
  parse error;
* counts the request and its latency per route template (`service.api.metrics_registry.Metrics`,
  exposed at ``/metrics``); every
  label comes from a bounded set (a method outside `KNOWN_METHODS` counts as ``OTHER``, a path no
  route matches as ``<unmatched>``), so no client can grow the registry;
* writes one JSON access-log line (logger ``service.access``).

Pure ASGI rather than ``BaseHTTPMiddleware`` so streamed responses (MCP over HTTP) pass untouched.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
import uuid
from collections.abc import Iterable, Mapping
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.api.json_body import (
    MAX_JSON_DEPTH,
    MAX_JSON_ITEMS,
    json_depth,
    lone_surrogate,
    oversized_container,
    strict_loads,
)
from service.api.metrics_registry import Metrics
from service.api.problems import PROBLEM_JSON

MAX_BODY_BYTES = 64 * 1024
REQUEST_ID_HEADER = "x-request-id"
_SANE_ID = re.compile(r"[A-Za-z0-9._:\-]{1,128}")
UNMATCHED = "<unmatched>"
# answered as JSON-RPC, not problem+json (the MCP endpoint, service.api.mcp.MCP_PATH)
JSONRPC_PATHS = frozenset({"/mcp"})
JSONRPC_PARSE_ERROR = -32700
# longest method name written to the access log (the label is `method_label`)
_LOGGED_METHOD_CHARS = 32

access_log = logging.getLogger("service.access")


def request_id(headers: Iterable[tuple[bytes, bytes]]) -> str:
    """The incoming X-Request-ID when it is short and plain, else a fresh one."""
    for key, value in headers:
        if key.lower() == REQUEST_ID_HEADER.encode():
            text = value.decode("latin-1")
            if _SANE_ID.fullmatch(text):
                return text
            break
    return uuid.uuid4().hex


class ObservabilityMiddleware:
    def __init__(
        self,
        app: ASGIApp,
        metrics: Metrics,
        max_body: int = MAX_BODY_BYTES,
        max_depth: int = MAX_JSON_DEPTH,
        jsonrpc_paths: frozenset[str] = JSONRPC_PATHS,
    ) -> None:
        self.app = app
        self.metrics = metrics
        self.max_body = max_body
        self.max_depth = max_depth
        self.jsonrpc_paths = jsonrpc_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = request_id(scope.get("headers", ()))
        scope.setdefault("state", {})["request_id"] = rid
        scope["state"]["method"] = scope["method"]  # the inner scope of a HEAD says GET
        # HEAD is GET without the body (RFC 9110 9.3.2): FastAPI routes declare GET only, so the app
        # sees a GET and the body is dropped here; the headers (Content-Length too) are the GET's.
        head = scope["method"] == "HEAD"
        inner: Scope = {**scope, "method": "GET"} if head else scope
        started = time.perf_counter()
        status = 500
        sent = 0

        async def send_with_id(message: Message) -> None:
            nonlocal status, sent
            if message["type"] == "http.response.start":
                status = int(message["status"])
                headers = [
                    h for h in message.get("headers", []) if h[0].lower() != REQUEST_ID_HEADER.encode()
                ]
                headers.append((REQUEST_ID_HEADER.encode(), rid.encode()))
                message = {**message, "headers": headers}
            elif message["type"] == "http.response.body":
                if head:
                    message = {**message, "body": b""}
                sent += len(message.get("body", b""))
            await send(message)

        self.metrics.in_progress += 1
        try:
            refusal, replay = await self._screen(scope, receive)
            if refusal is not None:
                self.metrics.rejected[refusal[0]] = self.metrics.rejected.get(refusal[0], 0) + 1
                if refusal[0].startswith("json") and scope.get("path") in self.jsonrpc_paths:
                    await _jsonrpc_parse_error(send_with_id, refusal[3])
                else:
                    await _problem(send_with_id, scope, *refusal[1:])
            else:
                await self.app(inner, replay, send_with_id)
        finally:
            self.metrics.in_progress -= 1
            elapsed = time.perf_counter() - started
            route = _route_template(inner)
            self.metrics.observe(scope["method"], route, status, elapsed)
            _log_access(scope, rid, route, status, elapsed, sent)

    async def _screen(
        self, scope: Scope, receive: Receive
    ) -> tuple[tuple[str, int, str, str] | None, Receive]:
        """Read a body-carrying request in full (bounded) and check it; replay it to the app."""
        if scope["method"] in ("GET", "HEAD", "OPTIONS", "DELETE"):
            return None, receive
        declared = _header(scope, b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body:
            return self._too_large(int(declared)), receive
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                return None, _replay(b"", receive, message)
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                return self._too_large(size), receive
            chunks.append(chunk)
            more = bool(message.get("more_body", False))
        body = b"".join(chunks)
        content_type = (_header(scope, b"content-type") or "").lower()
        if "json" in content_type and body:
            refusal = self._check_json(body)
            if refusal is not None:
                return refusal, receive
        return None, _replay(body, receive, None)

    def _check_json(self, body: bytes) -> tuple[str, int, str, str] | None:
        if json_depth(body) > self.max_depth:
            return (
                "json_depth",
                422,
                "validation-error",
                f"The JSON body nests deeper than {self.max_depth} levels; accepted: objects and "
                f"arrays nested at most {self.max_depth} deep.",
            )
        try:
            # Python's parser takes NaN/Infinity and turns 1e999 into inf: neither is JSON, and
            # neither can be answered back (a response echoing it would fail to encode).
            document = strict_loads(body)
        except (ValueError, RecursionError) as exc:
            return (
                "json_syntax",
                422,
                "validation-error",
                f"The body is not valid JSON ({_short(exc)}); accepted: {self._accepted()}.",
            )
        crowded = oversized_container(document, MAX_JSON_ITEMS)
        if crowded is not None:
            return (
                "json_items",
                422,
                "validation-error",
                f"The JSON body has {crowded}; accepted: arrays and objects of at most "
                f"{MAX_JSON_ITEMS} items (the longest list the API takes, scenario actions, holds 500).",
            )
        where = lone_surrogate(document)
        if where is not None:
            return (
                "json_surrogate",
                422,
                "validation-error",
                f"The JSON body holds a lone UTF-16 surrogate ({where}), which is not a Unicode "
                f"character; accepted: {self._accepted()}.",
            )
        return None

    def _accepted(self) -> str:
        return (
            "a UTF-8 JSON document (RFC 8259 and I-JSON, RFC 7493: no NaN/Infinity, no number "
            "beyond the double range such as 1e999, integers below 4300 digits, no lone surrogate "
            f"such as \\ud800) of at most {self.max_body} bytes"
        )

    def _too_large(self, size: int) -> tuple[str, int, str, str]:
        return (
            "body_size",
            413,
            "",
            f"The request body has {size} bytes or more; accepted: at most {self.max_body} bytes.",
        )


def _short(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text if len(text) <= 120 else text[:119] + "…"


def _replay(body: bytes, receive: Receive, pending: Message | None) -> Receive:
    delivered = False

    async def replay() -> Message:
        nonlocal delivered, pending
        if not delivered:
            delivered = True
            if pending is not None:
                message, pending = pending, None
                return message
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


async def _problem(send: Send, scope: Scope, status: int, slug: str, detail: str) -> None:
    title = {413: "Request body too large", 422: "Invalid request"}.get(status, "Bad request")
    path = scope.get("path", "")
    body = {
        "type": f"/problems/{slug}" if slug else "about:blank",
        "title": title,
        "status": status,
        "detail": detail,
        "instance": path,
    }
    payload = json.dumps(body, ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", PROBLEM_JSON.encode()),
                (b"content-length", str(len(payload)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


async def _jsonrpc_parse_error(send: Send, detail: str) -> None:
    """JSON-RPC 2.0 answers a body it cannot parse with error -32700 and a null id."""
    body = {
        "jsonrpc": "2.0",
        "id": None,
        "error": {"code": JSONRPC_PARSE_ERROR, "message": f"Parse error: {detail}"},
    }
    payload = json.dumps(body, ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 400,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(payload)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            text: str = value.decode("latin-1")
            return text
    return None


def _route_template(scope: Scope) -> str:
    route = scope.get("route")
    path = getattr(route, "path", None)
    if path is None:  # plain Starlette routes (the MCP endpoint) only leave their endpoint
        path = getattr(scope.get("endpoint"), "route_template", None)
    if path is None and scope.get("endpoint") is not None:
        # FastAPI's own pages (/openapi.json, /docs, /redoc) are plain routes too: find the template
        router = getattr(scope.get("app"), "router", None)
        for r in getattr(router, "routes", ()):
            if getattr(r, "endpoint", None) is scope["endpoint"]:
                path = getattr(r, "path", None)
                break
    return path if isinstance(path, str) else UNMATCHED


def _log_access(scope: Scope, rid: str, route: str, status: int, seconds: float, sent: int) -> None:
    if not access_log.isEnabledFor(logging.INFO):
        return
    client: Any = scope.get("client")
    entry: Mapping[str, Any] = {
        "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) + "Z",
        "level": "info",
        "event": "request",
        "request_id": rid,
        "method": str(scope.get("method", ""))[:_LOGGED_METHOD_CHARS],
        "path": scope.get("path"),
        "route": route,
        "status": status,
        "duration_ms": round(seconds * 1000, 3),
        "bytes": sent,
        "client": client[0] if client else None,
    }
    access_log.info(json.dumps(entry, ensure_ascii=False))


def configure_access_log() -> None:
    """One JSON object per line on standard error, unless the host application configured it."""
    if access_log.handlers:
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    access_log.addHandler(handler)
    access_log.propagate = False
