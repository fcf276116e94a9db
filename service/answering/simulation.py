"""Running the scenario a builder made from a question, and choosing the clauses it cites."""

from __future__ import annotations

import logging

from service.answering.citing import Simulated
from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.scenarios.common import NOISE_EVENTS, NOISE_KEYS, is_noise
from service.engine.errors import EngineError, IllegalAction
from service.engine.events import ONGOING, Event
from service.engine.scenario import SimulationResult, simulate

log = logging.getLogger(__name__)


def run_question(game: str | None, facts: Facts) -> tuple[Simulated | None, BuiltScenario | None, str | None]:
    """(simulation, the builder's scenario, a note) for the situation in `facts`, if any."""
    if game is None:
        return None, None, None
    try:
        built = build_scenario(game, facts)
    except Exception:  # a builder bug must not take the cited answer down with it
        log.exception("building a %s scenario failed", game)
        return None, None, "シミュレーションできませんでした: シナリオ作成の内部エラー"
    if built is None:
        if looks_like_scenario(facts):
            return (
                None,
                None,
                (
                    "シミュレーションなし: 質問の状況(数値や攻撃)を読み取りましたが、"
                    "この状況を組み立てるシナリオがこのゲームにはありません。条文の引用で回答しています。"
                ),
            )
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
    except Exception:  # an engine bug must not take the cited answer down with it
        log.exception("simulating %s failed", built.situation)
        return None, None, f"シミュレーションできませんでした({built.situation}): エンジンの内部エラー"
    note = "".join(built.notes) or None
    return Simulated(game, built.situation, built.payload, result), built, note


def looks_like_scenario(facts: Facts) -> bool:
    """Whether the question describes a concrete situation: cards with numbers, player-level
    numbers (ライフ0, 山札0枚), or an attack between named cards."""
    if facts.numbers or any(facts.players.values()):
        return True
    if any(m.stats for m in facts.mentions):
        return True
    return facts.attack and len(facts.mentions) >= 2


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
