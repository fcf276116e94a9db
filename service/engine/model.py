"""Engine value types shared by every game: the deterministic RNG, cards, player state, actions; and
the shapes of a game's playout modules (`TargetedPlayouts`, `GameInvariants`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from service.engine.errors import EngineError


class Rng:
    """SplitMix64 keyed by (seed, cursor): the whole RNG state is two integers, so a game state
    serialises to JSON and replays identically."""

    __slots__ = ("cursor", "seed")
    _MASK = (1 << 64) - 1

    def __init__(self, seed: int, cursor: int = 0) -> None:
        self.seed = seed & self._MASK
        self.cursor = cursor

    def next_u64(self) -> int:
        self.cursor += 1
        z = (self.seed + self.cursor * 0x9E3779B97F4A7C15) & self._MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self._MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self._MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        if n <= 0:
            raise EngineError(f"randrange needs a positive bound, got {n}")
        return self.next_u64() % n

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[Any]) -> Any:
        return items[self.randrange(len(items))]

    def to_json(self) -> dict[str, int]:
        return {"seed": self.seed, "cursor": self.cursor}


@dataclass(slots=True)
class Card:
    """A card instance. `stats` holds the numbers a game uses (power, cost, attack, defense …),
    `flags` the mutable per-instance state (rested, damage, attached DON!!, entered_turn …)."""

    uid: str
    name: str
    kind: str
    owner: str
    stats: dict[str, int] = field(default_factory=dict)
    keywords: frozenset[str] = frozenset()
    flags: dict[str, Any] = field(default_factory=dict)
    # printed effects (service.engine.effects.Effect as JSON); printed, so they follow the card
    effects: tuple[Mapping[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "uid": self.uid,
            "name": self.name,
            "kind": self.kind,
            "owner": self.owner,
            "stats": dict(self.stats),
            "keywords": sorted(self.keywords),
            "flags": dict(self.flags),
        }
        if self.effects:
            data["effects"] = [dict(e) for e in self.effects]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Card:
        return cls(
            uid=str(data["uid"]),
            name=str(data["name"]),
            kind=str(data["kind"]),
            owner=str(data["owner"]),
            stats={str(k): int(v) for k, v in dict(data.get("stats", {})).items()},
            keywords=frozenset(str(k) for k in data.get("keywords", ())),
            flags=dict(data.get("flags", {})),
            effects=tuple(dict(e) for e in data.get("effects", ())),
        )


@dataclass(slots=True)
class PlayerState:
    name: str
    zones: dict[str, list[Card]]
    counters: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "zones": {z: [c.to_json() for c in cards] for z, cards in self.zones.items()},
            "counters": dict(self.counters),
        }


@dataclass(frozen=True, slots=True)
class Action:
    """A player's action: `kind` (e.g. ``attack``), acting `player`, and parameters."""

    kind: str
    player: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "params": dict(self.params)}


class TargetedPlayouts(Protocol):
    """A game's ``targeted`` module (playout.PROFILES): a setup and a policy reaching its hard endings."""

    def prepare(self, game: Any, seed: int, profile: str) -> None: ...

    def weight(self, game: Any, action: Action, profile: str) -> int: ...


class GameInvariants(Protocol):
    """A game's ``invariants`` module: its value bounds and its own endings (`Game.semantic_violations`)."""

    def value_violations(self, game: Any) -> list[str]: ...

    def outcome_problems(self, game: Any) -> list[str]: ...
