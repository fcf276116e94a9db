"""The first turns a question tells, checked against the turn a plan's scenario runs (6-5-6-1, 6-3-1,
6-4-1: a player's first turn draws, places DON!! and battles differently).

Most plans leave the scenario's turn to the engine's default (game turn 3, past both first turns).
The gate takes a told 「2ターン目」 as reflected by turn 3 (a player's own 2nd turn is game turn 3 or
4), but 「ゲーム2ターン目」 and 「後攻の…2ターン目」's game turn 2 is the second player's first turn, and
「1ターン目」「1回目の自分のターン」 a first turn: a scenario run at turn 3 does not reflect them, so
`at_turn_three` withholds it (a plan that sets the turn itself, as turn_start or can_attack do, is
left alone).
"""

from __future__ import annotations

import re

from service.answering.plans import Plan
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

_GAME = re.compile(r"ゲーム\s*(?:の)?\s*$")  # 「ゲーム2ターン目」: the game's turn count


def _early(reading: Reading, f: Fact, orders: set[int | str | None]) -> bool:
    if f.concept == "first_turn":
        return True
    if not isinstance(f.value, int):
        return False
    if f.concept == "own_turn":
        return f.value <= 1
    if f.concept != "turn_number" or f.value > 2:
        return False
    # 「先攻の2ターン目」: the first player's own 2nd turn is game turn 3 — the one run
    own_second = f.value == 2 and orders == {"first"} and not _GAME.search(reading.text[: f.start])
    return not own_second


def early_turn(reading: Reading) -> bool:
    """Whether the question tells a turn that may be a first turn (game turn 1 or 2)."""
    orders = {f.value for f in reading.of(Role.TURN) if f.concept == "order"}
    return any(_early(reading, f, orders) for f in reading.of(Role.TURN))


def at_turn_three(plan: Plan) -> Plan:
    """`plan`, withheld when its scenario runs the default turn and the question tells a first turn."""

    def run(reading: Reading) -> BuiltScenario | None:
        built = plan(reading)
        if built is not None and "turn" not in built.payload and early_turn(reading):
            return None
        return built

    run.__name__ = getattr(plan, "__name__", "plan")
    run.__doc__ = plan.__doc__
    return run
