"""Running the scenario a builder made from a question, and choosing the clauses it cites."""

from __future__ import annotations

from service.answering.citing import Simulated
from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.scenarios.common import NOISE_EVENTS, NOISE_KEYS, is_noise
from service.engine.errors import EngineError, IllegalAction
from service.engine.events import ONGOING, Event
from service.engine.scenario import SimulationResult, simulate


def run_question(game: str | None, facts: Facts) -> tuple[Simulated | None, BuiltScenario | None, str | None]:
    """(simulation, the builder's scenario, a note) for the situation in `facts`, if any."""
    if game is None:
        return None, None, None
    built = build_scenario(game, facts)
    if built is None:
        return None, None, None
    if isinstance(built, Unsupported):
        return None, None, f"シミュレーションなし: {built.reason}"
    try:
        result = simulate(game, built.payload)
    except IllegalAction as exc:
        # onepiece and sve refuse a forbidden action by raising; the refusal is the answer
        event = Event(0, "rejected", exc.message, tuple(exc.rules), {"code": exc.code})
        result = SimulationResult(game, ONGOING, (event,), {})
        rejected = {"code": exc.code, "message": exc.message, "rules": list(exc.rules)}
        return Simulated(game, built.situation, built.payload, result, rejected), built, None
    except EngineError as exc:
        return None, None, f"シミュレーションできませんでした({built.situation}): {exc}"
    return Simulated(game, built.situation, built.payload, result), built, None


def decisive_rules(sim: SimulationResult) -> list[str]:
    """The clauses that decided the result, most decisive first: the outcome's, refusals', then
    those of the events a summary tells, then the rest."""
    rules: list[str] = list(sim.outcome.rules)
    ordered = [e for e in sim.events if e.type == "rejected"]
    ordered += [e for e in sim.events if not is_noise(e) and e.type != "rejected"]
    ordered += [e for e in sim.events if e.type in NOISE_EVENTS and e.type not in ("scenario", "phase")]
    ordered += [e for e in sim.events if e.data.get("key") in NOISE_KEYS]
    for e in ordered:
        rules.extend(r for r in e.rules if r not in rules)
    return rules
