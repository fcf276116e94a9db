"""The same question in every game: ``GET /compare``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, StringConstraints

from service.answering.ask import MAX_QUESTION
from service.answering.compare import compare
from service.api.params import sent_limit, sent_within, trimmed_within
from service.api.problems import responses
from service.api.routers.ask import CitationOut, answerer

router = APIRouter(tags=["ask"])


class GameBestOut(BaseModel):
    game: str
    title: str
    best: CitationOut | None
    others: list[CitationOut]
    weak: bool = Field(
        description="the best clause covers little of the question (this rulebook may not answer it)"
    )
    coverage: float = Field(description="weighted share of the question's topic words the best clause covers")


class CompareResponse(BaseModel):
    question: str
    games: list[GameBestOut]


@router.get("/compare", summary="Compare the games", responses=responses(422, 503))
def compare_endpoint(
    request: Request,
    q: Annotated[
        str,
        BeforeValidator(sent_within(MAX_QUESTION)),
        StringConstraints(min_length=1, max_length=sent_limit(MAX_QUESTION)),
        AfterValidator(trimmed_within(MAX_QUESTION)),
        Query(description="the question (Japanese)", examples=["両方のプレイヤーが同時に敗北したら?"]),
    ],
) -> CompareResponse:
    """The best clause for `q` in each game, side by side."""
    rows = compare(answerer(request), q)
    return CompareResponse(question=q, games=[GameBestOut.model_validate(r.to_json()) for r in rows])
