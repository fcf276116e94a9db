"""Scores a stated verdict against a probe row's `check` (right / wrong / none).

A probe row's `check` says what a right answer states: ``{"asks": "winner", "value": "asker"}``,
``{"asks": "can", "value": false}``, ``{"asks": "number", "value": 4}``, ``{"asks": "destroyed",
"value": "mine"}`` or ``{"asks": "rule"}`` (no simulated verdict can answer it). The structured
verdict (`Verdict.to_json()`) is mapped to the same terms; where it cannot be (a "what happens"
verdict for a yes/no check), the verdict's sentence in the answer decides.

A can check's value is whether the act can be done, whatever the polarity of the question
(「出せない?」 with ``false``: it cannot), as the verdict's "yes"/"no" is (`reading/polarity.py`). A
number check is right only when the verdict states that one number (``[4]``): a verdict listing
several numbers for one ask is wrong even when the checked one is among them (round 8).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from service.answering.plans import situate

DATA = Path(__file__).parent / "data"
GAMES = ("fow", "onepiece", "sve", "kiseki", "ninjaslayer")

_WHO = {"self": "asker", "opponent": "opponent", "draw": "draw", "none": "nobody_yet"}
_NO = re.compile(r"できません|認められない|行えません|出せません|支払えません|発動しません|選べません")


def _first_sentence(answer: str) -> str:
    body = answer.removeprefix("シミュレーション結果:").split("\n")[0]
    return body.split("。")[0]


def score(check: Mapping[str, Any], verdict: Mapping[str, Any] | None, answer: str) -> str:
    """ "right", "wrong" or "none" (no verdict stated, or a rule question)."""
    if not verdict or not verdict.get("stated"):
        return "none"
    asks, value, want = check.get("asks"), verdict.get("value"), check.get("value")
    if asks == "rule":
        return "none"
    if asks == "winner":
        if verdict["asks"] == "winner":
            got = _WHO.get(str(value))
        elif isinstance(value, Mapping):
            over = value.get("result") == "game_over"
            got = _WHO.get(str(value.get("winner"))) if over else "nobody_yet"
        else:
            return "wrong"  # a yes/no or a number for "who wins": not an answer to it
        return "right" if got == want else "wrong"
    if asks == "can":
        if verdict["asks"] == "can":
            return "right" if (value == "yes") == bool(want) else "wrong"
        said_no = bool(_NO.search(_first_sentence(answer)))
        return "right" if said_no != bool(want) else "wrong"
    if asks == "number":  # one number asked, one stated: [3, 1, 8] holding the 8 asked is no answer
        return "right" if value == [want] else "wrong"
    if asks == "destroyed":
        if verdict["asks"] != "destroyed":
            return "wrong"
        removed = want if isinstance(want, bool) else want != "neither"  # later batches check a bool
        return "right" if bool(value) == removed else "wrong"
    return "wrong"


def load_batch(prefix: str) -> list[dict[str, Any]]:
    """The rows of `data/<prefix>_<game>.jsonl` for every game, in `GAMES` order."""
    rows: list[dict[str, Any]] = []
    for game in GAMES:
        text = (DATA / f"{prefix}_{game}.jsonl").read_text(encoding="utf-8")
        rows.extend(json.loads(line) for line in text.splitlines() if line.strip())
    return rows


def gate_verdict(row: Mapping[str, Any]) -> tuple[dict[str, Any], str]:
    """The structured verdict and the answer's simulated sentence, as `/ask` reaches them without
    the index (extract → builder → engine → reading gate)."""
    g, _ = situate(row["question"], row["game"])
    answer = g.built.summarize(g.sim.result) if g.sim is not None and g.built is not None else ""
    return g.accounting.verdict.to_json(), answer
