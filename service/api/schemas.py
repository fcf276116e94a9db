"""HTTP response and request shapes (pydantic lives only at the edges) and their builders."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from corpus.model import Clause, GameInfo, Rulebook

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
    detail: str | None = Field(default=None, description="why search is unavailable, when it is")


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
        subtree=subtree_of(book, clause, depth) if depth is not None else None,
    )


# ---- search ---------------------------------------------------------------------------------


class SearchHit(BaseModel):
    game: str
    id: str
    title: str
    text: str
    score: float = Field(description="mode-specific (fused, BM25 or cosine); higher is better")
    ancestors: list[ClauseLink] = Field(description="root first")
    exact: bool = Field(default=False, description="routed by a clause number in the query")
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
    final_state: dict[str, Any]


class GenericSimulateRequest(BaseModel):
    """Used only when no game engine is installed; the per-game union replaces it otherwise."""

    game: str
    scenario: dict[str, Any]
