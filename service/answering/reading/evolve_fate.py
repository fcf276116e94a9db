"""「エボルヴカードも墓場に行く?」: the destroyed ask about an evolve card, not the follower it evolved.

When an evolved follower leaves the field, its evolve card loses the association at once (sve 5.15.4)
and goes to the evolve deck face up (11.6.1): it does not follow the follower to the graveyard, the hand
or the 消滅領域. The shared destroyed verdict (`fate.asked_fate`) answers for the follower — the only
card in play the run names — so a question whose asking sentence makes the evolve card its subject had
been answered by the follower's fate (withheld until audit 29e, a plan's docstring said so). Here the
verdict is the evolve card's own: whether the cards the run moved out of the evolve area (the engine's
`evolved` zone) went where the ask names (`card_seats.removed`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.card_seats import fate_of, removed
from service.answering.reading.model import Reading, Role, Verdict
from service.engine.events import Event

# the reader's card concept of an evolve card (lexicon sve.jsonl) and the engine's evolve area (sve 4.6)
EVOLVE_CARD = "evolve_card"
_EVOLVED_ZONE = "evolved"
_SENTENCE_END = re.compile(r"[。?!\n]")


def evolve_card_asked(reading: Reading) -> bool:
    """The destroyed ask's own sentence names a card, and the last one before the ask is an evolve card."""
    asks = [f for f in reading.asks() if f.concept == "destroyed"]
    if len(asks) != 1:
        return False
    ask = asks[0]
    start = max((m.end() for m in _SENTENCE_END.finditer(reading.text, 0, ask.start)), default=0)
    cards = [c for c in reading.of(Role.CARD) if start <= c.start and c.end <= ask.start]
    return bool(cards) and cards[-1].concept == EVOLVE_CARD


def evolve_fate(reading: Reading, events: Sequence[Event]) -> Verdict:
    """Whether the run's evolve cards went where the ask names (value True/False), withheld when the run
    moved no evolve card out of the evolve area or they went different ways."""
    ask = next(f for f in reading.asks() if f.concept == "destroyed")
    ids = {
        str(e.data.get("card"))
        for e in events
        if e.type == "move" and e.data.get("from_zone") == _EVOLVED_ZONE
    }
    if not ids:
        return Verdict("destroyed", None, False, "問われたエボルヴカードの移動をシミュレーションしていません")
    value = fate_of(ids, removed(events, asked=ask.text))
    if value is None:
        return Verdict("destroyed", None, False, "エボルヴカードによって行き先が異なります")
    return Verdict("destroyed", value, True)
