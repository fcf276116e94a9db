"""Readers of a `SimulationResult` shared by the engines' scenario tests."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult


def zone(res: SimulationResult, player: str, name: str) -> list[dict[str, Any]]:
    zones: dict[str, list[dict[str, Any]]] = res.final_state["players"][player]["zones"]
    return zones[name]


def counter(res: SimulationResult, player: str, key: str) -> int:
    value: int = res.final_state["players"][player]["counters"][key]
    return value


def cited(res: SimulationResult, rule: str, type_: str | None = None) -> list[dict[str, Any]]:
    return [e.to_json() for e in res.events if rule in e.rules and (type_ is None or e.type == type_)]


def rejected(res: SimulationResult) -> list[dict[str, Any]]:
    return [e.to_json() for e in res.events if e.type == "rejected"]
