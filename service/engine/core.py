"""Shared engine core: the `Game` base class every engine subclasses — rule processing, verified
actions and the playout hooks and soundness checks — on top of `primitives.GameState` (the state and
its cited state-change primitives). The value types (`Rng`, `Card`, `PlayerState`, `Action`) live in
`model`, the players and primitives in `primitives`; both are re-exported here, where engines import them.

Every state change goes through a primitive that takes the clause ids justifying it and emits an
`Event`. Per-game modules subclass `Game`, implement their turn structure, actions
(``can_x``/``verify_x``/``x``), ``legal_actions`` and ``rule_check`` (one pass of rule processing).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Self

from service.engine.errors import GameOver, IllegalAction, RuleLoopError
from service.engine.events import Event, Reason
from service.engine.model import Action, Card, GameInvariants, PlayerState, Rng, TargetedPlayouts
from service.engine.primitives import (
    CITATION_OBSERVERS,
    PLAYER1,
    PLAYER2,
    PLAYERS,
    GameState,
    opponent,
)

RULE_PROCESSING_CAP = 1000

# game id -> engine class; filled by `Game.__init_subclass__` so playouts and coverage find every engine.
GAME_CLASSES: dict[str, type[Game]] = {}


def paired_values(rng: Rng, low: int, span: int) -> Callable[[], int]:
    """Per-player values for a targeted setup, ``low + rng.randrange(span)``, the same for both players
    half the time (so both reach an ending at once); call it once a player, where the value is used."""
    same = rng.randrange(2) == 0
    first = low + rng.randrange(span)
    return lambda: first if same else low + rng.randrange(span)


def trim_decks(game: Game, seed: int) -> None:
    """``deck_out``: small decks, equal sizes half the time (so both run out together); before play,
    so not an event and nothing to conserve yet."""
    if "deck" not in game.zone_names:
        return
    keep = paired_values(Rng(seed ^ 0xDEC0), 1, 4)  # at least one: an empty deck before play is no game
    for p in PLAYERS:
        deck = game.zone(p, "deck")
        del deck[: max(len(deck) - keep(), 0)]


class Game(GameState, ABC):
    """Base of every game's engine. Subclasses set `game_id` and `zone_names`, and may name their
    `targeted` playouts and `invariants` modules (the playout hooks below delegate to them)."""

    targeted: ClassVar[TargetedPlayouts | None] = None
    invariants: ClassVar[GameInvariants | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The class that sets a game's id may be its state layer; the subclass adding the full random
        # setup (`new_game`) is the one playouts need, so it takes the entry over.
        if "game_id" in cls.__dict__ or "new_game" in cls.__dict__:
            GAME_CLASSES[cls.game_id] = cls

    @classmethod
    def new_game(cls, seed: int) -> Self:
        """A full random setup (decks, leaders …) ready for its first decision; used by playouts."""
        raise NotImplementedError(f"{cls.__name__} has no full random setup")

    def actor(self) -> str | None:
        """The player whose decision the game waits for (None once over)."""
        return None if self.is_over else self.turn_player

    # ----- rule processing -----------------------------------------------------------------
    @abstractmethod
    def rule_check(self) -> bool:
        """One pass of rule processing; returns True if it changed anything."""

    def run_rule_processing(self) -> None:
        """Run rule processing to a fixpoint; exceeding the cap is an error, never a silent stop."""
        for _ in range(RULE_PROCESSING_CAP):
            if self.is_over or not self.rule_check():
                return
        raise RuleLoopError(f"{self.game_id}: rule processing did not settle in {RULE_PROCESSING_CAP} passes")

    # ----- actions -------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the rules allow now (empty once the game is over)."""

    @abstractmethod
    def verify(self, action: Action) -> None:
        """Raise `IllegalAction` citing the forbidding clause if `action` is not legal now."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a verified action."""

    def can(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        """Verify, carry out and settle `action`; returns the events it produced."""
        if self.is_over:
            raise GameOver(f"{self.game_id}: the game is over ({self.outcome.reason})")
        start = len(self.events)
        self.verify(action)
        self._apply(action)
        self.run_rule_processing()
        return self.events[start:]

    # ----- targeted playouts (playout.py) ------------------------------------------------------
    @classmethod
    def targeted_game(cls, seed: int, profile: str) -> Self:
        """A full random setup pushed toward the endings `profile` names (playout.PROFILES) by the
        game's `targeted` module (low life, equal values, simultaneous losses …); without one, the
        decks are trimmed for ``deck_out`` (`trim_decks`)."""
        game = cls.new_game(seed)
        if cls.targeted is not None:
            cls.targeted.prepare(game, seed, profile)
        elif profile == "deck_out":
            trim_decks(game, seed)
        return game

    def policy_weight(self, action: Action, profile: str) -> int:
        """How much a targeted playout prefers `action` (1: uniform); ``concede`` mostly plays on."""
        if self.targeted is None:
            return 1
        if profile == "concede":
            return 1 if action.kind == "concede" else 40
        return self.targeted.weight(self, action, profile)

    def extra_playout_actions(self, profile: str) -> list[Action]:
        """Actions a targeted playout may take beside `legal_actions`: conceding (投了) in the
        ``concede`` profile, for a game with `targeted` playouts."""
        if self.targeted is None or profile != "concede":
            return []
        actor = self.actor()
        return [] if actor is None else [Action("concede", actor)]

    def loss_conditions(self) -> dict[str, tuple[str, ...]]:
        """Players whose defeat condition holds in this state, with the clauses saying so. Read from
        the state, not from the engine's bookkeeping, so a missed rule processing shows."""
        return {}

    def value_violations(self) -> list[str]:
        """Life / health / damage-zone values outside what the rules allow."""
        return [] if self.invariants is None else self.invariants.value_violations(self)

    def semantic_violations(self) -> list[str]:
        """The checks below plus the game's own endings (its `invariants` module's `outcome_problems`)."""
        problems = self._defeat_violations()
        if self.invariants is not None:
            problems.extend(self.invariants.outcome_problems(self))
        return problems

    def _defeat_violations(self) -> list[str]:
        """A game whose loss condition holds is over; values stay within their rules; a finished
        game's outcome names a loser that met a condition and cites that condition's clause."""
        problems = self.value_violations()
        met = self.loss_conditions()
        if not self.is_over:
            problems.extend(
                f"{p} meets a defeat condition ({', '.join(r)}) but the game goes on" for p, r in met.items()
            )
            return problems
        reason = self.outcome.reason
        if reason is Reason.CONCESSION or reason is Reason.TURN_LIMIT:
            return problems
        if type(self).loss_conditions is Game.loss_conditions:
            return problems  # the game does not state its defeat conditions yet: nothing to compare
        losers = list(PLAYERS) if self.outcome.draw else [opponent(str(self.outcome.winner))]
        for p in losers:
            if p not in met:
                problems.append(f"{p} lost ({reason}) without meeting a defeat condition")
            elif not set(met[p]) & set(self.outcome.rules):
                problems.append(f"the outcome cites {self.outcome.rules}, not {p}'s condition {met[p]}")
        return problems

    # ----- invariants ----------------------------------------------------------------------
    def uid_census(self) -> dict[str, int]:
        """How many zones hold each card uid (every value must be 1)."""
        census: dict[str, int] = {}
        for card in self.all_cards():
            census[card.uid] = census.get(card.uid, 0) + 1
        return census

    def invariant_violations(self, expected_uids: frozenset[str] | None = None) -> list[str]:
        """Broken state invariants (empty when sound). Games extend this with their own checks."""
        problems: list[str] = []
        uids = [c.uid for ps in self.players.values() for cards in ps.zones.values() for c in cards]
        unique = frozenset(uids)
        if len(unique) == len(uids) and (expected_uids is None or unique == expected_uids):
            census: dict[str, int] = {}
        else:
            census = self.uid_census()
        problems.extend(f"card {uid} is in {n} places" for uid, n in census.items() if n != 1)
        if expected_uids is not None and unique != expected_uids:
            lost = sorted(expected_uids - census.keys())
            new = sorted(census.keys() - expected_uids)
            problems.append(f"card conservation broken: lost {lost}, appeared {new}")
        if self.is_over and not self.outcome.rules:
            problems.append("the outcome cites no rule")
        return problems


__all__ = [
    "CITATION_OBSERVERS",
    "GAME_CLASSES",
    "PLAYER1",
    "PLAYER2",
    "PLAYERS",
    "RULE_PROCESSING_CAP",
    "Action",
    "Card",
    "Game",
    "GameInvariants",
    "PlayerState",
    "Rng",
    "TargetedPlayouts",
    "opponent",
    "paired_values",
    "trim_decks",
]
