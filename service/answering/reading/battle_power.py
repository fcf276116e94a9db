"""A card's power told as what it reached for a battle (「ドン!!1枚付けて6000にして殴った」「カウンター
2000のキャラを捨てて7000で守り切った」, blind onepiece-bb-02, onepiece-bd-04): the bare number is the power
one side of a battle of the run had when it was compared (7-1-4). It is reflected when a compare event of
the run holds it as the attacker's or the defender's power — the run computed it from the told power,
DON!! and counters, so a told result the run does not reach (「5000のキャラにドン!!1枚付けて7000にして」)
stays not modeled and withholds.
The words are data (`lexicon/battle_power_told.json`); a number in the asked phrase is not told.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from service.answering.reading.model import Fact
from service.engine.events import Event

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "battle_power_told.json"


@cache
def _words() -> tuple[re.Pattern[str], frozenset[str]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return re.compile(data["after"]), frozenset(data["games"])


def battle_power_reached(game: str | None, text: str, fact: Fact, events: Sequence[Event]) -> bool:
    """Whether `fact`, a bare number told as a card's power for a battle, is a power a compare event of
    the run holds (see the module)."""
    after, games = _words()
    if game not in games or not isinstance(fact.value, int) or fact.value < 1000 or fact.value % 1000:
        return False
    if after.match(text, fact.end) is None:
        return False
    return any(
        e.type == "compare" and fact.value in (e.data.get("attacker_power"), e.data.get("defender_power"))
        for e in events
    )
