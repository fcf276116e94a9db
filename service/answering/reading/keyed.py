"""The card a destroyed ask names by a keyword alone (「…【ブロッカー】でブロック。ブロッカーはKOされる?」):
the asking sentence names no card, only a keyword as its subject, so the card asked about is the one
in play holding it — not the last card the question named (see `fate.asked_fate`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Fact, Reading, Role

_SENTENCE_END = re.compile(r"[。?？\n]|(?<!ドン)(?<!ドン[!！])[!！]")  # as fate.py's
# 「インターラプト持ちは死ぬ?」: the keyword with 持ち is the subject too (the card holding it);
# 「ブロッカーのほうは落ちる?」 with の方 (blind AK: onepiece-ak-21 had answered the attacker's fate)
_SUBJECT = re.compile(r"\s*(?:持ち)?\s*(?:[(（][^)）]*[)）])?\s*(?:の\s*(?:方|ほう)\s*)?(?:は|が|って|も)")


def keyword_subject(reading: Reading, ask: Fact) -> str | None:
    """The keyword the asking sentence is about, when it names no card; else None."""
    ends = [m for m in _SENTENCE_END.finditer(reading.text, 0, ask.start)]
    start = ends[-1].end() if ends else 0
    if not reading.text[start : ask.start].strip() and ends and ends[-1].group() in "?？":
        # 「インターラプト持ちってどうなる?死ぬ?」: a bare ask right after a question is about its subject
        start = ends[-2].end() if len(ends) > 1 else 0
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
