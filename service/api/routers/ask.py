"""Questions answered with citations: ``POST /ask`` and ``GET /ask``.

The answer is extractive (verbatim rule sentences with their numbers) and, when a rules engine can
run the situation, begins with the simulated result; `simulation.scenario` re-runs unchanged
through ``POST /simulate``.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints

from service.answering.ask import MAX_QUESTION, Answerer
from service.api.params import OptionalGame, sent_limit, sent_within, trimmed_within
from service.api.problems import responses
from service.api.state import AppState

router = APIRouter(tags=["ask"])

ANSWERER = "answerer"

Question = Annotated[
    str,
    BeforeValidator(sent_within(MAX_QUESTION)),
    StringConstraints(min_length=1, max_length=sent_limit(MAX_QUESTION)),
    AfterValidator(trimmed_within(MAX_QUESTION)),
]
GAME_HELP = (
    'game id (see GET /games); omit it, or send it empty or blank (`game=`, `"game": ""`), '
    "to detect the game from the question"
)


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")  # a misspelt field is an error, not silently dropped

    question: Question = Field(
        description=f"a rules question in Japanese, 1–{MAX_QUESTION} characters",
        examples=["パワー5000のキャラで、ライフ3枚の相手リーダーにアタックしたら?"],
    )
    game: OptionalGame = Field(default=None, description=GAME_HELP)


class CitationOut(BaseModel):
    game: str
    id: str
    title: str
    text: str = Field(description="the clause text, verbatim")
    score: float
    via: str = Field(description="lookup, search, engine or reference")


class SimulationOut(BaseModel):
    game: str
    situation: str = Field(description="which recogniser built the scenario")
    scenario: dict[str, Any] = Field(description="runs unchanged through POST /simulate")
    outcome: dict[str, Any]
    events: list[dict[str, Any]]
    rejected: dict[str, Any] | None = Field(
        default=None, description="set when the engine refused the action (POST /simulate answers 422)"
    )


class AskResponse(BaseModel):
    question: str
    game: str | None = Field(description="the game given")
    detected_game: str | None = Field(description="the game detected from the question")
    answer: str = Field(description="Japanese; conclusion first, rule numbers inline")
    citations: list[CitationOut]
    simulation: SimulationOut | None
    notes: list[str]
    reading: dict[str, Any] | None = Field(
        default=None,
        description="how the question was read: facts [{span, text, role, concept, value, status}], "
        "not_modeled, unread words, assumptions, and the scenario built (stated or not)",
    )
    verdict: dict[str, Any] | None = Field(
        default=None,
        description="{asks: winner|can|number|destroyed|outcome, value, stated, reason}; "
        "stated is true only when the simulated result is the answer",
    )


def startup(state: AppState) -> None:
    searcher = getattr(state.search, "searcher", None) or getattr(state.search, "_searcher", None)
    if searcher is not None:
        state.extras[ANSWERER] = Answerer(state.corpus, searcher)


def answerer(request: Request) -> Answerer:
    state: AppState = request.app.state.rulecite
    found = state.extras.get(ANSWERER)
    if not isinstance(found, Answerer):
        raise state.search.unavailable_error()  # IndexLoading while the index loads
    return found


def _answer(request: Request, question: str, game: str | None) -> AskResponse:
    result = answerer(request).ask(question, game)
    return AskResponse.model_validate(result.to_json())


@router.post("/ask", summary="Ask a rules question", responses=responses(404, 413, 422, 503))
def ask_post(request: Request, body: AskRequest) -> AskResponse:
    """A cited answer; scenario questions also get a simulated outcome."""
    return _answer(request, body.question, body.game)


@router.get("/ask", summary="Ask a rules question (GET)", responses=responses(404, 422, 503))
def ask_get(
    request: Request,
    q: Annotated[Question, Query(description=f"the question (Japanese), 1–{MAX_QUESTION} characters")],
    game: Annotated[OptionalGame, Query(description=GAME_HELP)] = None,
) -> AskResponse:
    """Same as ``POST /ask`` with the question in the query string."""
    return _answer(request, q, game)
