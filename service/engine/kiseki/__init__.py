"""軌跡 TCG rules engine (準備/戦闘/回復 phases, stun damage, overkill, スクラムサポート, icon crafts)."""

from __future__ import annotations

from typing import Any

from service.engine.kiseki.game import KisekiGame
from service.engine.kiseki.scenario import KisekiScenario, run
from service.engine.scenario import ScenarioRunner, SimulationResult, register


def _run(scenario: Any) -> SimulationResult:
    return run(scenario)


register(ScenarioRunner("kiseki", KisekiScenario, _run))

__all__ = ["KisekiGame", "KisekiScenario", "run"]
