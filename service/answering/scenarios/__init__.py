"""Turning extracted `Facts` into engine scenarios, one module per game.

Each game module exposes ``BUILDERS``: functions ``(facts) -> BuiltScenario | Unsupported | None``
tried in order; ``None`` means "not this kind of situation", `Unsupported` means "this is a situation
the engine cannot run" (the reason goes to the answer's notes).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from service.answering.extract import Facts
from service.engine.scenario import SimulationResult


@dataclass(frozen=True, slots=True)
class BuiltScenario:
    situation: str  # which recogniser built it (e.g. "onepiece.attack")
    payload: Mapping[str, Any]  # the scenario JSON, runnable through /simulate
    summarize: Callable[[SimulationResult], str]  # the answer's first sentence (Japanese)
    # assumptions (a documented default the question did not state) and limits of the model;
    # `run_question` passes them to the answer's notes
    notes: tuple[str, ...] = ()
    # the spans of quoted card texts the plan read whole into its scenario (`reading.card_text`): the
    # facts inside them are the plan's (the gate counts them used)
    quoted: tuple[tuple[int, int], ...] = ()
    # those of them the plan put on a card as that card's own (a damage replacement 「このフォロワーが受ける
    # ダメージを2減らす」 the told card has): the gate counts such a quote held (`inverse.withheld`)
    held: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Unsupported:
    reason: str


Builder = Callable[[Facts], BuiltScenario | Unsupported | None]


def builders(game: str) -> tuple[Builder, ...]:
    try:
        module = importlib.import_module(f"service.answering.scenarios.{game}")
    except ModuleNotFoundError:
        return ()
    found: tuple[Builder, ...] = module.BUILDERS
    return found


def build_scenario(game: str, facts: Facts) -> BuiltScenario | Unsupported | None:
    """The first builder of `game` that recognises the situation, else None."""
    unsupported: Unsupported | None = None
    for build in builders(game):
        built = build(facts)
        if isinstance(built, BuiltScenario):
            return built
        if isinstance(built, Unsupported) and unsupported is None:
            unsupported = built
    return unsupported
