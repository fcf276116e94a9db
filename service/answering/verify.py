"""`/verify`: does a clause exist, and is a quote of it verbatim? If not, which clauses hold it.

Quotes are compared after normalisation: NFKC (full/half width), ``**`` bold markers dropped, and
all whitespace removed — the sources wrap lines inside words (``プレイ ヤー``), so spaces carry no
meaning in Japanese text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from corpus import Clause, Corpus
from corpus.ids import normalize_id, suggest

MAX_QUOTE = 2000
CLOSEST = 3
_SPACE = re.compile(r"\s+")


def normalize_quote(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).replace("**", "")
    return _SPACE.sub("", folded)


def _grams(text: str, n: int = 2) -> set[str]:
    return {text[i : i + n] for i in range(max(len(text) - n + 1, 0))} or ({text} if text else set())


def _body(clause: Clause) -> str:
    return "\n".join(part for part in (clause.title, clause.text, *clause.examples) if part)


@dataclass(frozen=True, slots=True)
class Match:
    clause: Clause
    score: float  # share of the quote's character bigrams found in the clause (1.0 = all)
    verbatim: bool

    def to_json(self) -> dict[str, Any]:
        c = self.clause
        return {"game": c.game, "id": c.id, "title": c.title, "text": c.text,
                "score": round(self.score, 4), "verbatim": self.verbatim}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Verification:
    game: str
    clause_id: str  # as sent
    normalized_id: str
    exists: bool
    quote: str | None
    verbatim: bool | None  # None when no quote was sent or the clause does not exist
    suggestions: tuple[str, ...]  # nearby ids when the clause does not exist
    closest: tuple[Match, ...]  # when the quote is not verbatim in the clause

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "clause_id": self.clause_id,
            "normalized_id": self.normalized_id,
            "exists": self.exists,
            "quote": self.quote,
            "verbatim": self.verbatim,
            "suggestions": list(self.suggestions),
            "closest": [m.to_json() for m in self.closest],
        }


def closest_clauses(clauses: Iterable[Clause], quote: str, limit: int = CLOSEST) -> list[Match]:
    """Clauses ranked by how much of the quote's character bigrams they contain."""
    q = normalize_quote(quote)
    grams = _grams(q)
    if not grams:
        return []
    scored: list[Match] = []
    for clause in clauses:
        body = normalize_quote(_body(clause))
        if not body:
            continue
        if q in body:
            scored.append(Match(clause, 1.0, True))
            continue
        share = len(grams & _grams(body)) / len(grams)
        if share > 0:
            scored.append(Match(clause, share, False))
    scored.sort(key=lambda m: (-m.score, len(m.clause.text)))
    return scored[:limit]


def verify(corpus: Corpus, game: str, clause_id: str, quote: str | None = None) -> Verification:
    """Check `clause_id` (and `quote`) against the rulebook of `game`.

    Raises UnknownGame for a bad game and InvalidClauseId for text that is no clause number."""
    book = corpus.book(game.strip().lower())
    cid = normalize_id(book.info.scheme, clause_id, game=book.game)
    clause = book.clauses.get(cid)
    quote = quote if quote is None or quote.strip() else None
    if clause is None:
        closest = tuple(closest_clauses(book.clauses.values(), quote)) if quote else ()
        return Verification(book.game, clause_id, cid, False, quote, None, suggest(book, cid), closest)
    if quote is None:
        return Verification(book.game, clause_id, cid, True, None, None, (), ())
    verbatim = normalize_quote(quote) in normalize_quote(_body(clause))
    closest = () if verbatim else tuple(closest_clauses(book.clauses.values(), quote))
    return Verification(book.game, clause_id, cid, True, quote, verbatim, (), closest)
