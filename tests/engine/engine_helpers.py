"""Shared helpers for engine tests."""

from __future__ import annotations

from typing import Any

from service.engine.events import Event
from service.engine.scenario import SimulationResult, simulate


def run(game: str, payload: dict[str, Any]) -> SimulationResult:
    return simulate(game, payload)


def cited(result: SimulationResult) -> set[str]:
    return {r for e in result.events for r in e.rules}


def events_citing(result: SimulationResult, clause: str) -> list[Event]:
    return [e for e in result.events if clause in e.rules]


def zone(result: SimulationResult, player: str, name: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = result.final_state["players"][player]["zones"][name]
    return cards


def counter(result: SimulationResult, player: str, key: str) -> int:
    value: int = result.final_state["players"][player]["counters"].get(key, 0)
    return value


def uids(result: SimulationResult, player: str, name: str) -> list[str]:
    return [c["uid"] for c in zone(result, player, name)]
