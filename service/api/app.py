"""The application factory.

``create_app(settings)`` builds the FastAPI app; its lifespan loads the corpus and the search
index once per process, the index on a background thread so that the app answers while it loads.
uvicorn runs it in factory mode (``service.api.app:create_app``), so every worker builds its own.

Later features plug in without editing this file: each module in `OPTIONAL_MODULES` that can be
imported is wired in by what it defines —

* ``router: APIRouter`` — included as is;
* ``install(app: FastAPI, settings: Settings) -> None`` — called once (mounts, middleware);
* ``startup(state: AppState) -> None`` — called in the lifespan once the corpus is loaded, and
  again (on the loading thread) once search is loaded in the background, before searches are
  accepted; so it must be idempotent and read ``state.search.searcher`` (None while loading).
  Put what it builds into ``state.extras``.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from types import ModuleType
from typing import Any

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.openapi.utils import get_openapi
from fastapi.responses import RedirectResponse

from corpus.loader import Corpus, default_corpus
from service.api import problems
from service.api.docs import install_docs
from service.api.routers import clauses, games, health, problem_types, search, simulate
from service.api.schemas import Problem
from service.api.security import SecurityHeadersMiddleware
from service.api.state import AppState, Searcher, SearchService, load_search, start_search
from service.engine.scenario import ScenarioRunner
from service.settings import Settings

log = logging.getLogger(__name__)

OPTIONAL_MODULES = (
    "service.api.routers.ask",
    "service.api.routers.verify",
    "service.api.routers.compare",
    "service.api.routers.ui",
    "service.api.routers.terms",
    "service.api.routers.metrics",
    "service.api.mcp",
)

DESCRIPTION = """\
Rules citations for five Japanese trading-card-game comprehensive rulebooks: look clauses up by
number, search them in Japanese, and run scenarios through executable rules engines whose every
step cites its clause. Errors are RFC 9457 `application/problem+json`; each `type` is documented
under `/problems/{slug}`.
"""


def create_app(
    settings: Settings | None = None,
    *,
    corpus: Corpus | None = None,
    searcher: Searcher | None = None,
    engines: Mapping[str, ScenarioRunner] | None = None,
) -> FastAPI:
    """Build the app. `corpus`, `searcher` and `engines` replace what would be loaded (tests)."""
    settings = settings if settings is not None else Settings()
    logging.getLogger("service").setLevel(settings.log_level.upper())
    extensions = _optional_modules()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        books = corpus if corpus is not None else default_corpus()
        started = threading.Event()

        def search_ready() -> None:  # on the loading thread, before searches are accepted
            started.wait()
            _startups(extensions, app.state.rulecite)

        # the index loads in the background: /health, clauses and simulation answer at once
        if searcher is not None:
            service = SearchService(searcher)
        elif settings.search_in_background:
            # loading starts once the lifespan is done, so that it does not slow the app's start
            service = start_search(settings, books, search_ready, after=started)
        else:
            service = load_search(settings, books)
        state = AppState(settings=settings, corpus=books, search=service)
        app.state.rulecite = state
        _startups(extensions, state)
        started.set()
        log.info(
            "loaded %d games, %d clauses; search %s",
            len(books.games),
            sum(len(b) for b in books),
            service.state if service.available or service.loading else f"unavailable ({service.unavailable})",
        )
        try:
            yield
        finally:
            service.close()

    app = FastAPI(
        title="rulecite",
        version=_version(),
        description=DESCRIPTION,
        lifespan=lifespan,
        # served from packaged assets (service.api.docs): FastAPI's own pages load them from a CDN
        docs_url=None,
        redoc_url=None,
    )
    problems.install(app)
    install_docs(app)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["GET", "POST", "OPTIONS"],
            allow_headers=["*"],
        )
    for router in (health.router, games.router, clauses.router, search.router):
        app.include_router(router)
    app.include_router(simulate.build_router(engines))
    app.include_router(problem_types.router)
    for module in extensions:
        router_obj = getattr(module, "router", None)
        if router_obj is not None:
            app.include_router(router_obj)
        install: Callable[[FastAPI, Settings], None] | None = getattr(module, "install", None)
        if install is not None:
            install(app, settings)
    if not any(getattr(r, "path", None) == "/" for r in app.router.routes):
        app.add_api_route("/", _to_docs, include_in_schema=False)
    app.openapi = _openapi_with_problem(app)  # type: ignore[method-assign]
    # outermost: every response, the middleware's own refusals and errors included, gets the headers
    app.add_middleware(SecurityHeadersMiddleware)
    return app


def _startups(extensions: list[ModuleType], state: AppState) -> None:
    for module in extensions:
        startup: Callable[[AppState], None] | None = getattr(module, "startup", None)
        if startup is not None:
            startup(state)


async def _to_docs() -> RedirectResponse:
    return RedirectResponse("/docs")


def _optional_modules() -> list[ModuleType]:
    found = []
    for name in OPTIONAL_MODULES:
        try:
            found.append(importlib.import_module(name))
        except ModuleNotFoundError as exc:
            # Only the module itself being absent is expected; a broken import inside it is a bug.
            if exc.name != name:
                raise
    return found


def _openapi_with_problem(app: FastAPI) -> Callable[[], dict[str, Any]]:
    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
            )
            components = schema.setdefault("components", {}).setdefault("schemas", {})
            components["Problem"] = Problem.model_json_schema(ref_template="#/components/schemas/{model}")
            _problem_422s(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    return openapi


def _problem_422s(schema: dict[str, Any]) -> None:
    """Replace FastAPI's default 422 (``HTTPValidationError``) with the problem+json we send."""
    problem_422 = problems.responses(422)[422]
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            responses = operation.get("responses", {}) if isinstance(operation, dict) else {}
            default = responses.get("422", {}).get("content", {}).get("application/json", {})
            if default.get("schema", {}).get("$ref", "").endswith("/HTTPValidationError"):
                responses["422"] = problem_422
    components = schema.get("components", {}).get("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        components.pop(name, None)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rulecite")
    except PackageNotFoundError:
        return "0.0.0"
