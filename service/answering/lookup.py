"""Clause-number questions (``1-3-9って何?``): the clause, its parent context and its references."""

from __future__ import annotations

from corpus import Clause, Corpus
from corpus.errors import ClauseNotFound, InvalidClauseId
from corpus.ids import find_clause_number
from service.answering.citing import Citation, cite, dedupe

MAX_CHILDREN = 8


def clause_number_question(corpus: Corpus, question: str, game: str | None) -> Clause | None:
    """The clause a question names by number, looked up in `game` (or every game when unknown)."""
    games = [game] if game else list(corpus.games)
    for g in games:
        book = corpus.book(g)
        raw = find_clause_number(question, book.info.scheme)
        if raw is None:
            continue
        try:
            return corpus.clause(g, raw)
        except (ClauseNotFound, InvalidClauseId):
            continue
    return None


def lookup_answer(corpus: Corpus, clause: Clause) -> tuple[str, list[Citation], list[str]]:
    """(answer text, citations, notes) for a clause asked for by number."""
    book = corpus.book(clause.game)
    cites: list[Citation] = [cite(clause, 1.0, "lookup")]
    head = f"{clause.id}{(' ' + clause.title) if clause.title else ''}"
    lines = [f"{head}: {clause.text}" if clause.text else head]
    for example in clause.examples:
        lines.append(f"  {example}")
    if clause.parent and clause.parent in book.clauses:
        parent = book.clauses[clause.parent]
        lines.append(f"上位の条文: {parent.id} {parent.label}")
        cites.append(cite(parent, 0.5, "lookup"))
    for child_id in clause.children[:MAX_CHILDREN]:
        child = book.clauses[child_id]
        lines.append(f"・{child.id} {child.text or child.title}")
        cites.append(cite(child, 0.4, "lookup"))
    if len(clause.children) > MAX_CHILDREN:
        lines.append(f"(ほか{len(clause.children) - MAX_CHILDREN}項)")
    resolved = [r for r in clause.refs if r.target and r.target in book.clauses]
    if resolved:
        lines.append("参照: " + "、".join(dict.fromkeys(r.target for r in resolved if r.target)))
        cites.extend(cite(book.clauses[r.target], 0.3, "reference") for r in resolved if r.target)
    backlinks = book.referenced_by.get(clause.id, ())
    if backlinks:
        lines.append("この条文を参照している条文: " + "、".join(backlinks[:MAX_CHILDREN]))
        cites.extend(cite(book.clauses[b], 0.2, "reference") for b in backlinks[:MAX_CHILDREN])
    notes: list[str] = []
    unresolved = [r.raw for r in clause.refs if r.target is None]
    if unresolved:
        notes.append("この条文の参照のうち、文書内に見つからない番号を指すもの: " + "、".join(unresolved))
    return "\n".join(lines), dedupe(cites), notes
