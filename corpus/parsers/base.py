"""The contract between per-document parsers and the loader.

A parser receives the source split into lines (``text.splitlines()``; line *n* is ``lines[n - 1]``)
and returns every clause in document order plus the document metadata. Every non-empty source line
must be consumed exactly once: by a clause (``RawClause.lines``) or by the metadata
(``DocumentMeta.lines``). Hierarchy (``parent``) is decided by the parser because only it knows the
printed context (sve's ``1.`` sub-items, fow's bullets); children lists are derived by the loader.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from corpus.model import DocumentMeta


@dataclass(slots=True)
class RawClause:
    """A clause while it is being parsed (mutable; frozen into `Clause` by the loader)."""

    id: str
    parent: str | None
    title: str = ""
    text_parts: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    printed_id: str = ""

    @property
    def text(self) -> str:
        return "\n".join(p for p in self.text_parts if p)


@dataclass(frozen=True, slots=True)
class ParseResult:
    clauses: tuple[RawClause, ...]
    meta: DocumentMeta


class Parser(Protocol):
    def __call__(self, lines: Sequence[str]) -> ParseResult: ...
