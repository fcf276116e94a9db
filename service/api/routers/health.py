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
    """``ok`` when every rulebook is loaded and search is ready; ``loading`` while the index loads in
    the background after start-up; ``degraded`` when search is unavailable or serves a stale index
    (clause lookup and simulation work in every case)."""
    search = state.search
    status = {"ready": "ok", "loading": "loading"}.get(search.state, "degraded")
    return Health(
        status=status,
        version=_version(),
        games=len(state.corpus.games),
        clauses=sum(len(book) for book in state.corpus),
        search=SearchStatus(available=search.available, state=search.state, detail=search.detail),
    )
