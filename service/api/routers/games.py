"""The rulebooks: ``GET /games``, ``GET /games/{game}``, ``GET /games/{game}/toc``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import Field

from service.api.deps import BookDep, CorpusDep
from service.api.problems import responses
from service.api.schemas import Game
from service.clause_views import HistoryItem, Toc, history_of, toc_of

router = APIRouter(tags=["games"])


class GameDetail(Game):
    history: list[HistoryItem] = Field(
        description="the update history (更新情報) printed in the rulebook, in document order, with the "
        "clauses each entry names; empty when the document prints none"
    )


@router.get("/games", summary="List the rulebooks")
def list_games(corpus: CorpusDep) -> list[Game]:
    """Every rulebook with its version, dates and number of clauses."""
    return [Game.of(book) for book in corpus]


@router.get("/games/{game}", summary="One rulebook", responses=responses(404, 422))
def get_game(book: BookDep) -> GameDetail:
    """One rulebook by id or by a name people type (`op`, `ワンピース`, `shadowverse`): the answer
    always carries the canonical `id`."""
    return GameDetail(**Game.of(book).model_dump(), history=history_of(book))


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
