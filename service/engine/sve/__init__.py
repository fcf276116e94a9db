"""Shadowverse Evolve engine (vanilla cards) and its scenario runner."""

from __future__ import annotations

from service.engine.scenario import register
from service.engine.sve.game import SveGame
from service.engine.sve.scenario import RUNNER, SveScenario

register(RUNNER)

__all__ = ["SveGame", "SveScenario"]
