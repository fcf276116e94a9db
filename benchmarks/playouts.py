"""Playouts: `python benchmarks/playouts.py [--games 10000] [--game onepiece] [--profile mix] [--no-check]`.

One JSON line per game: games/s and actions/s over legal playouts from full setups — uniformly random,
or targeted (`--profile deck_out|race|concede|mix`, service/engine/playout.py) — with each ending kind
reached, the battles that compared equal values, and the per-step structural and semantic invariant
checks on unless `--no-check` (a broken invariant stops the run with its seed). Force of Will's
corpus is §10 only, which has no rule that ends a game, so every fow playout stops at its action cap
with the documented status `no_end_rule`; fow is run with the cap the test suite uses (150 actions)
and compared by actions/s, not games/s.
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
    parser.add_argument(
        "--profile", default="random", choices=["random", "deck_out", "race", "concede", "mix"]
    )
    args = parser.parse_args(argv)
    for game in args.game or ["ninjaslayer", "kiseki", "fow", "onepiece", "sve"]:
        cap = args.max_actions or (FOW_MAX_ACTIONS if game == "fow" else DEFAULT_MAX_ACTIONS)
        summary = run_playouts(
            game, args.games, args.seed, cap, check=not args.no_check, profile=args.profile
        )
        data = summary.to_json()
        data.pop("cited_rules")
        data["max_actions"] = cap
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
