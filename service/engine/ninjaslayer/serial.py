"""Restore the shared `Game` fields from `Game.to_json()` output (used by every H7 engine).

The core serialises a game but has no inverse; these helpers rebuild players, RNG and outcome so
a state can round-trip through JSON and replay identically.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.engine.core import Card, Game, PlayerState, Rng
from service.engine.events import ONGOING, Outcome, Reason, Result


def outcome_from_json(data: Mapping[str, Any]) -> Outcome:
    if data.get("status") != Result.GAME_OVER.value:
        return ONGOING
    reason = data.get("reason")
    return Outcome(
        Result.GAME_OVER,
        data.get("winner"),
        Reason(reason) if reason else None,
        tuple(data.get("rules", ())),
        draw=bool(data.get("draw", False)),
    )


def restore_base(game: Game, data: Mapping[str, Any]) -> None:
    """Overwrite `game`'s shared fields with those serialised in `data`."""
    rng = data["rng"]
    game.rng = Rng(int(rng["seed"]), int(rng["cursor"]))
    game.turn = int(data["turn"])
    game.turn_player = str(data["turn_player"])
    game.first_player = str(data["first_player"])
    game.phase = str(data["phase"])
    game.step = data.get("step")
    game.outcome = outcome_from_json(data["outcome"])
    players: dict[str, PlayerState] = {}
    for name, ps in dict(data["players"]).items():
        zones = {z: [Card.from_json(c) for c in cards] for z, cards in dict(ps["zones"]).items()}
        players[str(name)] = PlayerState(str(name), zones, {k: int(v) for k, v in ps["counters"].items()})
    game.players = players
    extra = data.get("extra", {})
    game._uid = int(extra.get("uid", 0))
