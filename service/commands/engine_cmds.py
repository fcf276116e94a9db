"""Engine commands: `rulecite simulate`, `rulecite playout`, `rulecite engine coverage`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from service.engine.errors import EngineError, IllegalAction, InvalidScenario


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sim = subparsers.add_parser("simulate", help="run a scenario JSON file through a game engine")
    sim.add_argument("file", type=Path, help="scenario JSON (may carry a top-level 'game' key)")
    sim.add_argument("--game", help="onepiece, sve, ninjaslayer, kiseki, fow (default: the file's 'game')")
    sim.set_defaults(func=cmd_simulate)

    play = subparsers.add_parser("playout", help="random legal playouts from full setups")
    play.add_argument("--game", required=True)
    play.add_argument("--games", type=int, default=100)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--max-actions", type=int, default=5000)
    play.add_argument("--no-check", action="store_true", help="skip per-step invariant checks")
    play.set_defaults(func=cmd_playout)

    engine = subparsers.add_parser("engine", help="engine reports")
    engine_sub = engine.add_subparsers(dest="engine_command", required=True)
    cov = engine_sub.add_parser("coverage", help="clauses each engine cites and the tests covering them")
    cov.add_argument("--json", action="store_true", help="print JSON")
    cov.set_defaults(func=cmd_coverage)


def _print(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def cmd_simulate(args: argparse.Namespace) -> int:
    from service.engine.scenario import simulate

    try:
        payload = json.loads(args.file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        sys.stderr.write(f"cannot read {args.file}: {exc}\n")
        return 2
    game = args.game or payload.pop("game", None)
    payload.pop("game", None)
    if not game:
        sys.stderr.write("no game: pass --game or put a 'game' key in the file\n")
        return 2
    try:
        result = simulate(game, payload)
    except InvalidScenario as exc:
        _print({"error": "invalid_scenario", "field": exc.field, "message": exc.message})
        return 2
    except IllegalAction as exc:
        _print(
            {"error": "illegal_action", "code": exc.code, "message": exc.message, "rules": list(exc.rules)}
        )
        return 1
    _print(result.to_json())
    return 0


def cmd_playout(args: argparse.Namespace) -> int:
    from service.engine.playout import run_playouts

    try:
        summary = run_playouts(args.game, args.games, args.seed, args.max_actions, check=not args.no_check)
    except EngineError as exc:
        sys.stderr.write(f"{exc}\n")
        return 1
    _print(summary.to_json())
    return 0 if summary.capped == 0 else 1


def cmd_coverage(args: argparse.Namespace) -> int:
    from service.engine.coverage import coverage

    report = coverage()
    if args.json:
        _print({g: c.to_json() for g, c in report.items()})
        return 0
    for game, cov in report.items():
        untested = cov.untested()
        sys.stdout.write(
            f"{game}: {len(cov.cited)} clauses cited ({len(cov.in_code)} in code, {len(cov.in_events)} in "
            f"playout events), {len(cov.tests)} named by tests, {len(untested)} not covered by a test\n"
        )
        if untested:
            sys.stdout.write("  untested: " + ", ".join(untested) + "\n")
    return 0
