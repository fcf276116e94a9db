"""What the audit tests share: the audit questions kept as data (`data/<name>.jsonl`, one JSON object a
line) and the verdict `/ask` states for one of them (`plans.situate`, as the audits checked it by hand)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from service.answering.plans import situate

DATA = Path(__file__).parent / "data"


def rows(name: str) -> list[dict[str, Any]]:
    """The rows of ``data/<name>.jsonl`` (blank lines skipped)."""
    text = (DATA / f"{name}.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def verdict(question: str, game: str) -> tuple[bool, Any]:
    """(stated, value) of the structured verdict, the value as the verdict holds it."""
    v = situate(question, game)[0].accounting.verdict
    return v.stated, v.value


def situated(question: str, game: str) -> tuple[bool, Any, str]:
    """(stated, value as JSON gives it back — tuples become lists —, the conclusion's summary or "")."""
    gated, _note = situate(question, game)
    v = gated.accounting.verdict
    summary = (
        gated.built.summarize(gated.sim.result) if gated.sim is not None and gated.built is not None else ""
    )
    return v.stated, json.loads(json.dumps(v.value)), summary


def winner_value(question: str, game: str) -> tuple[bool, Any]:
    """(stated, value) as `situated` gives them, a what-happens verdict read as its winner ("none" while
    nobody has won): the accept lists of the kiseki and ninjaslayer audits name winners."""
    stated, value, _summary = situated(question, game)
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"] or "none"
    return stated, value


GAMES = ("onepiece", "sve", "kiseki", "ninjaslayer", "fow")


def assert_audit_rows(rows: list[dict[str, Any]], *, per_game: int = 8, traps: int = 0) -> None:
    """An audit's rows: distinct questions, `per_game` of each game, at least `traps` marked traps."""
    assert len({r["question"] for r in rows}) == len(rows) == per_game * len(GAMES)
    for game in GAMES:
        assert sum(r["game"] == game for r in rows) == per_game, game
    assert sum(bool(r.get("trap")) for r in rows) >= traps


def assert_expected(row: dict[str, Any]) -> None:
    """A row with `expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none
    may be; "allow" — if one is stated it is one of `accept` (withholding is allowed)."""
    stated, value, _summary = situated(row["question"], row["game"])
    if row["expect"] == "withhold":
        assert not stated, (row["question"], value)
    elif row["expect"] == "state":
        assert stated and value in row["accept"], (row["question"], stated, value)
    elif stated:
        assert value in row["accept"], (row["question"], value)
