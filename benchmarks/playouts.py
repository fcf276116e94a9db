"""Playout throughput: `python benchmarks/playouts.py [--games 10000] [--game onepiece] [--no-check]`.

One JSON line per game: games/s and actions/s over random legal playouts from full setups, with the
per-step invariant checks on unless `--no-check`. Force of Will's corpus is §10 only, which has no rule
that ends a game, so every fow playout stops at its action cap; fow is therefore run with the cap the test
suite uses (150 actions) and compared by actions/s, not games/s.
"""

from __future__ import annotations

import argparse
import json
import sys

from service.engine.playout import DEFAULT_MAX_ACTIONS, run_playouts

# §10 ends nothing: without a smaller cap one fow playout is 5,000 actions of bookkeeping
FOW_MAX_ACTIONS = 150


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--game", action="append", help="repeatable; default: all five games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--max-actions", type=int, help=f"per playout (default {DEFAULT_MAX_ACTIONS}; fow 150)"
    )
    parser.add_argument("--no-check", action="store_true", help="skip per-step invariant checks")
    args = parser.parse_args(argv)
    for game in args.game or ["ninjaslayer", "kiseki", "fow", "onepiece", "sve"]:
        cap = args.max_actions or (FOW_MAX_ACTIONS if game == "fow" else DEFAULT_MAX_ACTIONS)
        summary = run_playouts(game, args.games, args.seed, cap, check=not args.no_check)
        data = summary.to_json()
        data.pop("cited_rules")
        data["max_actions"] = cap
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
