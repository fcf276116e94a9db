"""Request dependencies (``Annotated`` aliases used by the routers)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path, Request

from corpus.loader import Corpus
from corpus.model import Rulebook
from service.api.state import AppState, SearchService
from service.settings import Settings


def get_state(request: Request) -> AppState:
    state: AppState = request.app.state.rulecite
    return state


StateDep = Annotated[AppState, Depends(get_state)]


def get_settings(state: StateDep) -> Settings:
    return state.settings


def get_corpus(state: StateDep) -> Corpus:
    return state.corpus


def get_search(state: StateDep) -> SearchService:
    return state.search


SettingsDep = Annotated[Settings, Depends(get_settings)]
CorpusDep = Annotated[Corpus, Depends(get_corpus)]
SearchDep = Annotated[SearchService, Depends(get_search)]

GamePath = Annotated[
    str,
    Path(
        description="game id: ninjaslayer, kiseki, fow, onepiece or sve (see GET /games)",
        examples=["onepiece"],
        max_length=100,
    ),
]


def get_book(game: GamePath, corpus: CorpusDep) -> Rulebook:
    """The rulebook named in the path; unknown ids become a 404 problem listing the known ones."""
    return corpus.book(game.strip().lower())


BookDep = Annotated[Rulebook, Depends(get_book)]
