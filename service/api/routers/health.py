"""Liveness and readiness: ``GET /health``."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from fastapi import APIRouter

from service.api.deps import StateDep
from service.api.schemas import Health, SearchStatus

router = APIRouter(tags=["health"])


def _version() -> str:
    try:
        return version("rulecite")
    except PackageNotFoundError:
        return "unknown"


@router.get("/health", summary="Service status")
def health(state: StateDep) -> Health:
    """``ok`` when every rulebook is loaded and search is ready; ``degraded`` when search is not
    (clause lookup and simulation still work)."""
    search = state.search
    return Health(
        status="ok" if search.available else "degraded",
        version=_version(),
        games=len(state.corpus.games),
        clauses=sum(len(book) for book in state.corpus),
        search=SearchStatus(available=search.available, detail=search.unavailable),
    )
