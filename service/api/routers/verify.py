"""Checking a citation: ``POST /verify`` — does the clause exist, and is the quote verbatim?"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter
from pydantic import BaseModel, Field, StringConstraints

from service.answering.verify import MAX_QUOTE, verify
from service.api.deps import CorpusDep
from service.api.params import ShortText
from service.api.problems import responses

router = APIRouter(tags=["verify"])


class VerifyRequest(BaseModel):
    game: ShortText = Field(description="game id (see GET /games)", examples=["onepiece"])
    clause_id: ShortText = Field(
        description="the clause number as written, e.g. `7-1-4-1` or `第103.3条`", examples=["7-1-4-1-1-2"]
    )
    quote: Annotated[str | None, StringConstraints(max_length=MAX_QUOTE)] = Field(
        default=None,
        description="text claimed to be in the clause (compared after NFKC, without spaces and **)",
    )


class MatchOut(BaseModel):
    game: str
    id: str
    title: str
    text: str
    score: float = Field(description="share of the quote's character bigrams in the clause")
    verbatim: bool


class VerifyResponse(BaseModel):
    game: str
    clause_id: str
    normalized_id: str
    exists: bool
    quote: str | None
    verbatim: bool | None = Field(description="null when no quote was sent or the clause does not exist")
    suggestions: list[str] = Field(description="nearby clause ids when the clause does not exist")
    closest: list[MatchOut] = Field(description="clauses holding the quote best, when it is not verbatim")


@router.post("/verify", summary="Verify a citation", responses=responses(404, 422))
def verify_endpoint(corpus: CorpusDep, body: VerifyRequest) -> VerifyResponse:
    """Whether the clause exists and the quote is verbatim; otherwise the closest clauses."""
    result: dict[str, Any] = verify(corpus, body.game, body.clause_id, body.quote).to_json()
    return VerifyResponse.model_validate(result)
