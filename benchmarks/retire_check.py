"""What retiring a game's per-phrasing builders (issue 11, item 7) would change: every situation of the
seen blind batches and of the reading-gate sets, answered as `/ask` does (`plans.situate`) with the
game's builders and without them.

    .venv/bin/python benchmarks/retire_check.py GAME [--verbose]

Rows: "lost" (stated with builders, withheld without), "gained", "changed" (both stated, different
value) and, where the row has a machine check, right / wrong in each setting. Reading-gate rows are
checked by their `CHECKS`; blind rows by `check` (winner 自分/相手/なし, can, number, destroyed),
mapped to the structured verdict as in `tests/service/answering/blind_check.py` (a "what happens"
verdict for a yes/no check counts as unchecked here, not as wrong). A number verdict is right only
when its one number is the checked one (`asked_number`: a list of several numbers answers nothing);
"number loose" counts the stated number verdicts that hold the checked number anywhere in the list
(the check before round 8), so the two together show what the strict check changed.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import service.answering.simulation as simulation  # noqa: E402
from service.answering.plans import situate  # noqa: E402

BLIND = ROOT / "benchmarks" / "data" / "blind_round5"
_WHO = {"自分": "self", "相手": "opponent", "なし": "none", "引き分け": "draw"}
# a blind row whose expected answer is a draw (「…ではなく引き分け。」「引き分けになる」, in any sentence:
# 「勝ちではない。…同時に敗北するので引き分け。」, sve-aq-20), not a game going on
_DRAW_EXPECTED = re.compile(r"[^。]*引き分け(?!で(?:は|も)?な|じゃな)")


def _rows(game: str) -> Iterator[tuple[str, str, Callable[[Any], bool | None]]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    sets = importlib.import_module("reading_gate").sets  # the same sets as benchmarks/reading_gate.py

    for name, rows, checks in sets():
        for row in rows:
            if row["game"] == game and row["id"] in checks:
                check = checks[row["id"]]
                yield f"{name}:{row['id']}", row["question"], partial(_checked, check)
    for path in sorted(BLIND.glob(f"batch_*/{game}.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("kind") == "scenario":
                yield (
                    row["id"],
                    row["question"],
                    partial(_blind, {**row["check"], "expect": row.get("expect", "")}),
                )


def _checked(check: Callable[[Any], Any], gated: Any) -> bool | None:
    if gated.sim is None:
        return None
    try:
        return bool(check(gated.sim.result))
    except (KeyError, IndexError, TypeError, ValueError):  # the check looks for a card another scenario lacks
        return False


def _blind(check: dict[str, Any], gated: Any) -> bool | None:
    verdict = gated.accounting.verdict
    if not verdict.stated:
        return None
    asks, want, value = check.get("asks"), check.get("value"), verdict.value
    if asks == "winner":
        wanted = {_WHO.get(str(want), str(want))}
        if str(want) == "なし" and _DRAW_EXPECTED.search(str(check.get("expect", ""))):
            wanted.add(
                "draw"
            )  # 「引き分けなら「なし」」: the row's word for the draw its expect states (sve-ak-03)
        if verdict.asks == "winner":
            return str(value) in wanted
        if isinstance(value, dict):
            over = value.get("result") == "game_over"
            return (str(value.get("winner")) if over else "none") in wanted
        return None
    if asks == "can" and verdict.asks == "can":
        return bool((value == "yes") == bool(want))
    if asks == "number":
        return asked_number(value) == want
    if asks == "destroyed" and verdict.asks == "destroyed":
        return bool(value) == bool(want)
    return None


def asked_number(value: Any) -> int | None:
    """The number a number verdict states: its only value (`Verdict.value` is `[n]`); None for a list
    of several numbers or anything else (no one number answers the question)."""
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], int):
        return value[0]
    return None


def _loose(check: Callable[[Any], bool | None], gated: Any) -> bool:
    """The number check before round 8: the checked number anywhere in the verdict's list."""
    want = (getattr(check, "args", ()) or (None,))[0]  # partial(_blind, row["check"])
    verdict = gated.accounting.verdict
    if not verdict.stated or not isinstance(want, dict) or want.get("asks") != "number":
        return False
    return isinstance(verdict.value, list) and want.get("value") in verdict.value


def _answer(question: str, game: str) -> tuple[bool, Any, Any]:
    gated, _ = situate(question, game)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value, gated


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    original = getattr(simulation, "build_scenario")  # noqa: B009 (not re-exported: patched here)
    counts: Counter[str] = Counter()
    for rid, question, check in _rows(args.game):
        setattr(simulation, "build_scenario", original)  # noqa: B010
        with_b = _answer(question, args.game)
        setattr(simulation, "build_scenario", lambda game, facts: None)  # noqa: B010 (builders retired)
        without = _answer(question, args.game)
        right_with, right_without = check(with_b[2]), check(without[2])
        for setting, (stated, value, gated), right in (
            ("with", with_b, right_with),
            ("without", without, right_without),
        ):
            if stated:
                counts[f"{setting}: stated"] += 1
                counts[f"{setting}: " + {True: "right", False: "WRONG", None: "unchecked"}[right]] += 1
                if _loose(check, gated) and not right:
                    counts[f"{setting}: number right only loosely"] += 1
                    if args.verbose:
                        print(f"loose ({setting})\t{rid}\t{value!s:.40}\t{question[:70]}")
        kind = (
            "lost" if with_b[0] and not without[0] else
            "gained" if without[0] and not with_b[0] else
            "changed" if with_b[0] and str(with_b[1]) != str(without[1]) else ""
        )  # fmt: skip
        if kind:
            counts[kind] += 1
        if args.verbose and (kind or right_without is False):
            print(f"{kind or 'wrong'}\t{rid}\t{with_b[1]!s:.40}\t{without[1]!s:.40}\t{question[:70]}")
    setattr(simulation, "build_scenario", original)  # noqa: B010
    print(args.game, dict(sorted(counts.items())))


if __name__ == "__main__":
    main()
