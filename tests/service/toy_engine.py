"""A tiny stand-in rules engine for the /simulate wiring tests (the real engines have their own)."""

from __future__ import annotations

from pydantic import Field

from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.events import ONGOING, Event, Outcome, Reason, Result
from service.engine.scenario import ScenarioBase, ScenarioRunner, SimulationResult


class ToyScenario(ScenarioBase):
    """The defending leader has `life` cards of life and takes `hits` hits of damage."""

    life: int = Field(ge=0, le=10, description="life cards of the defending player")
    hits: int = Field(default=1, ge=0, le=20, description="hits the leader takes")
    cheat: bool = Field(default=False, description="attempt an action the rules forbid")


def run_toy(scenario: ToyScenario) -> SimulationResult:
    if scenario.cheat:
        raise IllegalAction("attack_while_rested", "a rested character cannot attack", ("7-1",))
    if scenario.hits == 13:
        raise RuntimeError("simulated engine bug")  # exercises the last-resort 500 handler
    if scenario.life > 5 and scenario.hits > 10:
        raise InvalidScenario("scenario.hits", "more hits than the toy deck can deal")
    life = scenario.life
    events: list[Event] = []
    outcome = ONGOING
    for _ in range(scenario.hits):
        if life == 0:
            outcome = Outcome(Result.GAME_OVER, "player1", Reason.ZERO_LIFE_DAMAGE, ("7-1-4-1-1-1",))
            events.append(
                Event(len(events) + 1, "lose", "ライフ0枚でダメージを受けたので敗北", ("7-1-4-1-1-1",))
            )
            break
        life -= 1
        events.append(
            Event(len(events) + 1, "damage", "ライフを1枚手札に加える", ("7-1-4-1-1",), {"life": life})
        )
    return SimulationResult("toy", outcome, tuple(events), {"life": life})


TOY_RUNNER = ScenarioRunner(game="toy", model=ToyScenario, run=run_toy)
