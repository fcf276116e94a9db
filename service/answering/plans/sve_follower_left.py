"""A follower's 体力 left after a fight (「戦闘後、こっちのフォロワーの残り体力は?」, 8.4.9, 5.13.1): the
asked follower is the one the asking sentence names, by its owner; its 体力 left is its told 体力 less
the damage the fight put on it. Stated only for a follower that stays on the field (a destroyed one
has no 体力 left to tell, 11.3.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading, Role
from service.engine.errors import EngineError
from service.engine.scenario import simulate

GAME = "sve"


def asked_follower(reading: Reading) -> str | None:
    """The owner ("self"/"opponent") of the follower whose 体力 the asking sentence asks: card nouns
    before the number ask all followers of one owner, no leader; else None."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    if not asks:
        return None
    at = asks[-1].start
    start = max(reading.text.rfind(c, 0, at) for c in "。??") + 1
    if "体力" not in reading.text[start : asks[-1].end]:
        return None
    cards = [f for f in reading.of(Role.CARD) if start <= f.start < at]
    owners = {f.owner for f in cards}
    if not cards or any(f.concept != "follower" for f in cards) or len(owners) != 1:
        return None
    owner = owners.pop()
    return owner if owner in ("self", "opponent") else None


def health_left(payload: Mapping[str, Any], seat: str, card: str) -> int | None:
    """The 体力 left of `card` (on `seat`'s field) after the run; None when the run leaves it off the
    field or is refused."""
    try:
        result = simulate(GAME, dict(payload))
    except EngineError:
        return None
    if any(e.type == "rejected" for e in result.events):
        return None
    player = result.final_state.get("players", {}).get(seat, {})
    found = next((c for c in player.get("zones", {}).get("field", []) if c.get("uid") == card), None)
    if found is None:
        return None
    health, damage = found.get("stats", {}).get("health"), found.get("flags", {}).get("damage", 0)
    return health - damage if isinstance(health, int) and isinstance(damage, int) else None
