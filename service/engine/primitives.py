"""A game's state and the cited primitives that are the only ways to change it: players' zones and
counters, card lookup, events, the outcome, and the JSON form a game is saved and restored in.

`GameState` knows no rules: `core.Game` adds rule processing, actions and the playout hooks on top.
Every primitive takes the clause ids justifying the change and emits an `Event`; one without a clause
is an error, so nothing changes the state uncited.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, Self

from service.engine.errors import EngineError, IllegalAction
from service.engine.events import ONGOING, Event, Outcome, Reason, Result
from service.engine.model import Card, PlayerState, Rng

PLAYER1 = "player1"
PLAYER2 = "player2"
PLAYERS: tuple[str, str] = (PLAYER1, PLAYER2)

# Called with (game id, cited clauses) for every event emitted: how `rulecite engine coverage` learns
# which clauses the test suite's engine runs actually cite (tests/coverage_plugin.py installs one).
CITATION_OBSERVERS: list[Callable[[str, tuple[str, ...]], None]] = []


def opponent(player: str) -> str:
    return PLAYER2 if player == PLAYER1 else PLAYER1


class GameState:
    """Players, zones, counters, turn and phase, the event log and the outcome of one game; subclasses
    (every engine, through `core.Game`) set `game_id` and `zone_names`."""

    game_id: ClassVar[str]
    zone_names: ClassVar[tuple[str, ...]]
    # the clause that sends a card its controller holds but does not own to its owner's zone when it
    # leaves the field (kiseki 502.5, ninjaslayer 302.5); None: the game keeps no such control
    owner_zone_rule: ClassVar[str | None] = None

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
        rule = self.owner_zone_rule  # a card controlled, not owned, leaving the field for its owner's zone
        if rule is not None and owner != card.owner and to_player == card.owner and to_zone != "field":
            rules, text = (*rules, rule), f"{text}(持ち主 {card.owner} の領域)"
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

    def set_counter(
        self, player: str, key: str, value: int, rules: Iterable[str], text: str, **data: Any
    ) -> Event:
        self.players[player].counters[key] = value
        return self.emit("counter", text, rules, player=player, key=key, value=value, **data)

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
        GameState.__init__(game, 0)
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
