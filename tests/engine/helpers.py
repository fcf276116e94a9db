"""Readers of a `SimulationResult` shared by the engines' scenario tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.engine.errors import IllegalAction
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


@dataclass(frozen=True, slots=True)
class Refusal:
    """The first action a scenario refused, as the `IllegalAction` the engine recorded (`value`),
    with the whole result: the run went on after it (docs/engine.md, illegal-action policy)."""

    value: IllegalAction
    result: SimulationResult


def refusal(res: SimulationResult) -> Refusal:
    assert res.rejected, "expected a refused action"
    first = res.rejected[0]
    event = next(e for e in res.events if e.type == "rejected")
    # a refused action changes nothing: the next event is not a leftover of it
    assert event.rules == tuple(first["rules"])
    return Refusal(IllegalAction(str(first["code"]), str(first["message"]), tuple(first["rules"])), res)
