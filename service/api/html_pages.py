"""Browse pages as HTML responses, for the UI router (`routers.ui`): a template rendered with the
context every page shares, the friendly error page (with suggestions), the exception handlers that
answer request errors on page paths with it while the API keeps problem+json, the game a page's
path or ``game=`` parameter names (an alias redirects 301, an unknown name is a 404 suggesting close
games), and the sentences and headers of a page whose search cannot run now.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from corpus.names import default_names
from index.errors import IndexLoading, SearchError
from service.api.state import AppState
from service.web import make_templates
from service.web.pages import Suggestion, bounds_text, game_links
from service.web.views import BookView, ui_data

templates = make_templates()


def is_page(path: str) -> bool:
    """Whether `path` is a browse page (answered in HTML, errors included)."""
    return path == "/" or path == "/ui" or path.startswith("/ui/")


def html_errors_on_pages(app: FastAPI) -> None:
    """Errors raised before a page handler runs (no route matched, wrong method, a parameter out of
    bounds) are HTML pages on the browse routes; the API keeps its problem+json handlers."""
    for exc_class in (StarletteHTTPException, RequestValidationError):
        api_handler = app.exception_handlers.get(exc_class)
        if api_handler is None:
            continue

        async def handler(request: Request, exc: Exception, api_handler: Any = api_handler) -> Response:
            if not is_page(request.url.path) or request.method not in ("GET", "HEAD"):
                response: Response = await api_handler(request, exc)
                return response
            return _request_error(request, exc)

        app.add_exception_handler(exc_class, handler)


def _request_error(request: Request, exc: Exception) -> HTMLResponse:
    if isinstance(exc, RequestValidationError):
        return error_page(request, 422, "リクエストを処理できません", "、".join(bounds_text(exc.errors())))
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 404:
        return error_page(
            request,
            404,
            "ページが見つかりません",
            f"「{request.url.path}」というページはありません。目次か検索から探してください。",
        )
    error = error_page(request, exc.status_code, "リクエストを処理できません", str(exc.detail))
    error.headers.update(exc.headers or {})
    return error


def page(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
    """Template `name` rendered with `context` and the books every page's navigation lists."""
    state: AppState = request.app.state.rulecite
    context.setdefault("books", tuple(state.corpus))
    return templates.TemplateResponse(request, name, context, status_code=status)


def error_page(
    request: Request,
    status: int,
    title: str,
    detail: str,
    *,
    suggestions: list[Suggestion] | None = None,
    game: str = "",
) -> HTMLResponse:
    """The error page: what went wrong, pages to try instead, and links to every game's contents."""
    state: AppState = request.app.state.rulecite
    return page(
        request,
        "error.html",
        status,
        title=title,
        detail=detail,
        suggestions=suggestions or [],
        links=game_links(state.corpus),
        game=game,
    )


def book_view(request: Request, state: AppState, game: str) -> BookView | Response:
    """The game's view; a name people type for it (`op`, `ワンピース`, `ONEPIECE`) answers 301 to
    the same page under the canonical id, and an unknown name a 404 page suggesting close games."""
    data = ui_data(state)
    view = data.books.get(game)
    if view is not None:
        return view
    names = default_names().restricted(state.corpus.games)
    resolved = names.resolve(game.strip())
    if resolved is not None:
        return RedirectResponse(_same_page_as(request, resolved), status_code=301)
    return error_page(
        request,
        404,
        "ゲームが見つかりません",
        f"「{game}」というゲームはありません。収録しているゲームの目次から探してください。",
        suggestions=[
            Suggestion(_same_page_as(request, g), f"{state.corpus.books[g].info.short_name}({g})")
            for g in names.suggest(game)
        ],
    )


def _same_page_as(request: Request, game: str) -> str:
    """This page's path (relative: never the Host header) with the game segment replaced."""
    rest = request.url.path.removeprefix("/ui/").partition("/")[2]
    path = f"/ui/{quote(game, safe='')}" + (f"/{quote(rest, safe='/')}" if rest else "")
    return f"{path}?{request.url.query}" if request.url.query else path


def game_param(state: AppState, game: str) -> tuple[str, str | None]:
    """The game id of a `game=` parameter (aliases accepted) and, for an unknown one, the message."""
    if not game:
        return "", None
    names = default_names().restricted(state.corpus.games)
    resolved = names.resolve(game)
    if resolved is not None:
        return resolved, None
    close = "、".join(names.suggest(game))
    hint = f"もしかして: {close}。" if close else ""
    return "", f"「{game}」というゲームはありません。{hint}"


def search_down(exc: SearchError) -> str:
    """The page's sentence for a search that cannot run now (the API's problem detail is English)."""
    if isinstance(exc, IndexLoading):  # loads in the background after start-up
        return "検索用の索引を読み込み中です。数秒後にもう一度お試しください。"
    return f"検索は現在利用できません(詳細: {exc})。"


def unavailable(response: HTMLResponse, exc: SearchError) -> HTMLResponse:
    """`response` with the Retry-After of a search that cannot run now (seconds while it loads)."""
    response.headers["Retry-After"] = "5" if isinstance(exc, IndexLoading) else "60"
    return response
