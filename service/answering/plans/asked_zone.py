"""The player zone a told-steps question asks the count of (「手札は何枚?」「山札は?」): one of the hand or
the deck named in the asking sentence, of the asker, and the conclusion saying its count after the run —
shared by the kiseki and sve told-steps plans."""

from __future__ import annotations

import re
from collections.abc import Callable

from service.answering.reading.model import Reading
from service.engine.scenario import SimulationResult

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


def zone_head(zone: str) -> Callable[[SimulationResult], str]:
    """The conclusion's head: the asker's `zone` counted after the told steps, or that a step was refused."""
    word = "手札" if zone == "hand" else "デッキ"

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return "書かれた手順の一部が行えません"
        return f"書かれた手順を順に行うと、自分の{word}は{len(sim.zone('player1', zone))}枚になります"

    return head
