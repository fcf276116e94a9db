"""Shared engine core: the `Game` base class with its cited state-change primitives (the value types,
`Rng`, `Card`, `PlayerState`, `Action`, live in `model` and are re-exported here).

Every state change goes through a primitive that takes the clause ids justifying it and emits an
`Event`. Per-game modules subclass `Game`, implement their turn structure, actions
(``can_x``/``verify_x``/``x``), ``legal_actions`` and ``rule_check`` (one pass of rule processing).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, Self

from service.engine.errors import EngineError, GameOver, IllegalAction, RuleLoopError
from service.engine.events import ONGOING, Event, Outcome, Reason, Result
from service.engine.model import Action, Card, GameInvariants, PlayerState, Rng, TargetedPlayouts

PLAYER1 = "player1"
PLAYER2 = "player2"
PLAYERS: tuple[str, str] = (PLAYER1, PLAYER2)

RULE_PROCESSING_CAP = 1000

# game id -> engine class; filled by `Game.__init_subclass__` so playouts and coverage find every engine.
GAME_CLASSES: dict[str, type[Game]] = {}

# Called with (game id, cited clauses) for every event emitted: how `rulecite engine coverage` learns
# which clauses the test suite's engine runs actually cite (tests/coverage_plugin.py installs one).
CITATION_OBSERVERS: list[Callable[[str, tuple[str, ...]], None]] = []


def opponent(player: str) -> str:
    return PLAYER2 if player == PLAYER1 else PLAYER1


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


class Game(ABC):
    """Base of every game's engine. Subclasses set `game_id` and `zone_names`, and may name their
    `targeted` playouts and `invariants` modules (the playout hooks below delegate to them)."""

    game_id: ClassVar[str]
    zone_names: ClassVar[tuple[str, ...]]
    targeted: ClassVar[TargetedPlayouts | None] = None
    invariants: ClassVar[GameInvariants | None] = None

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.players: dict[str, PlayerState] = {
            p: PlayerState(p, {z: [] for z in self.zone_names}) for p in PLAYERS
        }
        self.turn = 1
        self.turn_player = PLAYER1
        self.first_player = PLAYER1
        self.phase = "setup"
        self.step: str | None = None
        self.events: list[Event] = []
        self.outcome: Outcome = ONGOING
        self._uid = 0

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

    # ----- identity and lookup -------------------------------------------------------------
    def new_uid(self, owner: str) -> str:
        self._uid += 1
        return f"{owner[-1]}-{self._uid}"

    def zone(self, player: str, name: str) -> list[Card]:
        return self.players[player].zones[name]

    def find(self, uid: str) -> tuple[str, str, Card]:
        """(player, zone, card) of the card with this uid."""
        # A location hint makes the common case one short zone scan; it is verified, never trusted.
        hints: dict[str, tuple[str, str]] = self.__dict__.setdefault("_where", {})
        hint = hints.get(uid)
        if hint is not None:
            for c in self.players[hint[0]].zones[hint[1]]:
                if c.uid == uid:
                    return hint[0], hint[1], c
        for p, ps in self.players.items():
            for z, cards in ps.zones.items():
                for c in cards:
                    if c.uid == uid:
                        hints[uid] = (p, z)
                        return p, z, c
        raise IllegalAction("unknown_card", f"カード {uid} は存在しません", ())

    def all_cards(self) -> Iterable[Card]:
        for ps in self.players.values():
            for cards in ps.zones.values():
                yield from cards

    @property
    def is_over(self) -> bool:
        return self.outcome.result is Result.GAME_OVER

    # ----- primitives: the only ways to change state ----------------------------------------
    def emit(self, type_: str, text: str, rules: Iterable[str], **data: Any) -> Event:
        cited = tuple(rules)
        if not cited:
            raise EngineError(f"event {type_!r} has no justifying clause")
        event = Event(len(self.events) + 1, type_, text, cited, data)
        self.events.append(event)
        for observe in CITATION_OBSERVERS:
            observe(self.game_id, cited)
        return event

    def move_card(
        self,
        card: Card,
        to_player: str,
        to_zone: str,
        rules: Iterable[str],
        text: str,
        *,
        top: bool = True,
        reset_flags: bool = True,
    ) -> Event:
        owner, from_zone, _ = self.find(card.uid)
        self.players[owner].zones[from_zone].remove(card)
        if reset_flags:
            # 新しい領域では新しいカード: per-instance state does not follow a card between zones.
            card.flags.clear()
        dest = self.players[to_player].zones[to_zone]
        self.__dict__.setdefault("_where", {})[card.uid] = (to_player, to_zone)
        if top:
            dest.append(card)
        else:
            dest.insert(0, card)
        return self.emit(
            "move",
            text,
            rules,
            card=card.uid,
            name=card.name,
            from_player=owner,
            from_zone=from_zone,
            to_player=to_player,
            to_zone=to_zone,
        )

    def set_flag(
        self, card: Card, key: str, value: Any, rules: Iterable[str], text: str, *, event: str = "set_state"
    ) -> Event:
        """Set per-instance state; `event` names a change that is an outcome (damage), not bookkeeping."""
        card.flags[key] = value
        return self.emit(event, text, rules, card=card.uid, key=key, value=value)

    def change_counter(
        self, player: str, key: str, delta: int, rules: Iterable[str], text: str, **data: Any
    ) -> Event:
        counters = self.players[player].counters
        counters[key] = counters.get(key, 0) + delta
        return self.emit(
            "counter", text, rules, player=player, key=key, delta=delta, value=counters[key], **data
        )

    def set_counter(self, player: str, key: str, value: int, rules: Iterable[str], text: str) -> Event:
        self.players[player].counters[key] = value
        return self.emit("counter", text, rules, player=player, key=key, value=value)

    def end_game(
        self,
        winner: str | None,
        reason: Reason,
        rules: Iterable[str],
        text: str,
        *,
        draw: bool = False,
        notes: Iterable[str] = (),
        **data: Any,
    ) -> Event:
        cited = tuple(rules)
        noted = tuple(notes)
        self.outcome = Outcome(Result.GAME_OVER, winner, reason, cited, draw=draw, notes=noted)
        if noted:
            data["notes"] = list(noted)
        return self.emit("game_over", text, cited, winner=winner, reason=reason.value, draw=draw, **data)

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

    # ----- serialisation -------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "turn": self.turn,
            "turn_player": self.turn_player,
            "first_player": self.first_player,
            "phase": self.phase,
            "step": self.step,
            "rng": self.rng.to_json(),
            "players": {p: ps.to_json() for p, ps in self.players.items()},
            "outcome": self.outcome.to_json(),
            "uid_counter": self._uid,
            "extra": self.extra_json(),
        }

    def extra_json(self) -> dict[str, Any]:
        """Game-specific state beyond the shared fields (override when needed)."""
        return {}

    def load_extra_json(self, extra: Mapping[str, Any]) -> None:
        """Restore what `extra_json` wrote (override together with it)."""
        return None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a game from `to_json` output (events are not part of the state)."""
        game = cls.__new__(cls)
        Game.__init__(game, 0)
        rng = data["rng"]
        game.rng = Rng(int(rng["seed"]), int(rng["cursor"]))
        game.turn = int(data["turn"])
        game.turn_player = str(data["turn_player"])
        game.first_player = str(data["first_player"])
        game.phase = str(data["phase"])
        game.step = data.get("step")
        for p, ps in data["players"].items():
            game.players[p] = PlayerState(
                p,
                {z: [Card.from_json(c) for c in cards] for z, cards in ps["zones"].items()},
                {str(k): int(v) for k, v in ps.get("counters", {}).items()},
            )
        game.outcome = Outcome.from_json(data["outcome"])
        game._uid = int(data.get("uid_counter", 0))
        game.load_extra_json(data.get("extra", {}))
        return game

    def restore(self, state: Mapping[str, Any], events: int) -> None:
        """Go back to `state` (from `to_json`) and its first `events` events: a refused scripted
        action that had started (an attack whose block is then refused) leaves no trace."""
        kept = self.events[:events]
        fresh = type(self).from_json(state)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        self.events = kept

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
