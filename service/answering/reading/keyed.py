"""The card a destroyed ask names by a keyword alone (「…【ブロッカー】でブロック。ブロッカーはKOされる?」):
the asking sentence names no card, only a keyword as its subject, so the card asked about is the one
in play holding it — not the last card the question named (see `fate.asked_fate`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Fact, Reading, Role

_SENTENCE_END = re.compile(r"[。?？\n]|(?<!ドン)(?<!ドン[!！])[!！]")  # as fate.py's
_SUBJECT = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*(?:は|が|って|も)")


def keyword_subject(reading: Reading, ask: Fact) -> str | None:
    """The keyword the asking sentence is about, when it names no card; else None."""
    start = max((m.end() for m in _SENTENCE_END.finditer(reading.text, 0, ask.start)), default=0)
    if any(start <= c.start and c.end <= ask.start for c in reading.of(Role.CARD)):
        return None
    said = [
        k
        for k in reading.of(Role.KEYWORD)
        if start <= k.start and k.end <= ask.start and not k.negated and _SUBJECT.match(reading.text, k.end)
    ]
    return said[-1].concept if said else None


def keyed_or(
    reading: Reading,
    ask: Fact,
    on_seat: Mapping[str, Mapping[str, Mapping[str, Any]]],
    otherwise: set[str] | None,
) -> set[str] | None:
    """The ids of the cards holding the keyword the asking sentence is about (empty: none holds it,
    the asked card is unresolved), else `otherwise` (the ids an attack role word gave, or None)."""
    keyed = keyword_subject(reading, ask)
    if keyed is None:
        return otherwise
    return {i for cards in on_seat.values() for i, c in cards.items() if keyed in c.get("keywords", ())}
