"""A card's power told as what it reached for a battle (「ドン!!1枚付けて6000にして殴った」「カウンター
2000のキャラを捨てて7000で守り切った」, blind onepiece-bb-02, onepiece-bd-04): the bare number is the power
one side of a battle of the run had when it was compared (7-1-4). It is reflected when a compare event of
the run holds it as the attacker's or the defender's power — the run computed it from the told power,
DON!! and counters, so a told result the run does not reach (「5000のキャラにドン!!1枚付けて7000にして」)
stays not modeled and withholds.
The words are data (`lexicon/battle_power_told.json`); a number in the asked phrase is not told.

A number that is a told card's power counted with its told DON!! (「パワー5000のキャラにドン!!を2枚付けて…
ドン!!2枚付いてて7000あるから耐えるよね?」, blind onepiece-bc-05) is the asker's own sum of the two facts
the scenario holds — printed power + 1000 per DON!! (6-5-5-2) — whether or not that sum applies in the turn
asked: the run decides that, the sum adds no fact (`don_counted`). Only for a card's fate asked (the planner
checks): 「7000あるから大丈夫だよね?」 read as the game's outcome had been stated 'ongoing' with it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

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


_DON_POWER = 1000  # 6-5-5-2


def don_counted(game: str | None, fact: Fact, payload: Mapping[str, Any]) -> bool:
    """Whether `fact`, a bare number, is a scenario card's power plus 1000 per DON!! given to it (see the
    module): a leader or character of the payload with both, DON!! at least one."""
    _after, games = _words()
    if game not in games or not isinstance(fact.value, int) or fact.value < 1000:
        return False
    return any(card["power"] + _DON_POWER * card["don"] == fact.value for card in _given(payload))


def _given(node: Any) -> list[Mapping[str, Any]]:
    """The cards of `node` (a payload) told with an integer power and at least one DON!!."""
    found: list[Mapping[str, Any]] = []
    if isinstance(node, Mapping):
        power, don = node.get("power"), node.get("don")
        if isinstance(power, int) and isinstance(don, int) and don > 0:
            found.append(node)
        for value in node.values():
            found.extend(_given(value))
    elif isinstance(node, list):
        for value in node:
            found.extend(_given(value))
    return found
