"""Several attacks told one after another, fewer run: the verdict is withheld (audit 27b).

「パワー5000のリーダーとパワー6000のキャラで順番にアタック。ライフは何枚減る?」 had been run as the
character's attack alone and stated 1 (two won battles take 2, 7-1-4-1-1). Each attack is its own
fight in every game (onepiece 7-1, sve 8.4, ninjaslayer 703.1, kiseki 803.3), and what one left — sve
damage (5.13.1), ninjaslayer damage until 505.3a, a onepiece card rested by its block (10-1-4-1) — is
the next one's start: a scenario with fewer attacks than the question tells answers another question.
The words are data (`lexicon/attack_sequence.json`); a kiseki scrum attack (804.5) is one attack.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "attack_sequence.json"
_KANJI = {"二": 2, "三": 3, "四": 4}


@cache
def _words() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, frozenset[str]]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    verb = str(data["verb"])
    several = "|".join(f"(?:{p.replace('{verb}', verb)})" for p in data["several"])
    kinds = {game: frozenset(names) for game, names in data["kinds"].items()}
    return re.compile(several), re.compile(str(data["count"])), kinds


def told_attacks(text: str) -> int:
    """How many attacks `text` tells one after another: the count said with them (「3人で順番に」), 2
    for a sequence said without one, 0 when none is told."""
    several, count, _kinds = _words()
    counted = count.search(text)
    if counted is not None:
        n = counted.group(1)
        return _KANJI.get(n) or int(n.translate(str.maketrans("０１２３４５６７８９", "0123456789")))
    return 2 if several.search(text) else 0


def run_attacks(game: str, payload: Mapping[str, Any]) -> int:
    """The attacks the scenario scripts (an action whose kind is the game's attack)."""
    names = _words()[2].get(game, frozenset())
    actions = payload.get("actions") or []
    return sum(
        1 for a in actions if isinstance(a, Mapping) and (a.get("kind") in names or a.get("type") in names)
    )


def fewer_attacks(reading: Reading, game: str, payload: Mapping[str, Any], asks: str) -> str | None:
    """Why the scenario runs fewer attacks than the question tells, or None. Whether an attack may be
    made (「2回目もブロックできる?」「もう1回アタックできる?」) is the plans' own reading."""
    if asks == "can" or game not in _words()[2]:
        return None
    told = told_attacks(reading.text)
    run = run_attacks(game, payload)
    if told and run < told:
        return f"質問の{told}回の攻撃のうち{run}回しかシミュレーションしていません"
    return None
