"""Coverage by execution: which clauses the engines' runs in the test suite actually cite.

A clause counts as exercised only when an event an engine emitted during the test suite cites it.
`tests/coverage_plugin.py` installs a `CitationRecorder` on `core.CITATION_OBSERVERS` for the whole
pytest session and writes `.cache/engine-coverage/executed.json` at its end (with the pytest
arguments: a partial run records less). `rulecite engine coverage` compares that record with the ids
the engine code can cite; a test's name earns nothing.
"""

from __future__ import annotations

import ast
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ENGINE_DIR = Path(__file__).resolve().parent
GAMES: tuple[str, ...] = ("onepiece", "sve", "ninjaslayer", "kiseki", "fow")

ID_PATTERNS: Mapping[str, re.Pattern[str]] = {
    "onepiece": re.compile(r"\d+(?:-\d+)+"),
    "sve": re.compile(r"\d+(?:\.\d+)+"),
    "ninjaslayer": re.compile(r"\d{3,4}\.\d+[a-z]?(?:-\d+)?"),
    "kiseki": re.compile(r"\d{3,4}\.\d+[a-z]?(?:-\d+)?"),
    "fow": re.compile(r"\d+(?:\.\d+)+"),  # 10.6, 10.6.4.1
}
RECORD = ENGINE_DIR.parents[1] / ".cache" / "engine-coverage" / "executed.json"
_TESTS_PER_CLAUSE = 3  # enough to find a test that executes a clause; keeps the record small


def engine_sources(game: str) -> list[Path]:
    package = ENGINE_DIR / game
    if package.is_dir():
        return sorted(package.rglob("*.py"))
    module = ENGINE_DIR / f"{game}.py"
    return [module] if module.exists() else []


def code_citations(game: str) -> frozenset[str]:
    """Every string constant in the game's engine code that has the shape of one of its clause ids:
    what the engine can cite (not evidence that anything runs it)."""
    pattern = ID_PATTERNS[game]
    found: set[str] = set()
    for path in engine_sources(game):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and pattern.fullmatch(node.value)
            ):
                found.add(node.value)
    return frozenset(found)


class CitationRecorder:
    """Collects the clauses engine runs cite (`core.CITATION_OBSERVERS`), with a few of the tests that
    made each run. `current` names the running test (None: collection or fixtures)."""

    def __init__(self) -> None:
        self.current: str | None = None
        self.counts: dict[str, dict[str, int]] = {}
        self.tests: dict[str, dict[str, list[str]]] = {}

    def observe(self, game: str, rules: tuple[str, ...]) -> None:
        counts = self.counts.setdefault(game, {})
        for clause in rules:
            n = counts.get(clause, 0)
            counts[clause] = n + 1
            if self.current is not None and n < 50:
                who = self.tests.setdefault(game, {}).setdefault(clause, [])
                if len(who) < _TESTS_PER_CLAUSE and self.current not in who:
                    who.append(self.current)

    def to_json(self, **meta: Any) -> dict[str, Any]:
        return {
            "meta": meta,
            "games": {
                g: {"counts": dict(sorted(c.items())), "tests": self.tests.get(g, {})}
                for g, c in sorted(self.counts.items())
            },
        }

    def write(self, path: Path = RECORD, **meta: Any) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(self.to_json(**meta), ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, path)


def read_record(path: Path = RECORD) -> dict[str, Any] | None:
    """The last test run's record, or None when no test run wrote one."""
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data


@dataclass(frozen=True, slots=True)
class GameCoverage:
    """`in_code`: ids the engine code can cite; `executed`: ids cited by events the test suite's engine
    runs emitted (how many times), with some of the tests (`tests`). Only executed ids count."""

    game: str
    in_code: frozenset[str]
    executed: Mapping[str, int]
    tests: Mapping[str, list[str]]

    @property
    def cited(self) -> frozenset[str]:
        return self.in_code | frozenset(self.executed)

    def never_executed(self) -> list[str]:
        """Ids in the engine's code that no engine run of the test suite cited."""
        return sorted(self.in_code - frozenset(self.executed))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "in_code": len(self.in_code),
            "executed": len(self.executed),
            "executed_ids": sorted(self.executed),
            "never_executed": self.never_executed(),
            "tests": {k: v for k, v in sorted(self.tests.items())},
        }


def event_citations(game: str, seeds: Iterable[int] = range(20)) -> tuple[frozenset[str], list[str]]:
    """Clauses cited by events in a few playouts, and playout failures (reported, not raised, so one
    engine's bug does not hide another's citations). Empty when the engine has no `new_game`."""
    from service.engine.errors import EngineError
    from service.engine.playout import InvariantViolation, factory, playout

    try:
        make = factory(game)
    except EngineError:
        return frozenset(), []
    found: set[str] = set()
    errors: list[str] = []
    for seed in seeds:
        try:
            found |= playout(make, seed, check=False).cited
        except NotImplementedError:  # an engine without full random setups has no playouts
            break
        except (InvariantViolation, EngineError) as exc:
            errors.append(str(exc))
    return frozenset(found), errors


def available_games() -> list[str]:
    return [g for g in GAMES if engine_sources(g)]


def coverage(record: Path = RECORD) -> dict[str, GameCoverage]:
    """Per game: what the code can cite and what the last recorded test run executed."""
    data = read_record(record) or {}
    games: Mapping[str, Any] = data.get("games", {})
    out: dict[str, GameCoverage] = {}
    for g in available_games():
        run = games.get(g, {})
        out[g] = GameCoverage(g, code_citations(g), dict(run.get("counts", {})), dict(run.get("tests", {})))
    return out
