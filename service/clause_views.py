"""How a clause and a table of contents look from outside: the shapes the HTTP API, the CLI's JSON and
the MCP tools all return (pydantic, because each of those is an edge)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from corpus.history import history_by_clause, named_clauses
from corpus.model import Clause, HistoryEntry, Rulebook

# ---- table of contents -----------------------------------------------------------------------


class TocNode(BaseModel):
    id: str
    title: str = Field(description="the printed heading; empty for rule sentences")
    label: str = Field(description="the heading, or the start of the rule text")
    children: list[TocNode] = Field(default_factory=list)


class Toc(BaseModel):
    game: str
    title: str
    depth: int | None = Field(description="levels included below the roots; null = all")
    clauses: list[TocNode]


def toc_of(book: Rulebook, depth: int | None) -> Toc:
    def node(clause: Clause, level: int) -> TocNode:
        kids: list[TocNode] = []
        if depth is None or level < depth:
            kids = [node(book.clauses[c], level + 1) for c in clause.children]
        return TocNode(id=clause.id, title=clause.title, label=clause.label, children=kids)

    return Toc(game=book.game, title=book.info.title, depth=depth, clauses=[node(c, 0) for c in book.roots()])


# ---- clauses --------------------------------------------------------------------------------


class ClauseLink(BaseModel):
    id: str
    title: str = Field(description="the printed heading; empty for rule sentences")
    label: str = Field(description="the heading, or the start of the rule text")

    @classmethod
    def of(cls, clause: Clause) -> ClauseLink:
        return cls(id=clause.id, title=clause.title, label=clause.label)


class Reference(BaseModel):
    raw: str = Field(description="the reference as printed, e.g. （9.ルール処理参照）")
    target: str | None = Field(description="the clause it resolves to; null when it does not resolve")
    resolved: bool
    in_example: bool = Field(description="printed inside an example (例) rather than the rule text")


class SourceLines(BaseModel):
    file: str
    start_line: int = Field(description="1-based, inclusive")
    end_line: int = Field(description="1-based, inclusive")


class HistoryItem(BaseModel):
    version: str | None = Field(
        description="the version the entry is printed under; null when none is printed"
    )
    date: str | None = Field(description="ISO date printed with the entry")
    text: str = Field(description="the entry verbatim")
    clauses: list[str] = Field(description="clause ids the entry names that exist in this document")
    line: int = Field(description="1-based source line")

    @classmethod
    def of(cls, book: Rulebook, entry: HistoryEntry) -> HistoryItem:
        return cls(
            version=entry.version or None,
            date=entry.date,
            text=entry.text,
            clauses=list(named_clauses(book, entry)),
            line=entry.line,
        )


def history_of(book: Rulebook) -> list[HistoryItem]:
    """The rulebook's update history as printed (document order)."""
    return [HistoryItem.of(book, e) for e in book.meta.history]


def citation_of(book: Rulebook, clause: Clause) -> str:
    """「ONE PIECE CARD GAME 総合ルール v1.1.3 7-1-4-1-2」, without the brackets."""
    version = f" v{book.info.version}" if book.info.version else ""
    return f"{book.info.title}{version} {clause.id}"


class SubtreeNode(BaseModel):
    id: str
    title: str
    text: str
    examples: list[str]
    children: list[SubtreeNode] = Field(default_factory=list)


class ClauseDetail(BaseModel):
    game: str
    id: str = Field(description="canonical id (normalised from what was requested)")
    printed_id: str = Field(description="the number as printed in the rulebook")
    title: str
    label: str
    text: str
    examples: list[str]
    parent: str | None
    ancestors: list[ClauseLink] = Field(description="root first")
    children: list[ClauseLink]
    references: list[Reference]
    referenced_by: list[ClauseLink]
    source: SourceLines
    citation: str = Field(
        description="how to cite it: rulebook title, version and clause number, e.g. "
        "「ONE PIECE CARD GAME 総合ルール v1.1.3 7-1-4-1-2」 without the brackets"
    )
    history: list[HistoryItem] = Field(
        default_factory=list,
        description="the rulebook's update history (更新情報) entries that name this clause",
    )
    subtree: SubtreeNode | None = Field(default=None, description="present when ?depth= is given")


def ancestors_of(book: Rulebook, clause: Clause) -> list[ClauseLink]:
    chain: list[ClauseLink] = []
    parent = clause.parent
    while parent is not None and parent in book.clauses:
        above = book.clauses[parent]
        chain.append(ClauseLink.of(above))
        parent = above.parent
    chain.reverse()
    return chain


def subtree_of(book: Rulebook, clause: Clause, depth: int) -> SubtreeNode:
    kids = [subtree_of(book, book.clauses[c], depth - 1) for c in clause.children] if depth > 0 else []
    return SubtreeNode(
        id=clause.id, title=clause.title, text=clause.text, examples=list(clause.examples), children=kids
    )


def clause_detail(book: Rulebook, clause: Clause, depth: int | None = None) -> ClauseDetail:
    return ClauseDetail(
        game=clause.game,
        id=clause.id,
        printed_id=clause.printed_id or clause.id,
        title=clause.title,
        label=clause.label,
        text=clause.text,
        examples=list(clause.examples),
        parent=clause.parent,
        ancestors=ancestors_of(book, clause),
        children=[ClauseLink.of(book.clauses[c]) for c in clause.children],
        references=[
            Reference(raw=r.raw, target=r.target, resolved=r.resolved, in_example=r.in_example)
            for r in clause.refs
        ],
        referenced_by=[
            ClauseLink.of(book.clauses[c]) for c in book.referenced_by.get(clause.id, ()) if c in book.clauses
        ],
        source=SourceLines(
            file=book.info.source_file, start_line=clause.span.start, end_line=clause.span.end
        ),
        citation=citation_of(book, clause),
        history=[HistoryItem.of(book, e) for e in history_by_clause(book).get(clause.id, ())],
        subtree=subtree_of(book, clause, depth) if depth is not None else None,
    )
