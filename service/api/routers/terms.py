"""The glossary as JSON: ``GET /games/{game}/terms`` and ``GET /games/{game}/terms/{term}``.

An optional module of the app (`service.api.app.OPTIONAL_MODULES`); the glossaries are the browse
UI's (`service.web.views.ui_data`), built once per app.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from corpus.glossary import Term
from service.api.deps import BookDep, StateDep
from service.api.problems import PROBLEM_TYPES, problem, responses
from service.web.views import ui_data

router = APIRouter(tags=["glossary"])

# Documented under /problems/term-not-found once the problem registry lists it; plain 404 before.
TERM_NOT_FOUND = "term-not-found"


class TermOut(BaseModel):
    game: str = Field(description="game id")
    term: str = Field(description="the term as the rulebook prints it (brackets and placeholders removed)")
    clause_ids: list[str] = Field(description="the clauses that define the term, in document order")
    definition: str = Field(
        description="verbatim text of the defining clause (for a heading: its sentences, one per line)"
    )
    aliases: list[str] = Field(description="other names printed in the same definition (e.g. 【ブロッカー】)")
    exact: bool = Field(
        default=True, description="false when the requested name was not a term and the closest was returned"
    )

    @classmethod
    def of(cls, term: Term, *, exact: bool = True) -> TermOut:
        return cls(
            game=term.game,
            term=term.term,
            clause_ids=list(term.clause_ids),
            definition=term.definition,
            aliases=list(term.aliases),
            exact=exact,
        )


class TermList(BaseModel):
    game: str
    count: int
    terms: list[TermOut]


TermPath = Annotated[
    str,
    Path(
        description="a term or one of its aliases; width, case, kana and brackets are folded "
        "(ぶろっかー finds 【ブロッカー】) and a close spelling is accepted",
        examples=["ブロッカー", "守護"],
        min_length=1,
        max_length=100,
    ),
]


@router.get("/games/{game}/terms", summary="List a game's defined terms", responses=responses(404))
def list_terms(book: BookDep, state: StateDep) -> TermList:
    """Every term the rulebook defines (bold lead-ins, terminology chapters, keyword sections)."""
    glossary = ui_data(state).books[book.game].glossary
    return TermList(game=book.game, count=len(glossary), terms=[TermOut.of(t) for t in glossary])


@router.get(
    "/games/{game}/terms/{term}",
    summary="Look a term up",
    responses=responses(404, 422),
    response_model=TermOut,
)
def get_term(request: Request, book: BookDep, state: StateDep, term: TermPath) -> TermOut | JSONResponse:
    """The term's defining clauses and verbatim definition; a near miss returns the closest term
    with ``exact: false``; nothing close is a 404 problem listing `suggestions`."""
    glossary = ui_data(state).books[book.game].glossary
    found, exact = glossary.find(term)
    if found is not None:
        return TermOut.of(found, exact=exact)
    suggestions = [t.term for t in glossary.suggest(term)]
    hint = f" Close terms: {', '.join(suggestions)}." if suggestions else ""
    return problem(
        request,
        TERM_NOT_FOUND if TERM_NOT_FOUND in PROBLEM_TYPES else None,
        f"{book.game} defines no term {term!r}.{hint} The list is at /games/{book.game}/terms.",
        status=404,
        title="Term not found",
        game=book.game,
        term=term,
        suggestions=suggestions,
    )
