"""What the browse pages need beyond the corpus: document order, glossaries and tree shapes.

Built once per app (in the UI router's startup) and kept in ``AppState.extras["ui"]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol

from corpus.glossary import Glossary, Term, build_glossary
from corpus.loader import Corpus
from corpus.model import Clause, Rulebook

# A clause page shows at most this many clauses of its subtree before linking onwards.
SUBTREE_LIMIT = 80


@dataclass(frozen=True, slots=True)
class BookView:
    book: Rulebook
    glossary: Glossary
    order: tuple[str, ...]
    position: Mapping[str, int]
    in_toc: frozenset[str]  # headings, and untitled clauses with headings below them
    defined_by: Mapping[str, tuple[Term, ...]]  # clause id -> terms it defines

    def previous(self, clause: Clause) -> Clause | None:
        i = self.position[clause.id]
        return self.book.clauses[self.order[i - 1]] if i > 0 else None

    def next(self, clause: Clause) -> Clause | None:
        i = self.position[clause.id]
        return self.book.clauses[self.order[i + 1]] if i + 1 < len(self.order) else None

    def ancestors(self, clause: Clause) -> tuple[Clause, ...]:
        """From the root down to the parent of `clause`."""
        chain: list[Clause] = []
        cur = clause.parent
        while cur is not None:
            parent = self.book.clauses[cur]
            chain.append(parent)
            cur = parent.parent
        return tuple(reversed(chain))


@dataclass(frozen=True, slots=True)
class TreeNode:
    clause: Clause
    children: tuple[TreeNode, ...]


@dataclass(frozen=True, slots=True)
class UiData:
    books: Mapping[str, BookView]


def _toc_ids(book: Rulebook) -> frozenset[str]:
    keep: set[str] = set()
    for clause in reversed(tuple(book)):
        if clause.title or any(c in keep for c in clause.children):
            keep.add(clause.id)
    return frozenset(keep)


def book_view(book: Rulebook) -> BookView:
    glossary = build_glossary(book)
    order = tuple(book.clauses)
    defined: dict[str, list[Term]] = {}
    for term in glossary:
        for cid in term.clause_ids:
            defined.setdefault(cid, []).append(term)
    return BookView(
        book=book,
        glossary=glossary,
        order=order,
        position=MappingProxyType({cid: i for i, cid in enumerate(order)}),
        in_toc=_toc_ids(book),
        defined_by=MappingProxyType({k: tuple(v) for k, v in defined.items()}),
    )


def build_ui_data(corpus: Corpus) -> UiData:
    return UiData(MappingProxyType({book.game: book_view(book) for book in corpus}))


def toc_tree(view: BookView) -> tuple[TreeNode, ...]:
    """The nested table of contents: headings, and the untitled clauses that group headings."""

    def node(clause: Clause) -> TreeNode:
        kids = tuple(node(view.book.clauses[c]) for c in clause.children if c in view.in_toc)
        return TreeNode(clause, kids)

    return tuple(node(c) for c in view.book.roots() if c.id in view.in_toc)


def subtree(view: BookView, clause: Clause, limit: int = SUBTREE_LIMIT) -> tuple[tuple[TreeNode, ...], int]:
    """The clauses under `clause`, depth first, at most `limit` of them; also how many were left out."""
    budget = [limit]
    left_out = [0]

    def count(c: Clause) -> int:
        return 1 + sum(count(view.book.clauses[k]) for k in c.children)

    def node(c: Clause) -> TreeNode | None:
        if budget[0] <= 0:
            left_out[0] += count(c)
            return None
        budget[0] -= 1
        kids = [node(view.book.clauses[k]) for k in c.children]
        return TreeNode(c, tuple(k for k in kids if k is not None))

    nodes = [node(view.book.clauses[k]) for k in clause.children]
    return tuple(n for n in nodes if n is not None), left_out[0]


class _HasExtras(Protocol):
    corpus: Corpus
    extras: dict[str, object]


def ui_data(state: _HasExtras) -> UiData:
    """The UI data of an app, built on first use and kept in ``state.extras["ui"]``."""
    data = state.extras.get("ui")
    if not isinstance(data, UiData):
        data = build_ui_data(state.corpus)
        state.extras["ui"] = data
    return data
