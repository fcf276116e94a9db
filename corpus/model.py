"""The clause model: frozen, slotted domain types shared by every package."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum


class Scheme(StrEnum):
    """Numbering styles of the five documents."""

    NSK = "nsk"  # ninjaslayer / kiseki: 100, 103.3, 105.3a, 1204.2e-3
    HYPHEN = "hyphen"  # onepiece: 1, 7-1-4-1-1-1
    DOTTED = "dotted"  # sve: 1, 8.4.9.1
    FOW = "fow"  # fow: 10, 10.6, 10.6.1 (bullets numbered by position)


@dataclass(frozen=True, slots=True)
class SourceSpan:
    """1-based, inclusive line numbers in the source file."""

    start: int
    end: int


@dataclass(frozen=True, slots=True)
class ClauseRef:
    """A pointer to one clause of one game."""

    game: str
    id: str


@dataclass(frozen=True, slots=True)
class CrossRef:
    """An explicit reference printed in a clause's text.

    `raw` is the text as printed (e.g. ``(9.ルール処理参照)``), `target` the canonical id of the
    clause it resolves to in the same game, or None when it does not resolve (kept, never guessed).
    """

    raw: str
    target: str | None
    source: str  # id of the clause whose text contains the reference
    in_example: bool = False

    @property
    def resolved(self) -> bool:
        return self.target is not None


@dataclass(frozen=True, slots=True)
class Clause:
    """One numbered clause as printed.

    `title` is the heading for heading-like clauses (``100. ゲームの概要`` → ``ゲームの概要``) and empty for
    rule sentences, whose words are in `text`. `lines` lists every source line the clause consumed
    (heading, continuation, examples); the nothing-lost test is built on it.
    """

    game: str
    id: str
    parent: str | None
    title: str
    text: str
    examples: tuple[str, ...]
    children: tuple[str, ...]
    refs: tuple[CrossRef, ...]
    span: SourceSpan
    lines: tuple[int, ...] = field(default=(), compare=False, repr=False)
    # the number as printed when it differs from `id` (sve `1.` under 1.2.1, fow bullets)
    printed_id: str = ""

    @property
    def ref(self) -> ClauseRef:
        return ClauseRef(self.game, self.id)

    @property
    def label(self) -> str:
        """A short human label: the title, or the start of the text."""
        if self.title:
            return self.title
        first = self.text.split("。", 1)[0]
        return first if len(first) <= 40 else first[:39] + "…"


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Per-game metadata from games.toml and the document header."""

    id: str
    title: str
    version: str | None
    updated: str | None
    effective: str | None
    scheme: Scheme
    source_file: str
    sha256: str
    short_name: str = ""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One line of a document's version history (更新情報)."""

    version: str
    date: str | None
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class DocumentMeta:
    """Everything printed that is not a clause: header, table of contents, history, notes.

    `lines` maps each consumed source line number to the role it played (``header``, ``toc``,
    ``history``, ``preamble`` …) so the nothing-lost test can account for every line.
    """

    header: tuple[str, ...]
    toc: tuple[str, ...]
    history: tuple[HistoryEntry, ...]
    preamble: tuple[str, ...]
    lines: Mapping[int, str]


@dataclass(frozen=True, slots=True)
class Rulebook:
    """One game's parsed rulebook: clauses in document order plus metadata and backlinks."""

    info: GameInfo
    clauses: Mapping[str, Clause]  # insertion-ordered by document order
    meta: DocumentMeta
    referenced_by: Mapping[str, tuple[str, ...]]

    @property
    def game(self) -> str:
        return self.info.id

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self.clauses

    def __iter__(self) -> Iterator[Clause]:
        return iter(self.clauses.values())

    def __len__(self) -> int:
        return len(self.clauses)

    def roots(self) -> tuple[Clause, ...]:
        return tuple(c for c in self.clauses.values() if c.parent is None)
