"""HTTP response and request shapes (pydantic lives only at the edges) and their builders."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from corpus.model import GameInfo, Rulebook
from service.clause_views import ClauseLink

# ---- problems -------------------------------------------------------------------------------


class Problem(BaseModel):
    """RFC 9457 problem details. Extension members (``suggestions``, ``known``, ``accepted``,
    ``errors`` …) depend on the problem type."""

    model_config = ConfigDict(extra="allow", json_schema_extra={"additionalProperties": True})

    type: str = Field(description="URI reference identifying the problem type", examples=["/problems/x"])
    title: str = Field(description="short summary of the problem type")
    status: int = Field(description="HTTP status code")
    detail: str = Field(description="explanation of this occurrence, with what to do about it")
    instance: str = Field(description="the request path that caused it")


class ProblemType(BaseModel):
    slug: str
    title: str
    status: int
    description: str


# ---- health / games -------------------------------------------------------------------------


class SearchStatus(BaseModel):
    available: bool
    state: Literal["ready", "loading", "stale", "unavailable"] = Field(
        default="ready",
        description="ready; loading (in the background after start-up: retry); stale (a stale index "
        "served because it cannot be rebuilt); unavailable (see detail)",
    )
    detail: str | None = Field(
        default=None, description="why search is unavailable or loading, or what is wrong with a stale index"
    )


class Health(BaseModel):
    status: str = Field(examples=["ok"])
    version: str
    games: int
    clauses: int
    search: SearchStatus


class Game(BaseModel):
    id: str = Field(examples=["onepiece"])
    title: str
    short_name: str
    version: str | None
    updated: str | None
    effective: str | None
    scheme: str
    clause_count: int

    @classmethod
    def of(cls, book: Rulebook) -> Game:
        info: GameInfo = book.info
        return cls(
            id=info.id,
            title=info.title,
            short_name=info.short_name or info.title,
            version=info.version,
            updated=info.updated,
            effective=info.effective,
            scheme=info.scheme.value,
            clause_count=len(book),
        )


# ---- search ---------------------------------------------------------------------------------


class SearchHit(BaseModel):
    game: str
    id: str
    title: str
    text: str
    score: float = Field(
        description="0–1; results are sorted by it (ties keep their order). 1.0 for a clause routed by "
        "its number and for the children and cited clauses listed after it; otherwise the relevance "
        "within its game (the fused score in hybrid mode, the retriever's min-max normalised score in "
        "lexical or semantic mode), multiplied by the game's merge weight when `game` was omitted (1 for "
        "the most likely game, less for the others)",
    )
    ancestors: list[ClauseLink] = Field(description="root first")
    exact: bool = Field(default=False, description="routed by a clause number in the query")
    related_to: str | None = Field(
        default=None,
        description="for a child or cited clause listed after an exact hit: that hit's clause id",
    )
    lexical_rank: int | None = None
    semantic_rank: int | None = None


class SearchResponse(BaseModel):
    query: str
    game: str | None = Field(description="the game searched; null when all games were searched")
    detected_game: str | None = Field(description="most likely game judging by the query's vocabulary")
    mode: str
    results: list[SearchHit]


# ---- simulate -------------------------------------------------------------------------------


class SimOutcome(BaseModel):
    status: str = Field(description="ongoing or game_over", examples=["game_over"])
    winner: str | None
    draw: bool
    reason: str | None
    rules: list[str] = Field(description="clauses that decided the outcome")
    notes: list[str] = Field(
        default_factory=list,
        description="how an ambiguous or contradictory rule was read (e.g. onepiece 1-2-2-2)",
    )


class SimRejection(BaseModel):
    """A scripted action the engine refused: it changed nothing and the run went on."""

    seq: int = Field(description="the `rejected` event's seq")
    code: str | None = Field(description="machine-readable reason, e.g. summoning_sickness")
    message: str = Field(description="why, in Japanese")
    rules: list[str] = Field(description="the clauses that refuse the action")
    action: dict[str, Any] | None = Field(description="the refused action as the engine saw it")


class SimEvent(BaseModel):
    seq: int
    type: str
    text: str = Field(description="what happened, in Japanese")
    rules: list[str] = Field(description="clauses that justify this step")
    data: dict[str, Any] = Field(default_factory=dict)


class SimulationResponse(BaseModel):
    game: str
    outcome: SimOutcome
    events: list[SimEvent]
    rejected: list[SimRejection] = Field(
        default_factory=list, description="refused scripted actions (each also a `rejected` event)"
    )
    final_state: dict[str, Any]


class GenericSimulateRequest(BaseModel):
    """Used only when no game engine is installed; the per-game union replaces it otherwise."""

    model_config = ConfigDict(extra="forbid")

    game: str
    scenario: dict[str, Any]
