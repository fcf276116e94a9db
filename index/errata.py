"""Errata chapters: card-text corrections printed inside a rulebook (ninjaslayer 1600 テキスト訂正).

Their clauses quote card text (「旧)あなたのオヒガンの…を手札に加える」), so they share words and
meaning with every rules question about hands, graveyards or damage, and a bare query such as
「マリガン」 used to rank 1602.1 first. They answer a question about a corrected card, not a rule:
unless the query names a corrected card, its card number, or errata itself, their fused scores are
weighed down (`ERRATA_WEIGHT`) and the ranking re-sorted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from corpus.model import Rulebook
from index.fusion import Fused
from index.terms import normalize

ERRATA_TITLES = frozenset({"テキスト訂正"})
ERRATA_WEIGHT = 0.5
_ASKS = re.compile(r"訂正|エラッタ|errata|旧テキスト|新テキスト|テキスト変更|[a-z]{2,}[0-9]*-[0-9]+")
# 「NST2-30 タカギ・ガンドー◆ピストルカラテ(2026 年 2 月 13 日以降より有効)」 → the card's name
_HEADING = re.compile(r"^[a-z]{2,}[0-9]*-[0-9]+\s*(?P<name>[^((]+)")


@dataclass(frozen=True, slots=True)
class Errata:
    """One game's errata clauses (index positions) and the names of the cards they correct."""

    positions: frozenset[int]
    cards: tuple[str, ...]

    def asked(self, query: str) -> bool:
        q = normalize(query)
        return bool(_ASKS.search(q)) or any(name in q for name in self.cards)

    def weigh(self, fused: Sequence[Fused], query: str) -> list[Fused]:
        """`fused` with errata clauses weighed down, best first, unless the query asks for them."""
        if not self.positions or self.asked(query):
            return list(fused)
        out = [
            replace(f, score=f.score * ERRATA_WEIGHT) if f.position in self.positions else f for f in fused
        ]
        out.sort(key=lambda f: (-f.score, f.position))
        return out


def errata_of(book: Rulebook, ids: Sequence[str]) -> Errata:
    """The errata of `book`; `ids` are the clause ids in index order."""
    roots = {c.id for c in book if c.parent is None and c.title.strip() in ERRATA_TITLES}
    if not roots:
        return Errata(frozenset(), ())
    inside: set[str] = set()
    cards: list[str] = []
    for clause in book:
        parent = clause.parent
        while parent is not None and parent not in roots:
            parent = book.clauses[parent].parent if parent in book.clauses else None
        if parent is None and clause.id not in roots:
            continue
        inside.add(clause.id)
        m = _HEADING.match(normalize(clause.title))
        if m:
            name = re.sub(r"[!!]+$", "", m.group("name").strip())
            # 「タカギ・ガンドー◆ピストルカラテ」 is also called by its title after ◆; the part before
            # it may be the game's own name (ニンジャスレイヤー), which says nothing about errata
            cards.extend(part for part in (name, name.split("◆")[-1]) if len(part) >= 2)
    positions = frozenset(i for i, cid in enumerate(ids) if cid in inside)
    return Errata(positions, tuple(dict.fromkeys(cards)))
