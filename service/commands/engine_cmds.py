"""Engine commands: `rulecite simulate`, `rulecite playout`, `rulecite engine coverage`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from service.commands.args import file_or_stdin, game_id, int_range
from service.engine.errors import EngineError, IllegalAction, InvalidScenario


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sim = subparsers.add_parser(
        "simulate",
        help="run a scenario JSON file through a game engine",
        description="Run a scenario through a game's rules engine. Prints the result as JSON, or with "
        "--text one line per event (seq, type, text, cited rules) and the outcome.",
    )
    sim.add_argument(
        "file", type=file_or_stdin, help="scenario JSON (may carry a top-level 'game' key); - reads stdin"
    )
    sim.add_argument(
        "--game", type=game_id, help="onepiece, sve, ninjaslayer, kiseki, fow (default: the file's 'game')"
    )
    sim.add_argument("--text", action="store_true", help="print a timeline instead of JSON")
    sim.set_defaults(func=cmd_simulate)

    play = subparsers.add_parser("playout", help="random legal playouts from full setups")
    play.add_argument("--game", type=game_id, required=True)
    play.add_argument("--games", type=int_range(1, 1_000_000), default=100, help="number of games (≥ 1)")
    play.add_argument("--seed", type=int_range(0), default=0, help="first seed (≥ 0)")
    play.add_argument("--max-actions", type=int_range(1), default=5000, help="cap per game (≥ 1)")
    play.add_argument("--no-check", action="store_true", help="skip per-step invariant checks")
    play.add_argument(
        "--profile",
        choices=["random", "deck_out", "race", "concede", "mix"],
        default="random",
        help="targeted playouts: setups and policies biased toward deck-outs, simultaneous losses and "
        "equal values (race), 投了 (concede); mix cycles through all (default: uniform random)",
    )
    play.set_defaults(func=cmd_playout)

    engine = subparsers.add_parser("engine", help="engine reports")
    engine_sub = engine.add_subparsers(dest="engine_command", required=True)
    cov = engine_sub.add_parser(
        "coverage",
        help="clauses the engines' runs in the test suite cited (coverage by execution)",
        description="Reads the record the last pytest run wrote (.cache/engine-coverage/executed.json): a "
        "clause counts only when an engine run in the tests emitted an event citing it. Clause ids are "
        "listed in rule order; which run is read goes to standard error.",
    )
    cov.add_argument("--json", action="store_true", help="print JSON")
    cov.set_defaults(func=cmd_coverage)


def _print(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _read_scenario(source: str) -> Any:
    text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    return json.loads(text)


def cmd_simulate(args: argparse.Namespace) -> int:
    from service.engine.scenario import simulate

    where = "standard input" if args.file == "-" else args.file
    try:
        payload = _read_scenario(args.file)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        sys.stderr.write(f"rulecite simulate: cannot read {where}: {exc}\n")
        return 2
    if not isinstance(payload, dict):
        sys.stderr.write(f"rulecite simulate: {where} must hold a JSON object (the scenario)\n")
        return 2
    named = payload.pop("game", None)
    game = args.game
    if game is None and named is not None:
        try:
            game = game_id(str(named))
        except argparse.ArgumentTypeError as exc:
            sys.stderr.write(f"rulecite simulate: the scenario's 'game': {exc}\n")
            return 2
    if not game:
        sys.stderr.write("rulecite simulate: no game: pass --game or put a 'game' key in the scenario\n")
        return 2
    try:
        result = simulate(game, payload)
    except InvalidScenario as exc:
        sys.stderr.write(f"rulecite simulate: invalid scenario at {exc.field}: {exc.message}\n")
        return 2
    except IllegalAction as exc:
        rules = f" [{', '.join(exc.rules)}]" if exc.rules else ""
        sys.stderr.write(f"rulecite simulate: illegal action ({exc.code}): {exc.message}{rules}\n")
        return 1
    except EngineError as exc:
        sys.stderr.write(f"rulecite simulate: {exc}\n")
        return 1
    data = result.to_json()
    if args.text:
        sys.stdout.write("\n".join(timeline(data)) + "\n")
    else:
        _print(data)
    return 0


def timeline(sim: Mapping[str, Any]) -> list[str]:
    """A simulation (the JSON of `SimulationResult` or of /ask's `simulation`) as lines: one per
    event with its cited rules, then the outcome with its rules and notes."""
    lines = [f"{e['seq']:>3} {e['type']:<14} {e['text']}  [{', '.join(e['rules'])}]" for e in sim["events"]]
    lines.extend(outcome_lines(sim.get("outcome") or {}))
    return lines


def outcome_lines(outcome: Mapping[str, Any]) -> list[str]:
    parts = [str(outcome.get("status", "?"))]
    if outcome.get("draw"):
        parts.append("draw")
    elif outcome.get("winner"):
        parts.append(f"winner {outcome['winner']}")
    if outcome.get("reason"):
        parts.append(f"reason {outcome['reason']}")
    rules: Sequence[str] = outcome.get("rules") or ()
    lines = [f"outcome: {', '.join(parts)}" + (f"  [{', '.join(rules)}]" if rules else "")]
    lines.extend(f"note: {note}" for note in outcome.get("notes") or ())
    return lines


def cmd_playout(args: argparse.Namespace) -> int:
    from service.engine.playout import run_playouts

    try:
        summary = run_playouts(
            args.game, args.games, args.seed, args.max_actions, check=not args.no_check, profile=args.profile
        )
    except EngineError as exc:
        sys.stderr.write(f"rulecite playout: {exc}\n")
        return 1
    _print(summary.to_json())
    # a game with no ending rule (fow §10) stops at the cap with its documented status: not a failure
    return 0 if summary.documented else 1


def cmd_coverage(args: argparse.Namespace) -> int:
    from service.engine.coverage import RECORD, coverage, read_record

    record = read_record(RECORD)
    if record is None:
        sys.stderr.write(f"no test run has recorded engine citations yet ({RECORD}); run the tests first\n")
    else:
        meta = record.get("meta", {})
        sys.stderr.write(
            f"engine citations recorded by the test run of {meta.get('finished')} "
            f"(pytest {' '.join(meta.get('args', [])) or '(all)'}; {meta.get('tests_collected')} tests)\n"
        )
    report = coverage(RECORD)
    order = _rule_order()
    if args.json:
        _print({g: _coverage_json(c, order) for g, c in report.items()})
        return 0
    for game, cov in report.items():
        never = sorted(cov.never_executed(), key=lambda cid: order(game, cid))
        sys.stdout.write(
            f"{game}: {len(cov.executed)} clauses cited by engine runs in the tests; the code can cite "
            f"{len(cov.in_code)}, of which {len(never)} no test run cited\n"
        )
        if never:
            sys.stdout.write("  never executed: " + ", ".join(never) + "\n")
    return 0


def _rule_order() -> Any:
    """A sort key putting clause ids in rule order (7-1-4-2 before 7-1-4-10), by each game's scheme."""
    from corpus.errors import CorpusError
    from corpus.ids import sort_key
    from corpus.loader import read_games

    schemes = {info.id: info.scheme for info in read_games()}

    def key(game: str, cid: str) -> tuple[int, Any]:
        try:
            return (0, sort_key(schemes[game], cid))
        except (CorpusError, KeyError, ValueError):
            return (1, cid)  # not a well-formed id of the game: after the others, as text

    return key


def _coverage_json(cov: Any, order: Any) -> dict[str, Any]:
    data: dict[str, Any] = cov.to_json()
    for key in ("executed_ids", "never_executed"):
        data[key] = sorted(data[key], key=lambda cid: order(cov.game, cid))
    data["tests"] = {k: data["tests"][k] for k in sorted(data["tests"], key=lambda cid: order(cov.game, cid))}
    return data
