"""Shadowverse Evolve card text quoted in a question: its 「自分」/「相手」 are its user's (the card's
master, 1.3.4), not the asker's. 「相手が『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』って
効果を使ってきた」 counts the opponent's graveyard and damages the asker's leader, so the sve reading
(`plans.sve.REREAD`) turns the owners of every fact inside a quote the opponent uses.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Reading

QUOTE = re.compile(r"[「『][^「『」』]*[」』]")
# 「相手が『…』」「相手は「…」」「相手の『…』ってスペル」: the opponent opens the quote as its user
_OPPONENT_USES = re.compile(r"(?:相手|向こう)\s*(?:が|は|の)\s*$")
_OTHER = {"self": "opponent", "opponent": "self"}


def used_by(reading: Reading, f: Fact) -> str | None:
    """Who uses the quote `f` is in: "opponent" when the opponent opens it, "self" for another quote,
    None outside every quote."""
    for q in QUOTE.finditer(reading.text):
        if q.start() < f.start and f.end < q.end():
            return "opponent" if _OPPONENT_USES.search(reading.text[: q.start()]) else "self"
    return None


def quoted_owners(reading: Reading) -> Reading:
    """The owners of the facts inside a quote the opponent uses, seen from the asker."""
    facts = tuple(
        replace(f, owner=_OTHER[f.owner]) if f.owner in _OTHER and used_by(reading, f) == "opponent" else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else replace(reading, facts=facts)
