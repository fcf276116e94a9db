"""A player concedes (投了, 1-2-4) planned from the reading: the player who concedes loses at once
and the game ends (1-2-4, 1-2-5), whatever the life, hand or board — so the players' quantities the
question states are set as given and nothing else is assumed.

The player who concedes is the one the concession's clause names as its subject (「相手が投了した」
「俺は降参した」); with none named the question gets no scenario (who conceded decides the winner).
Another action of the question (an attack, a play …) is not planned here: whether it came first
and what it did are not read.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_cards import ASKER, OTHER, inside_parens, quantities
from service.answering.plans.onepiece_players import subject_of
from service.answering.plans.onepiece_tell import headline, seats
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_ZONES = ("life", "hand", "deck", "trash")


def concession(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome"):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(reading.text, f)]
    conceded = [f for f in acts if f.concept == "concede" and not f.negated]
    if len(conceded) != 1 or len(acts) != 1:
        return None  # no concession, several, or another action whose order is not read
    who = subject_of(reading, conceded[0])
    if who not in (ASKER, OTHER):
        return None  # who conceded is unsaid
    held = quantities(reading)
    if held is None or any(z not in _ZONES for values in held.values() for z in values):
        return None
    seat = seats(attacking_side(reading))  # the turn player sits as player1
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    for owner, values in held.items():
        for zone, value in values.items():
            players[owner][zone] = [{} for _ in range(min(value, 60))] if zone == "hand" else value
    payload = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [{"type": "concede", "player": seat[str(who)]}],
    }
    shown = [(o, z) for o, values in held.items() for z in values]
    told = tell(headline(seat, shown), limit=4)
    return BuiltScenario(f"{GAME}.plan.concession", payload, told, ())
