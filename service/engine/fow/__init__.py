"""Force of Will §10 game actions as cited operations on a minimal state."""

from __future__ import annotations

from typing import Any

from service.engine.fow.game import FowGame
from service.engine.fow.scenario import FowScenario, run
from service.engine.scenario import ScenarioRunner, SimulationResult, register


def _run(scenario: Any) -> SimulationResult:
    return run(scenario)


register(ScenarioRunner("fow", FowScenario, _run))

__all__ = ["FowGame", "FowScenario", "run"]
