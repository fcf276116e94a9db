"""Questions that name a clause number go to exact lookup before any retrieval.

What follows an exact hit is chosen from the clause, not from the leftover words of the question:
``7-1-4-1って何?`` without its number is ``って何?``, whose embedding lands anywhere. The clause's
children and the clauses it cites come next, then retrieval with the clause's own text plus whatever
the question adds (``402.4bのルールだと、同じカードは何枚まで?`` keeps ``同じカードは何枚まで``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from corpus.ids import find_clause_number
from corpus.loader import Corpus

# A multi-part number (7-1-4-1, 1104.4a, 8.4.3) or a marked one (第103条), as find_clause_number reads them.
_NUMBER = re.compile(
    r"第?\s*\d+(?:\s*[.\-‐―−ー]\s*\d+[a-z]?(?:-\d+)*)+[a-z]?(?:-\d+)*\.?\s*(?:条|項)?"
    r"|第\s*\d+\s*(?:条|項)?"
    r"|\d+\s*(?:条|項)"
)


def exact_matches(query: str, corpus: Corpus, games: Iterable[str]) -> list[tuple[str, str]]:
    """``(game, clause id)`` for each game (in the order given) whose rulebook has the number written
    in `query` (``7-1-4-1って何?``, ``1104.4a``, ``第103.3条``). A card value glued to a word
    (``ジツ3って``) is no number (`corpus.ids.is_card_value`, which `/ask`'s lookup shares)."""
    out = []
    for game in games:
        book = corpus.book(game)
        cid = find_clause_number(query, book.info.scheme)
        if cid is not None and cid in book.clauses:
            out.append((game, cid))
    return out


def without_numbers(query: str) -> str:
    """The question with its clause numbers removed (``7-1-4-1って何?`` → ``って何?``)."""
    return _NUMBER.sub(" ", unicodedata.normalize("NFKC", query)).strip()


def related(corpus: Corpus, game: str, clause_id: str) -> list[str]:
    """What to show after an exact hit: the clause's children in order, then the clauses its text
    cites (resolved references only, never guessed)."""
    book = corpus.book(game)
    clause = book.clauses[clause_id]
    out = list(clause.children)
    for ref in clause.refs:
        if ref.target is not None and ref.target in book.clauses and ref.target not in out:
            out.append(ref.target)
    return [cid for cid in out if cid != clause_id]


def follow_up_text(corpus: Corpus, game: str, clause_id: str, query: str) -> str:
    """The retrieval query after an exact hit: the rest of the question, then the clause itself."""
    clause = corpus.book(game).clauses[clause_id]
    rest = without_numbers(query)
    body = " ".join(p for p in (clause.title, clause.text) if p)
    return "\n".join(p for p in (rest, body) if p)
