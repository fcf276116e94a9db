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
    """One retrieved clause. `score` is mode-specific (fused, BM25 or cosine); higher is better."""

    game: str
    id: str
    score: float
    lexical_rank: int | None = None
    semantic_rank: int | None = None
    exact: bool = False  # routed by clause number, not retrieved


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
