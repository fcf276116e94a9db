"""ニンジャスレイヤーTCG rules engine (start/キャラクター/イクサ/エンド phases, damage checks, keywords)."""

from __future__ import annotations

from typing import Any

from service.engine.ninjaslayer.game import NinjaSlayerGame
from service.engine.ninjaslayer.scenario import NinjaslayerScenario, run
from service.engine.scenario import ScenarioRunner, SimulationResult, register


def _run(scenario: Any) -> SimulationResult:
    return run(scenario)


register(ScenarioRunner("ninjaslayer", NinjaslayerScenario, _run))

__all__ = ["NinjaSlayerGame", "NinjaslayerScenario", "run"]
