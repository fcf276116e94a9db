"""One clause: ``GET /games/{game}/clauses/{clause_id}``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query

from service.api.deps import BookDep, CorpusDep
from service.api.problems import responses
from service.clause_views import ClauseDetail, clause_detail

router = APIRouter(tags=["clauses"])

ClauseIdPath = Annotated[
    str,
    Path(
        description="clause number as printed or typed: `7-1-4-1`, `105.3a`, `8.4.9.1`, `10.6`; "
        "full-width digits, a leading 第 and a trailing dot are accepted",
        examples=["7-1-4-1-1-1", "１０３．３"],
        min_length=1,
        max_length=100,
    ),
]


@router.get(
    "/games/{game}/clauses/{clause_id}",
    summary="Look a clause up",
    responses=responses(404, 422),
)
def get_clause(
    book: BookDep,
    corpus: CorpusDep,
    clause_id: ClauseIdPath,
    depth: Annotated[
        int | None,
        Query(ge=0, le=10, description="include the subtree this many levels deep under `subtree`"),
    ] = None,
) -> ClauseDetail:
    """The clause verbatim with its place in the tree, its cross-references both ways and the
    source lines it was parsed from."""
    clause = corpus.clause(book.game, clause_id)
    return clause_detail(book, clause, depth)
