"""軌跡 TCG scenario-test helpers: the simulation call and the payload pieces the tests build from."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult, simulate


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("kiseki", payload)


def attack(attackers: list[str], target: str) -> dict[str, Any]:
    return {"kind": "attack", "attackers": attackers, "target": target}


def unit(uid: str, cp: int = 1, str_: int = 1, def_: int = 1, **more: Any) -> dict[str, Any]:
    return {"id": uid, "cp_cost": cp, "STR": str_, "DEF": def_, **more}
