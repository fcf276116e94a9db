"""Random legal playouts from full setups, with invariant checks after every step.

`playout(game_factory, seed, max_actions)` works for any `Game` whose class implements `new_game`
(pass ``SomeGame.new_game``). The random policy has its own RNG so it never disturbs the game's.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from service.engine.core import GAME_CLASSES, Game, Rng
from service.engine.errors import EngineError, IllegalAction
from service.engine.events import Outcome

DEFAULT_MAX_ACTIONS = 5000
_POLICY_SALT = 0x5EED_F00D_CAFE


class InvariantViolation(EngineError, AssertionError):
    """A playout broke an engine invariant (a bug in an engine, never a player error)."""


@dataclass(frozen=True, slots=True)
class PlayoutResult:
    game: str
    seed: int
    actions: int
    outcome: Outcome
    capped: bool
    trace: tuple[str, ...]
    cited: frozenset[str]
    final_state: dict[str, Any] = field(compare=False, hash=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "actions": self.actions,
            "capped": self.capped,
            "outcome": self.outcome.to_json(),
        }


def check_round_trip(game: Game) -> None:
    """The state survives JSON and `from_json`, and the restored game offers the same actions."""
    data = game.to_json()
    restored = type(game).from_json(json.loads(json.dumps(data)))
    if restored.to_json() != data:
        raise InvariantViolation(f"{game.game_id}: state changed in a JSON round trip")
    if [a.to_json() for a in restored.legal_actions()] != [a.to_json() for a in game.legal_actions()]:
        raise InvariantViolation(f"{game.game_id}: restored game offers different actions")


def playout(
    game_factory: Callable[[int], Game],
    seed: int,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    *,
    check: bool = True,
    round_trip_every: int = 0,
    verify_all_legal: bool = False,
) -> PlayoutResult:
    """Play uniformly random legal actions until the game ends or `max_actions` is reached.

    `check`: invariants (card conservation, one zone per card, cited outcome) after every step;
    `round_trip_every`: JSON round trip every N steps (0: never); `verify_all_legal`: every offered
    action passes `verify`."""
    game = game_factory(seed)
    policy = Rng(seed ^ _POLICY_SALT)
    expected = frozenset(game.uid_census())
    trace: list[str] = []
    steps = 0
    while not game.is_over and steps < max_actions:
        actions = game.legal_actions()
        if not actions:
            raise InvariantViolation(f"{game.game_id} seed {seed}: no legal action in an ongoing game")
        if verify_all_legal:
            for candidate in actions:
                if not game.can(candidate):
                    raise InvariantViolation(f"{game.game_id} seed {seed}: offered {candidate} fails verify")
        action = policy.choice(actions)
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise InvariantViolation(f"{game.game_id} seed {seed}: legal {action} rejected: {exc}") from exc
        steps += 1
        trace.append(json.dumps(action.to_json(), sort_keys=True, ensure_ascii=False))
        if check:
            problems = game.invariant_violations(expected)
            if problems:
                raise InvariantViolation(f"{game.game_id} seed {seed} step {steps}: {'; '.join(problems)}")
        if round_trip_every and steps % round_trip_every == 0:
            check_round_trip(game)
    if game.is_over and not game.outcome.rules:
        raise InvariantViolation(f"{game.game_id} seed {seed}: outcome cites no rule")
    cited = frozenset(r for e in game.events for r in e.rules)
    return PlayoutResult(
        game.game_id, seed, steps, game.outcome, not game.is_over, tuple(trace), cited, game.to_json()
    )


def factory(game_id: str) -> Callable[[int], Game]:
    """`new_game` of a registered engine (loads the engine packages first)."""
    from service.engine.scenario import runners

    runners()
    try:
        cls = GAME_CLASSES[game_id]
    except KeyError:
        raise EngineError(f"no engine for {game_id!r}; have {', '.join(sorted(GAME_CLASSES))}") from None
    return cls.new_game


@dataclass(frozen=True, slots=True)
class PlayoutSummary:
    game: str
    games: int
    seed: int
    seconds: float
    actions: int
    capped: int
    results: Counter[str]
    reasons: Counter[str]
    cited: frozenset[str]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else None,
            "actions": self.actions,
            "actions_per_second": round(self.actions / self.seconds) if self.seconds else None,
            "capped": self.capped,
            "results": dict(self.results),
            "reasons": dict(self.reasons),
            "cited_rules": sorted(self.cited),
        }


def run_playouts(
    game_id: str, games: int, seed: int = 0, max_actions: int = DEFAULT_MAX_ACTIONS, *, check: bool = True
) -> PlayoutSummary:
    make = factory(game_id)
    start = time.perf_counter()
    results: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    cited: set[str] = set()
    actions = capped = 0
    for s in _seeds(seed, games):
        r = playout(make, s, max_actions, check=check)
        actions += r.actions
        capped += r.capped
        results["draw" if r.outcome.draw else (r.outcome.winner or "unfinished")] += 1
        reasons[r.outcome.reason.value if r.outcome.reason else "unfinished"] += 1
        cited |= r.cited
    elapsed = time.perf_counter() - start
    return PlayoutSummary(game_id, games, seed, elapsed, actions, capped, results, reasons, frozenset(cited))


def _seeds(seed: int, games: int) -> Iterable[int]:
    return range(seed, seed + games)
