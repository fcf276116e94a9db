"""Does the reader's `unread` (content words no fact covers) tell a wrong verdict from a right one?

Issue 11's item 4 asks for fact accounting: a verdict only when every content span is used, neutral or
not_modeled. The reader keeps the leftover content words in `Reading.unread`. This script measures, on
audit rows whose right answers are known (`accept`, or fow's `answer`), whether the stated verdicts that
are wrong carry unread words more often than the right ones — i.e. whether "withhold when anything is
unread" would be a precision gate worth its coverage cost.

    .venv/bin/python benchmarks/unread_signal.py tests/service/answering/data/*_audit10.jsonl

Run it in a worktree of the code the audit was written against (the audit rows of later code are, by
construction, all right or withheld). Prints stated right/wrong × unread yes/no and the commonest
unread words in each group.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GAMES = ("fow", "kiseki", "ninjaslayer", "onepiece", "sve")


def _values(value: Any) -> list[Any]:
    """The verdict's value in the forms an audit's accept list uses."""
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"] or "none"
    if value is True:
        return ["yes", True]
    if value is False:
        return ["no", False]
    if isinstance(value, list) and len(value) == 1:
        return [value, value[0]]
    return [value]


def _accepted(row: dict[str, Any]) -> list[Any]:
    if "accept" in row:
        return list(row["accept"])
    answer = row.get("answer")
    return list(answer) if isinstance(answer, list) else [answer]


def main(paths: list[str]) -> None:
    from service.answering.plans import situate

    table: Counter[tuple[bool, bool]] = Counter()
    words: dict[bool, Counter[str]] = {True: Counter(), False: Counter()}
    for path in paths:
        game = next(g for g in GAMES if Path(path).name.startswith(g))
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            gated = situate(row["question"], game)[0]
            verdict = gated.accounting.verdict
            if not verdict.stated:
                continue
            value = json.loads(json.dumps(verdict.value, default=str))
            right = any(v in _accepted(row) for v in _values(value))
            unread = [t for _s, _e, t in gated.accounting.reading.unread]
            table[(right, bool(unread))] += 1
            words[right].update(set(unread))
    for right in (True, False):
        with_unread, without = table[(right, True)], table[(right, False)]
        label = "right" if right else "wrong"
        print(f"stated {label}: {with_unread + without} ({with_unread} with unread words)")
    for right in (True, False):
        common = ", ".join(f"{w} {n}" for w, n in words[right].most_common(15))
        print(f"unread in {'right' if right else 'wrong'}: {common}")


if __name__ == "__main__":
    main(sys.argv[1:])
