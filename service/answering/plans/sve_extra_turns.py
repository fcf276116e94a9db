"""Shadowverse Evolve plan `extra_turns`: how many extra turns several 「追加ターンを行なう」 give —
「『このターンの後、あなたは追加ターンを行なう』を2回使った。追加ターンは何回?」「追加ターンの効果を3枚
使った。追加ターン何回もらえる?」.

Each instruction gives one turn of its player right before the turn that would come next (5.27.1); with
several, the latest is applied, one turn, and that is repeated until every instruction is carried out
(5.27.1.1) — they do not merge into one. The run makes the told number of instructions (the engine's
`extra_turn` action) and ends turns until the other player's turn starts; the extra turns counted are
the engine's `extra_turn` events.

Built from: the word 追加ターン (`lexicon/card_text.json` sve extra_turn, with the count said of its uses:
「2回使った」「2枚プレイした」「効果が2つ」), exactly one such count in the told sentences, a number asked
(「何回?」) in a sentence about the extra turns, and nothing else: a card's stats, a quantity, a state, a
keyword, a turn asked or a guessed count (「1回だけ?」) is another question.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_MOST = 10  # the engine's bound on one action's instructions
_ACTS = frozenset({"use", "play"})
_SENTENCE = re.compile(r"[^。?!\n]*[?]")


@cache
def _words() -> tuple[re.Pattern[str], re.Pattern[str]]:
    path = Path(__file__).parents[1] / "lexicon" / "card_text.json"
    entry = json.loads(path.read_text(encoding="utf-8"))["games"]["sve"]["extra_turn"]
    return re.compile(entry["regex"]), re.compile(entry["count"])


def _count(reading: Reading) -> int | None:
    """The instructions told: the one count said of the extra-turn effect's uses, before the question."""
    word, count = _words()
    asking = [m for m in _SENTENCE.finditer(reading.text) if m.group().strip()]
    if not asking:
        return None
    told = reading.text[: asking[0].start()]
    first = word.search(told)
    if first is None:
        return None
    hits = list(count.finditer(told, first.start()))
    if len(hits) != 1:
        return None
    n = int(hits[0].group("n") or hits[0].group("m"))
    return n if 1 <= n <= _MOST else None


def _asked_of_extra(reading: Reading) -> bool:
    """The number asked in a sentence about the extra turns (「追加ターンは何回?」「何回もらえる?」)."""
    word, _ = _words()
    asking = [m.group() for m in _SENTENCE.finditer(reading.text) if m.group().strip()]
    numbered = [f for f in reading.asks() if f.concept == "number"]
    if not asking or len(numbered) != 1:
        return False
    at = next((s for s in asking if "何回" in s), "")
    return bool(word.search(at)) or (len(asking) > 1 and bool(word.search(reading.text)) and bool(at))


def extra_turns(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not _asked_of_extra(reading):
        return None
    if reading.of(Role.CARD, Role.STAT, Role.QUANTITY, Role.STATE, Role.KEYWORD, Role.TURN):
        return None
    if any(f.concept != "追加ターンを行なう" for f in reading.of(Role.TERM)):
        return None
    acts = reading.of(Role.ACTION)
    if len(acts) > 1 or any(f.concept not in _ACTS or f.negated for f in acts):
        return None
    if any(f.concept != "repeat" for f in reading.of(Role.MODIFIER)):
        return None
    if any(f.owner not in (None, "self") for f in reading.of(Role.OWNER)):
        return None  # the opponent's instructions: not seated here
    n = _count(reading)
    if n is None:
        return None
    # 「2回使った」 (a repeat) is held by as many scripted acts, one instruction each (the planner's
    # repeat); 「効果が2つ」「2枚使った」 (a number) by one act of that count
    if reading.of(Role.MODIFIER):
        actions: list[dict[str, Any]] = [{"type": "extra_turn"} for _ in range(n)]
    else:
        actions = [{"type": "extra_turn", "count": n}]
    actions += [{"type": "end_turn"} for _ in range(n + 1)]
    payload: dict[str, Any] = {"turn": 3, "actions": actions}

    def head(sim: SimulationResult) -> str:
        taken = sum(e.type == "extra_turn" for e in sim.events)
        return (
            f"追加ターンは{taken}回行ないます。追加ターンを行なう指示{n}つは1つにまとまらず、最も後の指示から"
            "1回ずつ、すべての指示を実行し終えるまで繰り返します(5.27.1、5.27.1.1)"
        )

    notes = ("追加ターンの指示は自分のターン中に自分が使ったものとしました(回数には関わりません)。",)
    return BuiltScenario(
        f"{GAME}.plan.extra_turns", payload, story(head, types=("extra_turn",), limit=2), notes
    )
