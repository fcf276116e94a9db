"""What each retriever reads of a clause: the clause in the context of its ancestors."""

from __future__ import annotations

from collections.abc import Mapping

from corpus.model import Clause, Rulebook

# e5 reads at most 512 tokens; longer clauses are cut here so that the cut is deterministic.
MAX_PASSAGE_CHARS = 900


def ancestors(clauses: Mapping[str, Clause], clause: Clause) -> list[Clause]:
    """Ancestors from the root down (excluding the clause itself)."""
    chain: list[Clause] = []
    parent = clause.parent
    while parent is not None and parent in clauses:
        node = clauses[parent]
        chain.append(node)
        parent = node.parent
    chain.reverse()
    return chain


def _heading(clause: Clause) -> str:
    return f"{clause.printed_id or clause.id} {clause.label}".strip()


def passage_text(book: Rulebook, clause: Clause) -> str:
    """``7-1-4 ダメージ・ステップ > 7-1-4-1 …`` then the clause's own title, text and examples."""
    chain = [_heading(a) for a in ancestors(book.clauses, clause)]
    chain.append(f"{clause.printed_id or clause.id} {clause.title}".strip())
    parts = [" > ".join(chain)]
    if clause.text:
        parts.append(clause.text)
    parts.extend(clause.examples)
    return "\n".join(parts)[:MAX_PASSAGE_CHARS]


def lexical_text(book: Rulebook, clause: Clause) -> str:
    """Titles of the ancestors (headings only) plus the clause's title, text and examples."""
    titles = [a.title for a in ancestors(book.clauses, clause) if a.title]
    return "\n".join([*titles, clause.title, clause.text, *clause.examples])
