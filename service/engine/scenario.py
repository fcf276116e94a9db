"""Scenario format shared by all games: a partial position plus actions, run to an outcome.

Each game registers a `ScenarioRunner` (pydantic model class + run function) with `register`.
`simulate(game, payload)` validates the payload against that game's model and runs it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.events import Event, Outcome

if TYPE_CHECKING:
    from service.engine.core import Game


class ScenarioBase(BaseModel):
    """Fields every game's scenario has. Game models subclass this."""

    # strict: a JSON true is not the number 1, nor "3" the number 3 (the schema says integer)
    model_config = ConfigDict(extra="forbid", strict=True)

    seed: int = Field(default=0, ge=0, le=2**63 - 1, description="RNG seed (deterministic replay)")


@dataclass(frozen=True, slots=True)
class SimulationResult:
    game: str
    outcome: Outcome
    events: tuple[Event, ...]
    final_state: Mapping[str, Any]

    def zone(self, player: str, name: str) -> list[dict[str, Any]]:
        """Cards (as JSON) in one of a player's zones at the end."""
        cards: list[dict[str, Any]] = self.final_state["players"][player]["zones"][name]
        return cards

    def uids(self, player: str, zone: str) -> list[str]:
        return [c["uid"] for c in self.zone(player, zone)]

    def counter(self, player: str, key: str) -> int:
        return int(self.final_state["players"][player]["counters"].get(key, 0))

    @property
    def rejected(self) -> list[dict[str, Any]]:
        """The scripted actions the engine refused (one ``rejected`` event each): what was asked
        (``action``), why (``code``, ``message``) and the refusing clauses (``rules``). A refused
        action changes nothing; the run goes on with the next one (docs/engine.md)."""
        return [
            {
                "seq": e.seq,
                "code": e.data.get("code"),
                "message": e.data.get("message", e.text),
                "rules": list(e.rules),
                "action": e.data.get("action"),
            }
            for e in self.events
            if e.type == "rejected"
        ]

    def cited(self) -> set[str]:
        """Every clause cited by an event."""
        return {r for e in self.events for r in e.rules}

    def events_citing(self, clause: str) -> list[Event]:
        return [e for e in self.events if clause in e.rules]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "outcome": self.outcome.to_json(),
            "events": [e.to_json() for e in self.events],
            "rejected": self.rejected,
            "final_state": dict(self.final_state),
        }


@dataclass(frozen=True, slots=True)
class ScenarioRunner:
    game: str
    model: type[ScenarioBase]
    run: Callable[[Any], SimulationResult]


_RUNNERS: dict[str, ScenarioRunner] = {}


def register(runner: ScenarioRunner) -> None:
    _RUNNERS[runner.game] = runner


def runners() -> Mapping[str, ScenarioRunner]:
    _load_all()
    return dict(_RUNNERS)


def _load_all() -> None:
    import importlib

    for game in ("onepiece", "sve", "ninjaslayer", "kiseki", "fow"):
        try:
            importlib.import_module(f"service.engine.{game}")
        except ModuleNotFoundError as exc:
            if exc.name != f"service.engine.{game}":
                raise


def reject(game: Game, exc: IllegalAction, action: Mapping[str, Any], index: int) -> Event:
    """Record a refused scripted action: a ``rejected`` event citing the refusing clauses, nothing
    else changes. The one illegal-action policy of every game's scenario runner."""
    return game.emit(
        "rejected",
        f"アクション{index + 1}({action.get('type', '?')})は認められません: {exc.message}",
        exc.rules,  # an IllegalAction always cites its clause; emit refuses an uncited event
        code=exc.code,
        message=exc.message,
        action=dict(action),
        index=index,
    )


def same_text_refused(game: Game, act: object, refused: IllegalAction | None, index: int) -> bool:
    """Whether `act` is a later step of a text whose first step the rules just refused (`EffectAction.
    same_text`): the text could not be used, so by the clause that refused it none of its steps is
    carried out — recorded, and the step is skipped."""
    if not getattr(act, "same_text", False) or refused is None:
        return False
    game.emit("not_performed", "その効果は使用できなかったため、この処理も行われません", refused.rules,
              action_index=index)  # fmt: skip
    return True


def run_scripted(
    game: Game, actions: Sequence[BaseModel], run_action: Callable[[Any], None]
) -> dict[str, int]:
    """Run a scenario's actions in order under the one illegal-action policy: an action the rules
    refuse is undone as a whole (a compound action such as an attack with its block is one action),
    recorded by `reject`, and the run goes on; a card id that does not exist is a malformed scenario.
    Returns the counts for ``final_state.scenario``."""
    applied = refused = 0
    last_refused: IllegalAction | None = None
    for i, act in enumerate(actions):
        if game.is_over:
            break
        if same_text_refused(game, act, last_refused, i):
            refused += 1
            continue
        last_refused = None
        state, seen = game.to_json(), len(game.events)
        try:
            run_action(act)
        except InvalidScenario as exc:
            if exc.field.startswith("scenario."):
                raise
            raise InvalidScenario(f"scenario.actions.{i}.{exc.field}", exc.message) from None
        except IllegalAction as exc:
            if exc.code == "unknown_card":
                raise InvalidScenario(f"scenario.actions.{i}", exc.message) from None
            game.restore(state, seen)
            reject(
                game,
                exc,
                act.model_dump(mode="json", exclude_none=True),
                i,
            )
            refused += 1
            last_refused = exc
            continue
        applied += 1
    return {
        "actions_applied": applied,
        "actions_rejected": refused,
        "actions_ignored": len(actions) - applied - refused,
    }


def simulate(game: str, payload: Mapping[str, Any] | ScenarioBase) -> SimulationResult:
    """Validate `payload` against the game's scenario model and run it."""
    from pydantic import ValidationError

    runner = runners().get(game)
    if runner is None:
        raise InvalidScenario("game", f"no engine for {game!r}; supported: {', '.join(sorted(_RUNNERS))}")
    if isinstance(payload, ScenarioBase):
        scenario = payload
    else:
        try:
            scenario = runner.model.model_validate(payload)
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(p) for p in first["loc"]) or "scenario"
            raise InvalidScenario(f"scenario.{loc}", first["msg"]) from None
    return runner.run(scenario)
