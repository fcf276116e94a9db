"""Random legal playouts from full setups, with invariant checks after every step.

`playout(game_factory, seed, max_actions)` works for any `Game` whose class implements `new_game`
(pass ``SomeGame.new_game``). The random policy has its own RNG so it never disturbs the game's.

Targeted playouts (`profile`) start from `Game.targeted_game(seed, profile)` and weigh actions with
`Game.policy_weight`, so the hard endings come up: ``deck_out`` (small decks, often equal: both run out
together), ``race`` (low, often equal life / health and a policy that attacks leaders: simultaneous
losses and equal values), ``concede`` (投了 offered beside the legal actions); ``mix`` cycles through
all of them and ``random`` by seed. Every step also checks `Game.semantic_violations` (a game whose
loss condition holds is over, values within their rules, the outcome cites the deciding clause).
A game whose corpus has no rule that ends it (`NO_ENDING`) stops at the cap with that documented status.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from service.engine.core import GAME_CLASSES, Action, Game, Rng
from service.engine.errors import EngineError, IllegalAction
from service.engine.events import Outcome

DEFAULT_MAX_ACTIONS = 5000
_POLICY_SALT = 0x5EED_F00D_CAFE
PROFILES: tuple[str, ...] = ("random", "deck_out", "race", "concede")
# games whose rule text in the corpus has no ending: a capped playout is their documented end
NO_ENDING: dict[str, str] = {
    "fow": "no_end_rule: the fow corpus is §10 only, and no §10 rule ends a game (docs/engine.md)",
}


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
    profile: str = "random"
    ties: int = 0  # battles that compared equal values

    @property
    def status(self) -> str:
        """over, capped, or the documented status of a game that has no ending rule."""
        if not self.capped:
            return "over"
        return NO_ENDING[self.game].split(":")[0] if self.game in NO_ENDING else "capped"

    @property
    def ending(self) -> str:
        """The ending kind: a reason (draws as ``draw:<reason>``) or the status of an unfinished game."""
        if self.capped:
            return self.status
        reason = self.outcome.reason.value if self.outcome.reason else "unknown"
        return f"draw:{reason}" if self.outcome.draw else reason

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "profile": self.profile,
            "actions": self.actions,
            "capped": self.capped,
            "status": self.status,
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
    profile: str = "random",
) -> PlayoutResult:
    """Play random legal actions (weighted by `Game.policy_weight` for `profile`) until the game ends
    or `max_actions` is reached.

    `check`: structural (card conservation, one zone per card) and semantic invariants after every
    step; `round_trip_every`: JSON round trip every N steps (0: never); `verify_all_legal`: every
    offered action passes `verify`."""
    game = game_factory(seed)
    policy = Rng(seed ^ _POLICY_SALT)
    expected = frozenset(game.uid_census())
    trace: list[str] = []
    steps = 0
    if check:
        _check(game, expected, seed, steps)
    while not game.is_over and steps < max_actions:
        actions = game.legal_actions()
        if not actions:
            raise InvariantViolation(f"{game.game_id} seed {seed}: no legal action in an ongoing game")
        if verify_all_legal:
            for candidate in actions:
                if not game.can(candidate):
                    raise InvariantViolation(f"{game.game_id} seed {seed}: offered {candidate} fails verify")
        action = _choose(game, policy, actions, profile)
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise InvariantViolation(f"{game.game_id} seed {seed}: legal {action} rejected: {exc}") from exc
        steps += 1
        trace.append(json.dumps(action.to_json(), sort_keys=True, ensure_ascii=False))
        if check:
            _check(game, expected, seed, steps)
        if round_trip_every and steps % round_trip_every == 0:
            check_round_trip(game)
    if game.is_over and not game.outcome.rules:
        raise InvariantViolation(f"{game.game_id} seed {seed}: outcome cites no rule")
    cited = frozenset(r for e in game.events for r in e.rules)
    ties = sum(1 for e in game.events if _tie(e.data))
    return PlayoutResult(
        game.game_id,
        seed,
        steps,
        game.outcome,
        not game.is_over,
        tuple(trace),
        cited,
        game.to_json(),
        profile,
        ties,
    )


# pairs of event data that a battle compares: equal values are where engines go wrong
_COMPARED = (("attacker_power", "defender_power"), ("attacker_damage", "target_damage"))


def _tie(data: Mapping[str, Any]) -> bool:
    return any(a in data and data.get(a) == data.get(b) for a, b in _COMPARED)


def _check(game: Game, expected: frozenset[str], seed: int, steps: int) -> None:
    problems = game.invariant_violations(expected) + game.semantic_violations()
    if problems:
        raise InvariantViolation(f"{game.game_id} seed {seed} step {steps}: {'; '.join(problems)}")


def _choose(game: Game, policy: Rng, actions: list[Action], profile: str) -> Action:
    if profile == "random":
        return actions[policy.randrange(len(actions))]
    candidates = actions + game.extra_playout_actions(profile)
    weights = [max(game.policy_weight(a, profile), 0) for a in candidates]
    pick = policy.randrange(sum(weights))
    for action, weight in zip(candidates, weights, strict=True):
        if pick < weight:
            return action
        pick -= weight
    raise InvariantViolation("unreachable: weighted choice out of range")


def profile_for(profile: str, seed: int) -> str:
    """``mix`` cycles through every profile by seed."""
    return PROFILES[seed % len(PROFILES)] if profile == "mix" else profile


def factory(game_id: str, profile: str = "random") -> Callable[[int], Game]:
    """`new_game` of a registered engine (loads the engine packages first); for a profile other
    than ``random``, its `targeted_game`."""
    from service.engine.scenario import runners

    runners()
    try:
        cls = GAME_CLASSES[game_id]
    except KeyError:
        raise EngineError(f"no engine for {game_id!r}; have {', '.join(sorted(GAME_CLASSES))}") from None
    if profile == "random":
        return cls.new_game
    if profile not in PROFILES:
        raise EngineError(f"no playout profile {profile!r}; have {', '.join(PROFILES)}, mix")
    return lambda seed: cls.targeted_game(seed, profile)


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
    profile: str = "random"
    endings: Counter[str] = field(default_factory=Counter)
    statuses: Counter[str] = field(default_factory=Counter)
    ties: int = 0

    @property
    def documented(self) -> bool:
        """Every playout ended, or stopped at the cap with its game's documented no-ending status."""
        return self.capped == 0 or self.game in NO_ENDING

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "profile": self.profile,
            "games": self.games,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else None,
            "actions": self.actions,
            "actions_per_second": round(self.actions / self.seconds) if self.seconds else None,
            "capped": self.capped,
            "statuses": dict(self.statuses),
            "status_note": NO_ENDING.get(self.game) if self.capped else None,
            "results": dict(self.results),
            "reasons": dict(self.reasons),
            "endings": dict(sorted(self.endings.items())),
            "equal_value_battles": self.ties,
            "cited_rules": sorted(self.cited),
        }


def run_playouts(
    game_id: str,
    games: int,
    seed: int = 0,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    *,
    check: bool = True,
    profile: str = "random",
) -> PlayoutSummary:
    makers = {p: factory(game_id, p) for p in (PROFILES if profile == "mix" else (profile,))}
    start = time.perf_counter()
    results: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    statuses: Counter[str] = Counter()
    cited: set[str] = set()
    actions = capped = ties = 0
    for s in _seeds(seed, games):
        chosen = profile_for(profile, s)
        r = playout(makers[chosen], s, max_actions, check=check, profile=chosen)
        actions += r.actions
        capped += r.capped
        results["draw" if r.outcome.draw else (r.outcome.winner or "unfinished")] += 1
        reasons[r.outcome.reason.value if r.outcome.reason else "unfinished"] += 1
        endings[r.ending] += 1
        statuses[r.status] += 1
        ties += r.ties
        cited |= r.cited
    elapsed = time.perf_counter() - start
    return PlayoutSummary(
        game_id,
        games,
        seed,
        elapsed,
        actions,
        capped,
        results,
        reasons,
        frozenset(cited),
        profile,
        endings,
        statuses,
        ties,
    )


def _seeds(seed: int, games: int) -> Iterable[int]:
    return range(seed, seed + games)
