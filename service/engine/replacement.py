"""Replacement effects applied to one event as it is about to happen — the rules the games that write them
down share (kiseki 1201.2c / 1216, ninjaslayer 1201.2c / 1214, sve 10.2.1.3 / 10.10).

A replacement names the event it replaces (``replaces``: ``stun``, ``destroy``, ``discard`` …) and the event
done instead (``instead``). `resolve` takes the event an engine is about to carry out and the replacements
that watch it: the original event does not happen, only the new one (kiseki 1216.1, ninjaslayer 1214.1,
sve 10.10.1 / 10.10.1.1); with several for the same event the player the event applies to picks one at a
time — the order given is that player's choice (kiseki 1216.2, ninjaslayer 1214.2, sve 10.10.2.2); each
applies at most once to the one event (kiseki 1216.3, ninjaslayer 1214.3, sve 10.10.2.3), so a new event
another replacement watches is replaced again, never by one already applied. The engine then carries out
the event `resolve` returns, citing the returned clauses; the consequences of the replaced event (its
スタンダメージ, a 「…された時」 trigger) never happen because that event never did.

The engine knows event kinds, not words: the answering layer reads 「スタンする代わりに…」 into them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from service.engine.core import Card


class _Game(Protocol):
    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Any: ...

    def move_card(self, card: Card, to_player: str, to_zone: str, rules: Any, text: str) -> Any: ...


@dataclass(frozen=True, slots=True)
class ReplacementClauses:
    """One game's replacement clauses."""

    defined: str  # what a replacement effect is
    instead: str  # the original event does not happen, only the new one
    chooser: str  # several for one event: who picks which applies
    once: str  # each applies at most once to one event
    cost: str  # a cost replaced still counts as performed


CLAUSES: dict[str, ReplacementClauses] = {
    "kiseki": ReplacementClauses("1201.2c", "1216.1", "1216.2", "1216.3", "1203.3"),
    "ninjaslayer": ReplacementClauses("1201.2c", "1214.1", "1214.2", "1214.3", "1203.3"),
    "sve": ReplacementClauses("10.2.1.3", "10.10.1.1", "10.10.2.2", "10.10.2.3", "10.6.2.5.1"),
}


@dataclass(frozen=True, slots=True)
class Replacement:
    replaces: str
    instead: str


@dataclass(frozen=True, slots=True)
class Resolution:
    """What happens: the event carried out, whether it is the original one, and the clauses applied."""

    event: str
    replaced: bool
    rules: tuple[str, ...]


def resolve(game: str, event: str, replacements: Sequence[Replacement]) -> Resolution:
    """The event that happens in place of `event` under `replacements` (in the affected player's order)."""
    clauses = CLAUSES[game]
    applied: list[Replacement] = []
    rules: list[str] = []
    current = event
    while True:
        watching = [r for r in replacements if r.replaces == current and r not in applied]
        if not watching:
            break
        if len(watching) > 1 and clauses.chooser not in rules:
            rules.append(clauses.chooser)  # the affected player picks which one applies first
        chosen = watching[0]
        applied.append(chosen)
        current = chosen.instead
        for clause in (clauses.defined, clauses.instead):
            if clause not in rules:
                rules.append(clause)
    if len(applied) > 1 or any(r.replaces == current for r in replacements):
        rules.append(clauses.once)  # an applied one does not apply again to the same event
    return Resolution(current, bool(applied), tuple(rules))


def held(card: Card) -> list[Replacement]:
    """The replacements a card's spec put on it (``flags["replacements"]``: [replaces, instead] pairs)."""
    return [Replacement(str(a), str(b)) for a, b in card.flags.get("replacements", ())]


def replaced_by(
    game: _Game,
    game_id: str,
    card: Card,
    event: str,
    rules: tuple[str, ...],
    moves: Mapping[str, tuple[str, str, str]],
    move: Callable[[Card, str, tuple[str, ...], str], Any] | None = None,
) -> Resolution | None:
    """The resolution when a replacement `card` holds takes the place of `event` about to happen to it,
    recorded as a ``replaced`` event; a new event that moves the card (`moves`: instead → zone, its clause,
    its words) is carried out too, by `move` (card, zone, clauses, words) when the game moves a card off
    its field its own way. None when nothing replaces it (the engine goes on with `event`)."""
    done = resolve(game_id, event, held(card))
    if not done.replaced:
        return None
    cited = (*rules, *done.rules)
    said = f"{card.name} は置換効果により元の行動を行わず、置換後の行動を行う(元の行動は発生しない)"
    game.emit("replaced", said, cited, card=card.uid, replaced=event, instead=done.event)
    if done.event in moves:
        zone, clause, words = moves[done.event]
        said = f"{card.name} は代わりに{words}"
        if move is not None:
            move(card, zone, (*cited, clause), said)
        else:
            game.move_card(card, card.owner, zone, (*cited, clause), said)
    return done


__all__ = ["CLAUSES", "Replacement", "ReplacementClauses", "Resolution", "held", "replaced_by", "resolve"]
