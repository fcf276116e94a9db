"""`/verify`: does a clause exist, and does it say what a quote says? If not, which clauses hold it.

The quote is checked by `service.answering.quote_check` on SudachiPy token boundaries, with the
negating and contrasting words compared: ``match`` is ``exact`` (a whole sentence or phrase of the
clause, nothing negating dropped — only this is ``verbatim``), ``partial``, ``contradicts`` or
``absent``, with the clause's closest span as printed. Texts are compared after folding: NFKC
(full/half width), ``**`` bold markers dropped, and all whitespace removed — the sources wrap lines
inside words (``プレイ ヤー``), so spaces carry no meaning in Japanese text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from corpus import Clause, Corpus
from corpus.ids import normalize_id, suggest
from service.answering.quote_check import MatchKind, QuoteCheck, check_quote

MAX_QUOTE = 2000
CLOSEST = 3
_SPACE = re.compile(r"\s+")


def normalize_quote(text: str) -> str:
    """`text` folded for comparison (NFKC, no ``**``, no whitespace). Whole-string NFKC in C: the
    ranking of every clause of a book uses it; `fold` keeps offsets for the one clause checked."""
    return _SPACE.sub("", unicodedata.normalize("NFKC", text).replace("**", ""))


def _grams(text: str, n: int = 2) -> set[str]:
    return {text[i : i + n] for i in range(max(len(text) - n + 1, 0))} or ({text} if text else set())


def _parts(clause: Clause) -> tuple[str, ...]:
    return tuple(part for part in (clause.title, clause.text, *clause.examples) if part)


def _body(clause: Clause) -> str:
    return "\n".join(_parts(clause))


@dataclass(frozen=True, slots=True)
class Match:
    clause: Clause
    score: float  # share of the quote's character bigrams found in the clause (1.0 = all)
    check: QuoteCheck

    @property
    def verbatim(self) -> bool:
        return self.check.verbatim

    def to_json(self) -> dict[str, Any]:
        c = self.clause
        return {"game": c.game, "id": c.id, "title": c.title, "text": c.text,
                "score": round(self.score, 4), "verbatim": self.verbatim,
                "match": self.check.match.value, "span": self.check.span}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Verification:
    game: str
    clause_id: str  # as sent
    normalized_id: str
    exists: bool
    quote: str | None
    check: QuoteCheck | None  # None when no quote was sent or the clause does not exist
    clause_text: str | None  # the clause as printed, when it exists
    suggestions: tuple[str, ...]  # nearby ids when the clause does not exist
    closest: tuple[Match, ...]  # when the quote is not an exact phrase of the clause

    @property
    def verbatim(self) -> bool | None:
        return None if self.check is None else self.check.verbatim

    def to_json(self) -> dict[str, Any]:
        check = self.check.to_json() if self.check is not None else {}
        return {
            "game": self.game,
            "clause_id": self.clause_id,
            "normalized_id": self.normalized_id,
            "exists": self.exists,
            "quote": self.quote,
            "verbatim": self.verbatim,
            "match": check.get("match"),
            "span": check.get("span"),
            "coverage": check.get("coverage"),
            "negations": check.get("negations", []),
            "differences": check.get("differences", []),
            "reason": check.get("reason"),
            "clause_text": self.clause_text,
            "suggestions": list(self.suggestions),
            "closest": [m.to_json() for m in self.closest],
        }


def closest_clauses(clauses: Iterable[Clause], quote: str, limit: int = CLOSEST) -> list[Match]:
    """Clauses ranked by how much of the quote's character bigrams they contain, each checked."""
    q = normalize_quote(quote)
    grams = _grams(q)
    if not grams:
        return []
    scored: list[tuple[float, Clause]] = []
    for clause in clauses:
        body = normalize_quote(_body(clause))
        if not body:
            continue
        share = 1.0 if q in body else len(grams & _grams(body)) / len(grams)
        if share > 0:
            scored.append((share, clause))
    scored.sort(key=lambda sc: (-sc[0], len(sc[1].text)))
    matches = [Match(clause, share, check_quote(_parts(clause), quote)) for share, clause in scored[:limit]]
    # a clause that says the quote exactly comes before one that only shares its characters
    matches.sort(key=lambda m: (not m.verbatim, -m.score, len(m.clause.text)))
    return matches


def verify(corpus: Corpus, game: str, clause_id: str, quote: str | None = None) -> Verification:
    """Check `clause_id` (and `quote`) against the rulebook of `game`.

    Raises UnknownGame for a bad game and InvalidClauseId for text that is no clause number."""
    book = corpus.book(game.strip().lower())
    cid = normalize_id(book.info.scheme, clause_id, game=book.game)
    clause = book.clauses.get(cid)
    quote = quote if quote is None or quote.strip() else None
    if clause is None:
        closest = tuple(closest_clauses(book.clauses.values(), quote)) if quote else ()
        return Verification(book.game, clause_id, cid, False, quote, None, None, suggest(book, cid), closest)
    if quote is None:
        return Verification(book.game, clause_id, cid, True, None, None, clause.text, (), ())
    check = check_quote(_parts(clause), quote)
    others = (m for m in closest_clauses(book.clauses.values(), quote) if m.clause.id != cid)
    closest = () if check.match is MatchKind.EXACT else tuple(others)
    return Verification(book.game, clause_id, cid, True, quote, check, clause.text, (), closest)
