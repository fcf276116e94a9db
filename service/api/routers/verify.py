"""Checking a citation: ``POST /verify`` — does the clause exist, and does it say what the quote says?"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from service.answering.quote_check import MatchKind
from service.answering.verify import MAX_QUOTE, verify
from service.api.deps import CorpusDep
from service.api.params import ShortText
from service.api.problems import responses

router = APIRouter(tags=["verify"])


class VerifyRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")  # a misspelt field is an error, not silently dropped

    game: ShortText = Field(description="game id (see GET /games)", examples=["onepiece"])
    clause_id: ShortText = Field(
        description="the clause number as written, e.g. `7-1-4-1` or `第103.3条`", examples=["7-1-4-1-1-2"]
    )
    quote: Annotated[str | None, StringConstraints(max_length=MAX_QUOTE)] = Field(
        default=None,
        description="text claimed to be in the clause (compared after NFKC, without spaces and **, "
        "on SudachiPy token boundaries, with negating and contrasting words checked)",
    )


class MatchOut(BaseModel):
    game: str
    id: str
    title: str
    text: str
    score: float = Field(description="share of the quote's character bigrams in the clause")
    verbatim: bool
    match: MatchKind = Field(description="how this clause stands to the quote (as the top-level `match`)")
    span: str = Field(description="this clause's span closest to the quote, as printed")


class DifferenceOut(BaseModel):
    clause: str = Field(description="the clause's text at this place (empty: the quote adds text)")
    quote: str = Field(description="the quote's text at this place (empty: the quote drops text)")


class VerifyResponse(BaseModel):
    game: str
    clause_id: str
    normalized_id: str
    exists: bool
    quote: str | None
    verbatim: bool | None = Field(
        description="true only when `match` is exact; null when no quote was sent or the clause "
        "does not exist"
    )
    match: MatchKind | None = Field(
        description="exact: a whole sentence or phrase of the clause on SudachiPy token boundaries, "
        "dropping nothing negating; contradicts: most of the quote is there but a negating or "
        "contrasting word (非, 不, 未, 無, ない/ません/ず, 以外, 除く …) differs; partial: the quote "
        "overlaps the clause but is a fragment or a paraphrase; absent: under half of it is there. "
        "Null when no quote was sent or the clause does not exist"
    )
    span: str | None = Field(description="the clause's span closest to the quote, as printed")
    coverage: float | None = Field(description="share of the quote's characters found in order in `span`")
    negations: list[str] = Field(description="negating/contrasting words that differ (when contradicts)")
    differences: list[DifferenceOut] = Field(description="where the quote and `span` differ")
    reason: str | None = Field(description="why the quote got its `match`")
    clause_text: str | None = Field(description="the clause text as printed, when it exists")
    suggestions: list[str] = Field(description="nearby clause ids when the clause does not exist")
    closest: list[MatchOut] = Field(
        description="other clauses holding the quote best, when it is not an exact phrase of this one"
    )


@router.post("/verify", summary="Verify a citation", responses=responses(404, 413, 422))
def verify_endpoint(corpus: CorpusDep, body: VerifyRequest) -> VerifyResponse:
    """Whether the clause exists and how the quote stands to it (`match`), with the closest span;
    when the quote is not an exact phrase, the other clauses that hold it best."""
    result: dict[str, Any] = verify(corpus, body.game, body.clause_id, body.quote).to_json()
    return VerifyResponse.model_validate(result)
