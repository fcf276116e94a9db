"""Continuous number changes applied in the rulebook's order (sve 10.9.1, kiseki 1215, ninjaslayer 1213).

A card's number (攻撃力, STR, カラテ …) starts from what is printed on it and then takes every continuous
effect that changes a number, in the order the effects began: the three rulebooks put all number
changes in one layer (sve 10.9.1.4, kiseki 1215.1f, ninjaslayer 1213.1f) and order them there by when
each began (sve 10.9.1.6, kiseki 1215.3b, ninjaslayer 1213.3b). A change that *sets* the number (「攻撃力を
1にする」) replaces what the earlier ones made (kiseki 1215.5, ninjaslayer 1213.5); a later +N adds to it.

The changes a scenario tells as already made (`ChangeSpec`, a card spec's ``changes``) are resolved once at
set-up: `layer` gives each step with the value before and after it, the value now, and the value once
the changes lasting only this turn have ended (what remains is what the earlier set made of it). Each game
records the result in its own additive fields — one delta lasting the game, one ending with the turn —
so every later effect, which begins later, adds on top in the right order. A game cites its own clauses
(`LayerClauses`); this module knows no game and no language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.model import Card
from service.engine.primitives import GameState

Op = Literal["add", "set"]
Lasts = Literal["game", "turn"]


class ChangeSpec(BaseModel):
    """One continuous number change a card already has, in the order the changes began."""

    # strict as every scenario model: a JSON "3" is not the number 3
    model_config = ConfigDict(extra="forbid", strict=True)

    stat: str = Field(
        description="変更される数値の項目 (sve attack/health、kiseki STR/DEF、ninjaslayer karate/durability)"
    )
    op: Op = Field(description="add: 数値を増減する (+N/-N)、set: 特定の値にする (「…を N にする」)")
    value: int = Field(ge=-100000, le=100000, description="増減量、または変更後の値")
    lasts: Lasts = Field(default="game", description="turn: 「このターン中」「ターン終了時まで」の効果")


@dataclass(frozen=True, slots=True)
class LayerClauses:
    """The clauses a game cites for a step: an increase, a decrease, a set, and the order of changes."""

    increase: tuple[str, ...]
    decrease: tuple[str, ...]
    set_to: tuple[str, ...]
    order: tuple[str, ...]

    def of(self, change: ChangeSpec, ordered: bool) -> tuple[str, ...]:
        own = self.set_to if change.op == "set" else self.increase if change.value >= 0 else self.decrease
        return (*own, *self.order) if ordered else own


@dataclass(frozen=True, slots=True)
class LayerStep:
    change: ChangeSpec
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class Layered:
    """The steps in order, the value with all of them, and the value once the turn's changes ended."""

    steps: tuple[LayerStep, ...]
    now: int
    lasting: int

    @property
    def ordered(self) -> bool:
        """Whether the order decided anything: a set together with another change."""
        return any(s.change.op == "set" for s in self.steps) and len(self.steps) > 1


def _apply(value: int, change: ChangeSpec) -> int:
    return change.value if change.op == "set" else value + change.value


def layer(base: int, changes: Sequence[ChangeSpec]) -> Layered:
    """Apply `changes` to `base` in their order; ``lasting`` leaves out those that last the turn."""
    steps: list[LayerStep] = []
    value = base
    for change in changes:
        after = _apply(value, change)
        steps.append(LayerStep(change, value, after))
        value = after
    lasting = base
    for change in changes:
        if change.lasts == "game":
            lasting = _apply(lasting, change)
    return Layered(tuple(steps), value, lasting)


def by_stat(changes: Iterable[ChangeSpec]) -> dict[str, list[ChangeSpec]]:
    """The changes grouped per number, each group in the order given."""
    out: dict[str, list[ChangeSpec]] = {}
    for change in changes:
        out.setdefault(change.stat, []).append(change)
    return out


def record(
    game: GameState, card: Card, name: str, base: int, changes: Sequence[ChangeSpec], clauses: LayerClauses
) -> Layered:
    """Emit one ``modify`` event per step of `changes` on `card`'s number called `name` (printed `base`),
    each citing the game's clause for it — with the order clauses when a set makes the order matter."""
    layered = layer(base, changes)
    for step in layered.steps:
        change = step.change
        said = f"を{change.value}にする" if change.op == "set" else f"{change.value:+d}"
        turn = "(このターン中)" if change.lasts == "turn" else ""
        game.emit(
            "modify",
            f"{card.name} の{name}{step.before}{said}{turn}: {name}{step.after}",
            clauses.of(change, layered.ordered),
            card=card.uid,
            stat=change.stat,
            value=step.after,
        )
    return layered
