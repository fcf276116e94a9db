"""The player zone a told-steps question asks the count of (「手札は何枚?」「山札は?」): one of the hand or
the deck named in the asking sentence, of the asker — shared by the kiseki and sve told-steps plans."""

from __future__ import annotations

import re

from service.answering.reading.model import Reading

_SENTENCE = "。?？!！\n"
_ZONES = (("手札", "hand"), ("デッキ|山札", "deck"))


def asked_zone(reading: Reading, others: str) -> str | None:
    """The zone the number ask's sentence names, None when it names none, both, or a word of `others`
    (a regex: the opponent, or another resource such as CP/EP/PP) — a count no told-steps plan reads."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return None
    text = reading.text
    said = text[max(text.rfind(c, 0, ask.start) for c in _SENTENCE) + 1 : ask.end]
    zones = [zone for word, zone in _ZONES if re.search(word, said)]
    if len(zones) != 1 or re.search(others, said):
        return None
    return zones[0]
