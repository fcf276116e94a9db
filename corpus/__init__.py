"""Parsed, numbered clause trees of the five rulebooks, with resolved cross-references."""

from __future__ import annotations

from corpus.errors import (
    ClauseNotFound,
    CorpusError,
    InvalidClauseId,
    ParseError,
    SourceChecksumMismatch,
    UnknownGame,
)
from corpus.loader import Corpus, default_corpus, load_corpus, read_games
from corpus.model import Clause, ClauseRef, CrossRef, GameInfo, Rulebook, Scheme, SourceSpan

__all__ = [
    "Clause",
    "ClauseNotFound",
    "ClauseRef",
    "Corpus",
    "CorpusError",
    "CrossRef",
    "GameInfo",
    "InvalidClauseId",
    "ParseError",
    "Rulebook",
    "Scheme",
    "SourceChecksumMismatch",
    "SourceSpan",
    "UnknownGame",
    "default_corpus",
    "load_corpus",
    "read_games",
]
