"""永久循環 planned from the reading: a loop neither player can stop ends the game in a draw (11-1-1-1).

The question must say the loop cannot be stopped (the lexicon's ``loop_forced``: 「止める手段がない」
「止められない」) of both players in the same sentence (「どっちのプレイヤーも」「自分も相手も」「お互い」).
A loop one player can stop is 11-1-1-2 / 11-1-1-3: the game goes on after the declared count, and
what the repeated actions did is not read — so a loop said unstoppable by one player only, or one
that someone 「止められる」, gets no scenario here (withheld), nor does a loop told with any other
action, count or card state (what they change is not modelled).
"""

from __future__ import annotations

from service.answering.plans.loop_said import CAN_STOP, said_of_both
from service.answering.plans.onepiece_cards import inside_parens
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.events import Result
from service.engine.scenario import SimulationResult

GAME = "onepiece"


def endless_loop(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome"):
        return None
    text = reading.text
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(text, f)]
    if not acts or any(f.concept != "loop" or f.negated for f in acts):
        return None  # no loop, or another action whose effect is not read
    forced = reading.of(Role.MODIFIER)
    if len(forced) != 1 or forced[0].concept != "loop_forced":
        return None
    if reading.of(Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER):
        return None  # a position told with it: nothing here reads what the loop did to it
    if not said_of_both(text, forced[0].start):
        return None  # said of one player only (or of nobody named): 11-1-1-2 may apply
    if CAN_STOP.search(text):
        return None  # someone can stop it: 11-1-1-2 / 11-1-1-3, the game goes on
    payload = {"actions": [{"type": "loop", "forced": True, "players": "both"}]}
    return BuiltScenario(f"{GAME}.plan.loop", payload, tell(_head, types=("loop",), limit=1), ())


def _head(sim: SimulationResult) -> str:
    if sim.outcome.result is Result.GAME_OVER and sim.outcome.draw:
        return "どちらのプレイヤーにも永久循環を止める方法がないため、ゲームは引き分けで終了します"
    return "ゲームは続きます"
