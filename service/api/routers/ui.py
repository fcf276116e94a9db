"""The browse UI: server-rendered HTML pages under ``/`` and ``/ui`` (issue 6).

Pages work without JavaScript. Errors on these pages are HTML pages (a friendly 404 with
suggestions), while the JSON API keeps answering problem+json; rendering a page, the error pages
and resolving a game name live in `service.api.html_pages`. The glossary's JSON endpoints live in
`service.api.routers.terms` (wired by the app like this module, and published in OpenAPI).
"""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, FastAPI, Path, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool

from corpus.errors import ClauseNotFound, InvalidClauseId
from corpus.history import history_by_clause
from corpus.ids import looks_like_clause_id, normalize_id
from index.errors import InvalidQuery, SearchError
from index.types import Mode
from service.api.deps import StateDep
from service.api.html_pages import (
    book_view,
    error_page,
    game_param,
    html_errors_on_pages,
    page,
    search_down,
    unavailable,
)
from service.api.params import MAX_PATH_PARAM
from service.api.state import AppState
from service.clause_views import citation_of, history_of
from service.settings import Settings
from service.web import STATIC_DIR
from service.web.pages import (
    AskService,
    Suggestion,
    ask_context,
    clause_suggestions,
    search_hits,
    shown_aliases,
    term_suggestions,
)
from service.web.render import clause_url, render_text, text_blocks
from service.web.views import BookView, UiData, subtree, toc_tree, ui_data

router = APIRouter(include_in_schema=False)

MAX_QUERY = 1000
Q = Annotated[str, Query(max_length=MAX_QUERY)]
GameQ = Annotated[str, Query(max_length=100)]
# every path segment a page takes is capped like the API's (a 40 kB clause id is a 422 page)
PathText = Annotated[str, Path(max_length=MAX_PATH_PARAM)]


def install(app: FastAPI, settings: Settings) -> None:
    del settings
    app.mount("/static", StaticFiles(directory=str(STATIC_DIR)), name="static")
    html_errors_on_pages(app)


def startup(state: AppState) -> None:
    ui_data(state)  # build glossaries and document order once, before the first request


def _clause_jump(state: AppState, q: str, game: str) -> list[tuple[str, str]]:
    """(game, clause id) pairs a query that is only a clause number (`7-1-4-1`, `第103.3条`) names."""
    if not looks_like_clause_id(q):
        return []
    found = []
    for book in [state.corpus.books[game]] if game else state.corpus:
        try:
            cid = normalize_id(book.info.scheme, q, game=book.game)
        except InvalidClauseId:
            continue
        if cid in book.clauses:
            found.append((book.game, cid))
    return found


@router.get("/", response_class=HTMLResponse)
def home(request: Request, state: StateDep) -> HTMLResponse:
    data: UiData = ui_data(state)
    games = [{"book": v.book, "terms": len(v.glossary)} for v in data.books.values()]
    return page(request, "index.html", games=games)


@router.get("/ui")
def ui_root() -> RedirectResponse:
    return RedirectResponse("/", status_code=302)


@router.get("/ui/search", response_class=HTMLResponse, response_model=None)
async def search_page(request: Request, state: StateDep, q: Q = "", game: GameQ = "") -> Response:
    q, (game, unknown) = q.strip(), game_param(state, game.strip())
    jump = _clause_jump(state, q, game)
    if len(jump) == 1:  # a clause number alone opens the clause
        return RedirectResponse(clause_url(*jump[0]), status_code=302)
    context: dict[str, Any] = {
        "q": q,
        "game": game,
        "hits": [],
        "error": None,
        "detected": None,
        "books_by_id": state.corpus.books,
        "jump": jump,
    }
    if unknown:
        context.update(error=unknown)
        return page(request, "search.html", 404, **context)
    if not q:
        return page(request, "search.html", **context)
    try:
        result = await state.search.search(q, game=game or None, k=20, mode=Mode.HYBRID)
    except InvalidQuery as exc:
        context["error"] = f"この検索語では検索できません: {exc}"
        return page(request, "search.html", 422, **context)
    except SearchError as exc:
        context["error"] = f"{search_down(exc)}条文番号での閲覧は目次から行えます。"
        return unavailable(page(request, "search.html", 503, **context), exc)
    detected = result.detected_game if result.detected_game in state.corpus.books else None
    context.update(hits=search_hits(state.corpus, result, q), detected=detected)
    return page(request, "search.html", **context)


def _answerer(state: AppState) -> AskService | None:
    found: Any = getattr(state, "answerer", None) or state.extras.get("answerer")
    return found if callable(getattr(found, "ask", None)) else None


@router.get("/ui/ask", response_class=HTMLResponse)
async def ask_page(request: Request, state: StateDep, q: Q = "", game: GameQ = "") -> HTMLResponse:
    q, (game, unknown) = q.strip(), game_param(state, game.strip())
    context: dict[str, Any] = {"q": q, "game": game, "answer": None, "error": None}
    if unknown:
        context.update(error=unknown)
        return page(request, "ask.html", 404, **context)
    if not q:
        return page(request, "ask.html", **context)
    answerer = _answerer(state)
    if answerer is None:
        context["error"] = (
            "質問への回答は現在利用できません(回答エンジンが読み込まれていません)。条文の検索は利用できます。"
        )
        return page(request, "ask.html", 503, **context)
    try:
        answer = await run_in_threadpool(answerer.ask, q, game or None)
    except InvalidQuery as exc:
        context["error"] = f"この質問には回答できません: {exc}"
        return page(request, "ask.html", 422, **context)
    except SearchError as exc:
        context["error"] = f"{search_down(exc)}質問への回答には検索が必要です。"
        return unavailable(page(request, "ask.html", 503, **context), exc)
    payload = answer.to_json() if hasattr(answer, "to_json") else dict(answer)
    context.update(ask_context(state.corpus, payload))
    return page(request, "ask.html", **context)


@router.get("/ui/{game}", response_class=HTMLResponse, response_model=None)
def toc_page(request: Request, state: StateDep, game: PathText) -> Response:
    view = book_view(request, state, game)
    if not isinstance(view, BookView):
        return view
    nodes = toc_tree(view)
    return page(
        request,
        "toc.html",
        book=view.book,
        nodes=nodes,
        open_count=len(nodes),
        terms=len(view.glossary),
        history=history_of(view.book),
    )


@router.get("/ui/{game}/terms", response_class=HTMLResponse, response_model=None)
def terms_page(request: Request, state: StateDep, game: PathText) -> Response:
    view = book_view(request, state, game)
    if not isinstance(view, BookView):
        return view
    aliases = {t.term: shown_aliases(view.book, t) for t in view.glossary}
    return page(request, "terms.html", book=view.book, terms=view.glossary.terms, aliases=aliases)


@router.get("/ui/{game}/terms/lookup", response_model=None)
def term_lookup(request: Request, state: StateDep, game: PathText, q: GameQ = "") -> Response:
    view = book_view(request, state, game)
    if not isinstance(view, BookView):
        return view
    if not q.strip():
        return RedirectResponse(f"/ui/{view.book.game}/terms", status_code=302)
    return term_page(request, state, view.book.game, q.strip())


@router.get("/ui/{game}/terms/{term}", response_class=HTMLResponse, response_model=None)
def term_page(request: Request, state: StateDep, game: PathText, term: PathText) -> Response:
    view = book_view(request, state, game)
    if not isinstance(view, BookView):
        return view
    found, exact = view.glossary.find(term)
    if found is None:
        return error_page(
            request,
            404,
            "用語が見つかりません",
            f"{view.book.info.short_name}の用語集に「{term}」はありません。",
            suggestions=[
                *term_suggestions(view.glossary, term),
                Suggestion(
                    f"/ui/search?{urlencode({'q': term, 'game': view.book.game})}",
                    f"「{term}」を{view.book.info.short_name}の条文から検索",
                ),
                Suggestion(f"/ui/{view.book.game}/terms", "用語集の一覧"),
            ],
            game=view.book.game,
        )
    book = view.book
    definitions = []
    for cid in found.clause_ids:
        clause = book.clauses[cid]
        kids = [book.clauses[k] for k in clause.children if book.clauses[k].text]
        definitions.append(
            {
                "clause": clause,
                "html": render_text(clause, clause.text, glossary=view.glossary),
                "children": [(k, render_text(k, k.text, glossary=view.glossary)) for k in kids],
            }
        )
    used = [c for c in book if any(u.term == found for u in view.glossary.uses(c))]
    return page(
        request,
        "term.html",
        book=book,
        term=found,
        aliases=shown_aliases(book, found),
        exact=exact,
        query=term,
        definitions=definitions,
        used_in=used[:50],
        used_more=max(0, len(used) - 50),
    )


@router.get("/ui/{game}/{clause_id}", response_class=HTMLResponse, response_model=None)
def clause_page(request: Request, state: StateDep, game: PathText, clause_id: PathText) -> Response:
    view = book_view(request, state, game)
    if not isinstance(view, BookView):
        return view
    book = view.book
    try:
        cid = normalize_id(book.info.scheme, clause_id, game=book.game)
        if cid not in book.clauses:
            state.corpus.clause(book.game, cid)  # raises ClauseNotFound with suggestions
    except (ClauseNotFound, InvalidClauseId) as exc:
        what = (
            "条文番号として読めません" if isinstance(exc, InvalidClauseId) else "この番号の条文はありません"
        )
        return error_page(
            request,
            404,
            "条文が見つかりません",
            f"{book.info.short_name}の総合ルールに「{clause_id}」は見つかりませんでした({what})。",
            suggestions=clause_suggestions(book, exc),
            game=book.game,
        )
    if cid != clause_id:
        return RedirectResponse(clause_url(book.game, cid), status_code=301)
    clause = book.clauses[cid]
    linked: set[str] = set()

    def body(c: Any) -> Any:
        html = render_text(
            c, c.text, glossary=view.glossary, linked=linked if c is clause else None, targets=book.clauses
        )
        return text_blocks(html)

    def example(c: Any, text: str) -> Any:
        return text_blocks(
            render_text(c, text, glossary=view.glossary, in_example=True, targets=book.clauses)
        )

    children, left_out = subtree(view, clause)
    return page(
        request,
        "clause.html",
        book=book,
        clause=clause,
        ancestors=view.ancestors(clause),
        children=children,
        left_out=left_out,
        refs=clause.refs,
        cited_by=[book.clauses[c] for c in book.referenced_by.get(clause.id, ()) if c in book.clauses],
        prev=view.previous(clause),
        next=view.next(clause),
        defines=view.defined_by.get(clause.id, ()),
        body=body,
        example=example,
        citation=citation_of(book, clause),
        history=history_by_clause(book).get(clause.id, ()),
    )
