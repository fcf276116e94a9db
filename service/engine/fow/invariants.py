"""Force of Will §10 semantic invariants. §10 ends nothing and destroys nothing by damage, so the
checks are that the engine never claims either, and that every number stays inside its clause."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS

if TYPE_CHECKING:
    from service.engine.fow.game import FowGame


def outcome_problems(game: FowGame) -> list[str]:
    return ["a §10 game ended, but no clause of §10 ends a game"] if game.is_over else []


def value_violations(game: FowGame) -> list[str]:
    """`Game.value_violations`: will (10.2), damage (10.6.1), counters (10.21), the chase list."""
    problems: list[str] = []
    for p in PLAYERS:
        counters = game.players[p].counters
        problems.extend(f"{p} has negative {key} (10.2)" for key, n in counters.items()
                        if key.startswith("will:") and n < 0)  # fmt: skip
        for zone, cards in game.players[p].zones.items():
            for card in cards:
                if int(card.flags.get("damage", 0)) < 0:
                    problems.append(f"{card.uid} has negative damage (10.6.1)")
                if zone != "field" and card.flags.get("damage"):
                    problems.append(f"{card.uid} in {zone} carries damage (10.6.1)")
                if any(int(n) <= 0 for n in dict(card.flags.get("counters", {})).values()):
                    problems.append(f"{card.uid} has a counter of count 0 or less (10.21)")
    for uid in game.chase:
        if uid.startswith("ability:"):  # an ability on the chase: its source stays where it is
            continue
        if game.find(uid)[1] != "chase":
            problems.append(f"{uid} is listed on the chase but is not in the チェイスエリア")
    return problems
