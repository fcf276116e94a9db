"""ニンジャスレイヤーTCG scenario-test helpers: the simulation call and the aisatsu action."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult, simulate


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("ninjaslayer", payload)


def aisatsu(attacker: str, target: str) -> dict[str, Any]:
    return {"kind": "aisatsu", "attacker": attacker, "target": target}
