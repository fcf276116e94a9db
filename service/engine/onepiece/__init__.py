"""ONE PIECE CARD GAME engine (vanilla cards) and its scenario runner."""

from __future__ import annotations

from service.engine.onepiece.game import OnePieceGame
from service.engine.onepiece.scenario import RUNNER, OnePieceScenario
from service.engine.scenario import register

register(RUNNER)

__all__ = ["OnePieceGame", "OnePieceScenario"]
