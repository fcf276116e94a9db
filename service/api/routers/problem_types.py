"""Documentation of the problem types: ``GET /problems`` and ``GET /problems/{slug}``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path

from service.api.problems import PROBLEM_TYPES, responses
from service.api.schemas import ProblemType

router = APIRouter(tags=["problems"])


@router.get("/problems", summary="Every problem type the API returns")
def list_problem_types() -> list[ProblemType]:
    return list(PROBLEM_TYPES.values())


@router.get("/problems/{slug}", summary="One problem type", responses=responses(404))
def get_problem_type(
    slug: Annotated[str, Path(max_length=100, description="the last segment of a problem's `type`")],
) -> ProblemType:
    """The target of a problem's ``type`` URI."""
    kind = PROBLEM_TYPES.get(slug)
    if kind is None:
        raise HTTPException(404, f"No problem type {slug!r}; known: {', '.join(PROBLEM_TYPES)}.")
    return kind
