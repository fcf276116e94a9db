"""永久循環 planned from the reading (sve 15.2.1): a loop no player has a way to stop ends the game in a
draw (15.2.1.3) — read as onepiece's `endless_loop` reads it (audit 23c: sve had no loop action).

The question must say the loop cannot be stopped (the lexicon's ``loop_forced``) of both players in
the same sentence (「どっちも」「お互いに」「自分も相手も」). A loop a player can stop is 15.2.1.1: the
game goes on after the count the turn player shows (or the fewer the non-turn player makes it run),
and what the repeated actions did is not read — so a loop said unstoppable by one player only, one
someone 「止められる」, or one told with any other action, count or card gets no scenario here.
"""

from __future__ import annotations

from service.answering.plans.loop_said import CAN_STOP, said_of_both
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.events import Result
from service.engine.scenario import SimulationResult

GAME = "sve"
_QUIET = (Role.ASK, Role.OWNER, Role.TERM, Role.NEUTRAL)


def sve_loop(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome"):
        return None
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept != "loop" or f.negated for f in acts):
        return None  # no loop, or another action whose effect is not read
    forced = reading.of(Role.MODIFIER)
    if len(forced) != 1 or forced[0].concept != "loop_forced":
        return None
    if any(f.role not in _QUIET and f.role not in (Role.ACTION, Role.MODIFIER) for f in reading.facts):
        return None  # a position told with it: nothing here reads what the loop did to it
    text = reading.text
    if not said_of_both(text, forced[0].start):
        return None  # said of one player only (or of nobody named): 15.2.1.1 may apply
    if CAN_STOP.search(text):
        return None  # someone can stop it: 15.2.1.1, the game goes on
    payload = {"actions": [{"type": "loop", "forced": True, "players": "both"}]}
    return BuiltScenario(f"{GAME}.plan.loop", payload, story(_head, types=("loop",), limit=1), ())


def _head(sim: SimulationResult) -> str:
    if sim.outcome.result is Result.GAME_OVER and sim.outcome.draw:
        return "どちらのプレイヤーにも永久循環を止める方法がないため、ゲームは引き分けで終了します(15.2.1.3)"
    return "ゲームは続きます"
