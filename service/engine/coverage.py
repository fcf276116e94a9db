"""Which clauses each engine cites (code constants and emitted events) and which tests cover them.

Tests name the clause they check: ``test_op_7_1_4_1_1_1_...`` (onepiece), ``test_sve_8_4_9_1_...``,
``test_ns_1204_2e_3_...`` (ninjaslayer), ``test_ks_...`` (kiseki), ``test_fow_10_6_...``.
"""

from __future__ import annotations

import ast
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
TEST_PREFIXES: Mapping[str, str] = {
    "op": "onepiece",
    "sve": "sve",
    "ns": "ninjaslayer",
    "ks": "kiseki",
    "kiseki": "kiseki",
    "fow": "fow",
}
_TEST_NAME = re.compile(r"test_(op|sve|ns|ks|kiseki|fow)_((?:\d+[a-z]?_)*\d+[a-z]?)(?:_|$)")


def engine_sources(game: str) -> list[Path]:
    package = ENGINE_DIR / game
    if package.is_dir():
        return sorted(package.rglob("*.py"))
    module = ENGINE_DIR / f"{game}.py"
    return [module] if module.exists() else []


def code_citations(game: str) -> frozenset[str]:
    """Every string constant in the game's engine code that has the shape of one of its clause ids."""
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


def test_name_to_clause(name: str) -> tuple[str, str] | None:
    """(game, clause id) named by a test function, e.g. test_op_7_1_4 → ("onepiece", "7-1-4")."""
    m = _TEST_NAME.match(name)
    if m is None:
        return None
    game = TEST_PREFIXES[m.group(1)]
    parts = m.group(2).split("_")
    if game == "onepiece":
        return game, "-".join(parts)
    if game in ("ninjaslayer", "kiseki"):
        head = ".".join(parts[:2])
        return game, head + "".join(f"-{p}" for p in parts[2:])
    return game, ".".join(parts)


def test_citations(tests_dir: Path) -> dict[str, dict[str, list[str]]]:
    """game → clause id → test functions (file::name) named after it."""
    out: dict[str, dict[str, list[str]]] = {}
    for path in sorted(tests_dir.rglob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                hit = test_name_to_clause(node.name)
                if hit is not None:
                    game, clause = hit
                    out.setdefault(game, {}).setdefault(clause, []).append(f"{path.name}::{node.name}")
    return out


def covers(tested: str, cited: str, game: str) -> bool:
    """A test named after a clause covers that clause and its descendants."""
    if cited == tested:
        return True
    sep = "-" if game == "onepiece" else "."
    return cited.startswith(tested + sep) or cited.startswith(tested + "-")


@dataclass(frozen=True, slots=True)
class GameCoverage:
    game: str
    in_code: frozenset[str]
    in_events: frozenset[str]
    tests: Mapping[str, list[str]]
    playout_errors: tuple[str, ...] = ()

    @property
    def cited(self) -> frozenset[str]:
        return self.in_code | self.in_events

    def untested(self) -> list[str]:
        return sorted(c for c in self.cited if not any(covers(t, c, self.game) for t in self.tests))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "cited": sorted(self.cited),
            "in_code": len(self.in_code),
            "in_events": len(self.in_events),
            "tests": {k: v for k, v in sorted(self.tests.items())},
            "untested": self.untested(),
            "playout_errors": list(self.playout_errors),
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


def coverage(tests_dir: Path | None = None, seeds: Iterable[int] = range(20)) -> dict[str, GameCoverage]:
    tests_dir = tests_dir or ENGINE_DIR.parents[1] / "tests" / "engine"
    tested = test_citations(tests_dir) if tests_dir.is_dir() else {}
    seed_list = list(seeds)
    out: dict[str, GameCoverage] = {}
    for g in available_games():
        events, errors = event_citations(g, seed_list)
        out[g] = GameCoverage(g, code_citations(g), events, tested.get(g, {}), tuple(errors))
    return out
