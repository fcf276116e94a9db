"""Playout throughput: `python benchmarks/playouts.py [--games 10000] [--game onepiece] [--no-check]`."""

from __future__ import annotations

import argparse
import json
import sys

from service.engine.playout import run_playouts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--game", action="append", help="repeatable; default: all five games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-check", action="store_true", help="skip per-step invariant checks")
    args = parser.parse_args(argv)
    for game in args.game or ["ninjaslayer", "kiseki", "fow", "onepiece", "sve"]:
        summary = run_playouts(game, args.games, args.seed, check=not args.no_check)
        data = summary.to_json()
        data.pop("cited_rules")
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
