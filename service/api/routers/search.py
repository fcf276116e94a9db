"""Clause retrieval: ``GET /search``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import AfterValidator, BeforeValidator, StringConstraints

from index.types import Mode
from service.api.deps import CorpusDep, SearchDep
from service.api.params import OptionalGame, sent_limit, sent_within, trimmed_within
from service.api.problems import responses
from service.api.schemas import SearchHit, SearchResponse
from service.clause_views import ancestors_of

router = APIRouter(tags=["search"])

MAX_QUERY_CHARS = 1000
MAX_K = 50


@router.get("/search", summary="Search the rules", responses=responses(404, 422, 503))
async def search(
    corpus: CorpusDep,
    service: SearchDep,
    q: Annotated[
        str,
        BeforeValidator(sent_within(MAX_QUERY_CHARS)),
        StringConstraints(min_length=1, max_length=sent_limit(MAX_QUERY_CHARS)),
        AfterValidator(trimmed_within(MAX_QUERY_CHARS)),
        Query(
            description=f"the question or keywords (Japanese), 1–{MAX_QUERY_CHARS} characters after "
            "trimming; a clause number such as `7-1-4-1` is looked up directly",
            examples=["ライフが0のときにダメージを受けたら"],
        ),
    ],
    game: Annotated[
        OptionalGame,
        Query(
            description="restrict to one game (see GET /games); omit it or leave it empty (`game=`) "
            "to search all games",
        ),
    ] = None,
    k: Annotated[int, Query(ge=1, le=MAX_K, description=f"number of results, 1–{MAX_K}")] = 10,
    mode: Annotated[Mode, Query(description="hybrid (fused), lexical (BM25) or semantic")] = Mode.HYBRID,
) -> SearchResponse:
    """Ranked clauses for a Japanese query, each with its text and ancestors.

    A clause number in the query (`7-1-4-1って何?`, `1104.4a`, `第103.3条`) is looked up first
    (`exact: true`), followed by its children and the clauses it cites (`related_to`), then by
    clauses retrieved for the rest of the question together with that clause's text. Results are
    sorted by `score` (0–1).
    """
    game_id = corpus.book(game).game if game is not None else None
    result = await service.search(q, game=game_id, k=k, mode=mode)
    hits: list[SearchHit] = []
    for hit in result.hits:
        book = corpus.books.get(hit.game)
        clause = book.clauses.get(hit.id) if book is not None else None
        if book is None or clause is None:
            continue  # an index built from another corpus version; never cite what we cannot show
        hits.append(
            SearchHit(
                game=hit.game,
                id=hit.id,
                title=clause.title,
                text=clause.text,
                score=hit.score,
                ancestors=ancestors_of(book, clause),
                exact=hit.exact,
                related_to=hit.related_to,
                lexical_rank=hit.lexical_rank,
                semantic_rank=hit.semantic_rank,
            )
        )
    return SearchResponse(
        query=result.query,
        game=result.game,
        detected_game=result.detected_game,
        mode=result.mode.value,
        results=hits,
    )
