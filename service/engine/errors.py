"""Errors raised by the rules engine (root: `EngineError`)."""

from __future__ import annotations


class EngineError(Exception):
    """Root of every error the engine raises."""


class IllegalAction(EngineError, ValueError):
    """An action the rules forbid. `code` is stable and machine-readable; `rules` cite the
    clauses that forbid it."""

    def __init__(self, code: str, message: str, rules: tuple[str, ...]) -> None:
        self.code = code
        self.message = message
        self.rules = rules
        super().__init__(f"{code}: {message} ({', '.join(rules)})")


class InvalidScenario(EngineError, ValueError):
    """A scenario that does not describe a legal position. `field` names the offending field."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


class RuleLoopError(EngineError, RuntimeError):
    """Rule processing did not reach a fixpoint within its iteration cap."""


class GameOver(EngineError, RuntimeError):
    """An action was attempted after the game ended."""
