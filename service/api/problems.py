"""The one place that turns exceptions into RFC 9457 ``application/problem+json`` responses.

Every problem has ``type`` (``/problems/<slug>``, documented at that path), ``title``, ``status``,
``detail`` (what went wrong and what to do) and ``instance`` (the request path), plus
type-specific extensions such as ``suggestions``, ``known``, ``accepted`` and ``errors``.
"""

from __future__ import annotations

import difflib
import logging
from collections.abc import Mapping, Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match

from corpus.errors import ClauseNotFound, CorpusError, InvalidClauseId, UnknownGame
from index.errors import (
    IndexCorrupt,
    IndexLoading,
    IndexMissing,
    IndexStale,
    InvalidQuery,
    ModelUnavailable,
    SearchError,
)
from service.api.body_fields import body_type, fields_at
from service.api.echo import cut, echo, encodable, jsonable
from service.api.problem_catalog import PROBLEM_TYPES
from service.engine.errors import EngineError, GameOver, IllegalAction, InvalidScenario, RuleLoopError

__all__ = ["MAX_SUGGESTIONS", "PROBLEM_JSON", "PROBLEM_TYPES", "install", "problem", "responses"]

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
MAX_SUGGESTIONS = 5
MAX_ERRORS = 20  # validation errors listed in one problem (the detail counts the rest)
MAX_INSTANCE = 1000  # characters of path and query in `instance`


def problem(
    request: Request,
    slug: str | None,
    detail: str,
    *,
    status: int | None = None,
    title: str | None = None,
    headers: Mapping[str, str] | None = None,
    **extensions: Any,
) -> JSONResponse:
    """A problem+json response; `slug` None means a plain HTTP error (``about:blank``)."""
    kind = PROBLEM_TYPES.get(slug) if slug else None
    code = status if status is not None else (kind.status if kind else 500)
    body: dict[str, Any] = {
        "type": f"/problems/{slug}" if kind else "about:blank",
        "title": title or (kind.title if kind else _reason(code)),
        "status": code,
        "detail": detail,
        "instance": _instance(request),
    }
    body.update({k: jsonable(v) for k, v in extensions.items()})
    # whatever a handler echoes (a game id, an input) must encode: no lone surrogate, no infinity
    safe: dict[str, Any] = encodable(body)
    return JSONResponse(safe, status_code=code, media_type=PROBLEM_JSON, headers=dict(headers or {}))


def install(app: FastAPI) -> None:
    """Register every exception handler on `app`."""
    handlers: Sequence[tuple[type[Exception] | int, Any]] = (
        (UnknownGame, _unknown_game),
        (InvalidClauseId, _invalid_clause_id),
        (ClauseNotFound, _clause_not_found),
        (CorpusError, _corpus_error),
        (InvalidQuery, _invalid_query),
        (IndexMissing, _search_unavailable),
        (IndexStale, _search_unavailable),
        (IndexCorrupt, _search_unavailable),
        (ModelUnavailable, _search_unavailable),
        (SearchError, _search_unavailable),
        (InvalidScenario, _invalid_scenario),
        (IllegalAction, _illegal_action),
        (GameOver, _engine_error("game-over")),
        (RuleLoopError, _engine_error("rule-loop")),
        (EngineError, _engine_error("engine-error")),
        (RequestValidationError, _validation_error),
        (StarletteHTTPException, _http_error),
        (Exception, _internal_error),
    )
    for exc_class, handler in handlers:
        app.add_exception_handler(exc_class, handler)


# ---- handlers -------------------------------------------------------------------------------


async def _unknown_game(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, UnknownGame)
    # names close to what was typed (aliases included: ワンピス → onepiece), else close ids
    close = list(exc.suggestions) or difflib.get_close_matches(
        _squash(exc.game), exc.known, n=MAX_SUGGESTIONS, cutoff=0.5
    )
    hint = f" Did you mean {', '.join(close)}?" if close else ""
    return problem(
        request,
        "unknown-game",
        f"There is no game {exc.game!r}. Known games: {', '.join(exc.known)}.{hint}",
        game=exc.game,
        known=list(exc.known),
        suggestions=close,
    )


async def _invalid_clause_id(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, InvalidClauseId)
    return problem(
        request,
        "invalid-clause-id",
        f"{exc.raw!r} is not a clause number of {exc.game}. Accepted: {exc.expected}.",
        game=exc.game,
        clause_id=exc.raw,
        accepted=exc.expected,
    )


async def _clause_not_found(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ClauseNotFound)
    suggestions = list(exc.suggestions[:MAX_SUGGESTIONS])
    hint = f" Nearby clauses: {', '.join(suggestions)}." if suggestions else ""
    return problem(
        request,
        "clause-not-found",
        f"{exc.game} has no clause {exc.clause_id}.{hint} The table of contents is at /games/{exc.game}/toc.",
        game=exc.game,
        clause_id=exc.clause_id,
        suggestions=suggestions,
    )


async def _corpus_error(request: Request, exc: Exception) -> JSONResponse:
    log.error("corpus error while serving %s: %s", request.url.path, exc)
    return problem(request, "corpus-error", str(exc))


async def _invalid_query(request: Request, exc: Exception) -> JSONResponse:
    return problem(request, "invalid-query", str(exc), parameter="q")


async def _search_unavailable(request: Request, exc: Exception) -> JSONResponse:
    if isinstance(exc, IndexLoading):  # the index loads in the background after start-up
        return problem(
            request,
            "search-unavailable",
            "The search index is loading; retry in a few seconds. Clause lookup and simulation already work.",
            headers={"Retry-After": "5"},
        )
    if not isinstance(exc, IndexMissing | IndexStale | IndexCorrupt | ModelUnavailable):
        log.error("search failed for %s: %r", request.url.path, exc)
    return problem(
        request,
        "search-unavailable",
        f"Search is unavailable: {exc}. Build the index with `rulecite index build` and restart the "
        "service; clause lookup (/games/{game}/clauses/{id}) still works.",
        headers={"Retry-After": "60"},
    )


async def _invalid_scenario(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, InvalidScenario)
    return problem(request, "invalid-scenario", f"Scenario field {exc.field}: {exc.message}", field=exc.field)


async def _illegal_action(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, IllegalAction)
    cited = f" (rules {', '.join(exc.rules)})" if exc.rules else ""
    return problem(
        request,
        "illegal-action",
        f"{exc.message}{cited}",
        code=exc.code,
        rules=list(exc.rules),
    )


def _engine_error(slug: str) -> Any:
    async def handler(request: Request, exc: Exception) -> JSONResponse:
        return problem(request, slug, str(exc) or PROBLEM_TYPES[slug].description)

    return handler


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    # a 60 kB body can fail in thousands of places: name the first few, count the rest (the answer
    # to a bounded request stays bounded, and smaller than the request)
    found = exc.errors()
    errors = [_describe(err, exc.body, body_type(request)) for err in found[:MAX_ERRORS]]
    for entry in errors:
        hint = _parameter_help(request, entry["location"], entry["parameter"])
        if hint:
            entry["help"] = hint
    detail = "; ".join(
        f"{e['location']} {'field' if e['location'] == 'body' else 'parameter'} "
        f"{e['parameter'] or '(whole body)'!s}: {e['message']}"
        + (f" (accepted: {e['accepted']})" if e["accepted"] else "")
        for e in errors
    )
    if len(found) > MAX_ERRORS:
        detail += f"; and {len(found) - MAX_ERRORS} more errors"
    return problem(request, "validation-error", detail or "invalid request", errors=errors)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    headers = dict(exc.headers or {})
    if exc.status_code == 404 and exc.detail in ("Not Found", None):
        return problem(
            request,
            "not-found",
            f"No endpoint matches {cut(request.method, _ECHOED_METHOD_CHARS)} {cut(request.url.path)}. "
            "See /docs for the API (games, clauses, search, simulate).",
            headers=headers,
        )
    if exc.status_code == 405:
        # Starlette names the methods of the first route matching the path only (POST /ask, not
        # GET /ask declared after it): Allow lists every route's methods (RFC 9110 15.5.6)
        sent = [m.strip() for m in headers.get("Allow", "").split(",") if m.strip()]
        allowed = _allowed_methods(request, sent)
        headers["Allow"] = ", ".join(allowed)
        # a HEAD request reaches the routes as GET; name the method the client sent
        method = str(getattr(request.state, "method", None) or request.method)
        if len(method) > _ECHOED_METHOD_CHARS:
            method = method[: _ECHOED_METHOD_CHARS - 1] + "…"
        return problem(
            request,
            "method-not-allowed",
            f"{cut(request.url.path)} does not accept {method}; allowed: {', '.join(allowed) or 'none'}.",
            headers=headers,
            allowed=allowed,
        )
    detail = exc.detail if isinstance(exc.detail, str) else _reason(exc.status_code)
    return problem(request, None, detail, status=exc.status_code, headers=headers)


async def _internal_error(request: Request, exc: Exception) -> JSONResponse:
    log.exception("unhandled error while serving %s %s", request.method, request.url.path, exc_info=exc)
    return problem(
        request,
        "internal-error",
        f"Unexpected {type(exc).__name__} while handling the request; it has been logged.",
    )


# ---- helpers --------------------------------------------------------------------------------

# a method name longer than this is cut when a 405 names it (clients can send 60 kB ones)
_ECHOED_METHOD_CHARS = 40
_METHOD_ORDER = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def _allowed_methods(request: Request, sent: Sequence[str]) -> list[str]:
    """Every method some route of the app fully matches at the request's path, HEAD wherever GET
    is (the middleware serves HEAD on every GET route); `sent` when nothing there is method-bound
    (a mount such as /static matches any method)."""
    routes = getattr(request.app.router, "routes", ())
    found = set()
    for method in _METHOD_ORDER:
        scope = {**request.scope, "method": method}
        if any(route.matches(scope)[0] == Match.FULL for route in routes):
            found.add(method)
    if not found or found == set(_METHOD_ORDER):
        found = set(sent)
    if "GET" in found:
        found.add("HEAD")
    return sorted(found, key=lambda m: (_METHOD_ORDER.index(m) if m in _METHOD_ORDER else 99, m))


def _describe(err: Mapping[str, Any], body: Any, body_type: Any = None) -> dict[str, Any]:
    loc = [str(p) for p in err.get("loc", ())]
    accepted = _accepted(err)
    message = str(err.get("msg", "invalid"))
    if err.get("type") == "extra_forbidden" and loc and loc[0] == "body":
        fields = fields_at(body_type, loc[1:-1])
        if fields is not None:
            accepted = "the fields " + ", ".join(fields)
            message = f"unknown field {loc[-1]!r}"
    location = loc[0] if loc else "request"
    path = loc[1:]
    # A discriminated union puts the tag (the game id) into the location; readers want the field.
    if location == "body" and path and isinstance(body, Mapping) and path[0] == body.get("game"):
        path = path[1:]
    ctx: Mapping[str, Any] = err.get("ctx") or {}
    if str(err.get("type", "")).startswith("union_tag") and "discriminator" in ctx:
        # the whole body is reported, but the field to fix is the discriminator (``game``)
        path = [*path, str(ctx["discriminator"]).strip("'\"")]
    return {
        "location": location,
        "parameter": ".".join(path),
        "message": message,
        "type": str(err.get("type", "")),
        "input": echo(err.get("input")),
        "accepted": accepted,
    }


def _parameter_help(request: Request, location: str, name: str) -> str | None:
    """The declared description of a query/path/header parameter (it says what is accepted)."""
    kinds = {"query": "query_params", "path": "path_params", "header": "header_params"}
    if location not in kinds:
        return None
    pending = [getattr(request.scope.get("route"), "dependant", None)]
    while pending:
        dependant = pending.pop()
        if dependant is None:
            continue
        for param in getattr(dependant, kinds[location], ()):
            if param.alias == name:
                description: str | None = getattr(param.field_info, "description", None)
                return description
        pending.extend(dependant.dependencies)
    return None


def _accepted(err: Mapping[str, Any]) -> str | None:
    ctx: Mapping[str, Any] = err.get("ctx") or {}
    kind = str(err.get("type", ""))
    parts: list[str] = []
    bounds = (("ge", "≥"), ("gt", ">"), ("le", "≤"), ("lt", "<"))
    parts.extend(f"{sign} {ctx[key]}" for key, sign in bounds if key in ctx)
    if "min_length" in ctx:
        parts.append(f"at least {ctx['min_length']} character(s)")
    if "max_length" in ctx:
        parts.append(f"at most {ctx['max_length']} character(s)")
    if "expected" in ctx:
        parts.append(f"one of {ctx['expected']}")
    if "expected_tags" in ctx:
        parts.append(f"one of {ctx['expected_tags']}")
    if "pattern" in ctx:
        parts.append(f"matching {ctx['pattern']}")
    if not parts and kind in ("int_parsing", "int_type"):
        parts.append("an integer")
    if not parts and kind == "missing":
        parts.append("required")
    if not parts and kind.startswith("json"):
        parts.append("a JSON document")
    return ", ".join(parts) or None


def _squash(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _instance(request: Request) -> str:
    query = request.url.query
    return cut(f"{request.url.path}?{query}" if query else request.url.path, MAX_INSTANCE)


def _reason(status: int) -> str:
    from http import HTTPStatus

    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses=`` entries documenting problem+json replies for `statuses`."""
    titles: dict[int, list[str]] = {}
    for kind in PROBLEM_TYPES.values():
        titles.setdefault(kind.status, []).append(kind.title)
    return {
        status: {
            "description": "; ".join(titles.get(status, [_reason(status)])),
            "content": {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}},
        }
        for status in statuses
    }
