"""Search result records shared by the index and the service."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import StrEnum


class Mode(StrEnum):
    HYBRID = "hybrid"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"


@dataclass(frozen=True, slots=True)
class Hit:
    """One clause of a result. `score` is in [0, 1] and never increases down a result list: 1.0 for
    a clause routed by its number (and for its children and the clauses it cites), otherwise the
    relevance within its game (fused, or one retriever's min-max normalised score), multiplied by
    the game's merge weight when all games were searched."""

    game: str
    id: str
    score: float
    lexical_rank: int | None = None
    semantic_rank: int | None = None
    exact: bool = False  # routed by clause number, not retrieved
    related_to: str | None = None  # the exact hit this child or cited clause was added for


@dataclass(frozen=True, slots=True)
class SearchResult:
    query: str
    game: str | None  # the game searched (given), or None when all games were searched
    detected_game: str | None  # most likely game from the query's vocabulary
    mode: Mode
    hits: tuple[Hit, ...]


def clean_query(text: str) -> str:
    """`text` with control characters (NUL, escapes, …) read as spaces, then trimmed.

    They carry no meaning in a rules question; left in, a query of NUL bytes alone would pass the
    empty check and retrieve arbitrary clauses.
    """
    spaced = "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)
    return spaced.strip()
