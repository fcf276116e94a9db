"""The rulebooks: ``GET /games``, ``GET /games/{game}``, ``GET /games/{game}/toc``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from service.api.deps import BookDep, CorpusDep
from service.api.problems import responses
from service.api.schemas import Game
from service.clause_views import Toc, toc_of

router = APIRouter(tags=["games"])


@router.get("/games", summary="List the rulebooks")
def list_games(corpus: CorpusDep) -> list[Game]:
    """Every rulebook with its version, dates and number of clauses."""
    return [Game.of(book) for book in corpus]


@router.get("/games/{game}", summary="One rulebook", responses=responses(404, 422))
def get_game(book: BookDep) -> Game:
    return Game.of(book)


@router.get("/games/{game}/toc", summary="Table of contents", responses=responses(404, 422))
def get_toc(
    book: BookDep,
    depth: Annotated[
        int | None,
        Query(ge=0, le=20, description="levels below the top-level clauses to include; omit for all"),
    ] = None,
) -> Toc:
    """The clause tree, top-level clauses first, each with its children in document order."""
    return toc_of(book, depth)
