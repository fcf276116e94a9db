"""Shadowverse Evolve: the end phase's hand limit (7.4.7) with both players' hands told —
「相手ターンのエンドフェイズ。俺の手札9枚(相手は手札3)。俺は何枚捨てる?」. Only the turn player discards
down to the limit; the asked player's count is `sve_players.hand_limit`'s run on that player's hand,
and the other hand is placed in its own seat, where nothing in the end phase changes it.

Planned only when exactly two hand sizes are told, one per player, and the asking sentence names
which player is asked (「俺は」「相手は」) — else which hand the count is asked of is not said.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.answering.plans.sve_players import _discarder, _marked, hand_limit
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario


def both_hands(reading: Reading) -> BuiltScenario | None:
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand" and isinstance(f.value, int)]
    if len(hands) != 2 or {f.owner for f in hands} != {"self", "opponent"}:
        return None
    marked = _marked(reading)
    asked = next(iter(marked)) if len(marked) == 1 else _discarder(reading)
    if asked not in ("self", "opponent"):
        return None
    other = next(f for f in hands if f.owner != asked)
    built = hand_limit(replace(reading, facts=tuple(f for f in reading.facts if f is not other)))
    if built is None:
        return None
    seats = [s for s in ("player1", "player2") if s not in built.payload]
    size = int(other.value or 0)
    if len(seats) != 1 or not 0 <= size <= 60:
        return None
    payload: dict[str, Any] = dict(built.payload)
    payload[seats[0]] = {"hand": [{"id": f"o{i}", "name": "手札のカード"} for i in range(1, size + 1)]}
    return BuiltScenario(built.situation, payload, built.summarize, built.notes, built.quoted)
