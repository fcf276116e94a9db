"""Frozen records the engine emits: events, outcomes, results."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Result(StrEnum):
    ONGOING = "ongoing"
    GAME_OVER = "game_over"


class Reason(StrEnum):
    """Why a game ended (python-chess `Termination` style)."""

    ZERO_LIFE_DAMAGE = "zero_life_damage"  # onepiece 1-2-1-1-1
    DECK_OUT = "deck_out"  # drew from / left with an empty deck
    LEADER_DEFEATED = "leader_defeated"  # sve leader health <= 0
    DAMAGE_ZONE_FULL = "damage_zone_full"  # ninjaslayer damage zone threshold
    LIFE_ZERO = "life_zero"  # fow / kiseki life reaches 0
    SIMULTANEOUS = "simultaneous"  # both players met a defeat condition at once
    CONCESSION = "concession"
    TURN_LIMIT = "turn_limit"  # playouts only: cap reached
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Event:
    """One state change (or decision) with the clauses that justify it.

    `text` is Japanese, for people; `data` is machine-readable detail (JSON-serialisable)."""

    seq: int
    type: str
    text: str
    rules: tuple[str, ...]
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "type": self.type,
            "text": self.text,
            "rules": list(self.rules),
            "data": dict(self.data),
        }


@dataclass(frozen=True, slots=True)
class Outcome:
    """`result` is ongoing or game_over; `winner` None with `draw` True is a draw."""

    result: Result
    winner: str | None
    reason: Reason | None
    rules: tuple[str, ...]
    draw: bool = False
    # Notes on how the rules were read (e.g. a contradiction the engine resolved one way).
    notes: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.result.value,
            "winner": self.winner,
            "draw": self.draw,
            "reason": self.reason.value if self.reason else None,
            "rules": list(self.rules),
            "notes": list(self.notes),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        reason = data.get("reason")
        return cls(
            Result(data["status"]),
            data.get("winner"),
            Reason(reason) if reason else None,
            tuple(data.get("rules", ())),
            draw=bool(data.get("draw", False)),
            notes=tuple(data.get("notes", ())),
        )


ONGOING = Outcome(Result.ONGOING, None, None, ())
