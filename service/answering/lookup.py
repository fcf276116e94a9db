"""Clause-number questions (``1-3-9って何?``): the clause, its parent context and its references."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from corpus import Clause, Corpus
from corpus.ids import find_clause_number, suggest
from service.answering.citing import Citation, cite, dedupe

MAX_CHILDREN = 8


@dataclass(frozen=True, slots=True)
class NumberQuestion:
    """The clause numbers a question names, per game.

    `found` maps games to the clause they hold under that number (``103.3`` is in both ninjaslayer
    and kiseki); `missing` maps games whose numbering the number fits but that have no such clause
    to the id as normalised."""

    found: dict[str, Clause]
    missing: dict[str, str]

    def pick(self, game: str | None, preference: Sequence[str]) -> Clause | None:
        """The clause to answer with: the given game's, else the most likely game's (preference
        order, e.g. detection probabilities), else the first found."""
        if game is not None:
            return self.found.get(game)
        for g in preference:
            if g in self.found:
                return self.found[g]
        return next(iter(self.found.values()), None)


def numbers_in(corpus: Corpus, question: str) -> NumberQuestion:
    found: dict[str, Clause] = {}
    missing: dict[str, str] = {}
    for book in corpus:
        raw = find_clause_number(question, book.info.scheme)
        if raw is None:
            continue
        clause = book.clauses.get(raw)
        if clause is not None:
            found[book.game] = clause
        else:
            missing[book.game] = raw
    return NumberQuestion(found, missing)


def number_notes(
    corpus: Corpus,
    asked: NumberQuestion,
    game: str | None,
    answered: Clause | None,
    *,
    by_words: bool = False,
) -> list[str]:
    """Notes on a clause number the answer could not take at face value: the same number in other
    games (`by_words`: the question's other words chose the game answered for), a number the given
    game lacks, a number no game has."""
    notes: list[str] = []
    name = {b.game: b.info.short_name or b.game for b in corpus}
    if answered is not None:
        others = [g for g in asked.found if g != answered.game]
        if others and game is None:
            why = "質問の語から" if by_words else "質問の語からはどちらか決められないため、最も可能性の高い "
            notes.append(
                f"条文番号 {answered.id} は {'、'.join(name[g] for g in others)} にもあります。"
                f"{why}{name[answered.game]} の条文として回答しています(ゲームを指定すると切り替えられます)。"
            )
        return notes
    if game is not None:
        elsewhere = [g for g in asked.found if g != game]
        if game in asked.missing and not elsewhere:
            cid = asked.missing[game]
            near = suggest(corpus.book(game), cid)
            tail = f"近い番号: {'、'.join(near)}。" if near else ""
            notes.append(f"{name[game]} に条文 {cid} はありません。{tail}")
        if elsewhere:
            cid = asked.found[elsewhere[0]].id
            notes.append(
                f"条文番号 {cid} は {'、'.join(name[g] for g in elsewhere)} の条文です。"
                f"{name[game]} の条文から検索して回答しています。"
            )
    elif asked.missing and not asked.found:
        listed = "、".join(f"{name[g]} {cid}" for g, cid in asked.missing.items())
        notes.append(f"質問中の条文番号に当たる条文はありません({listed})。条文を検索して回答しています。")
    return notes


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
