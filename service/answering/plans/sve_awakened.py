"""Shadowverse Evolve plan `awakened`: is the asker 【覚醒】 now — 「PP最大値7で、PPは2。覚醒状態?」
「PP最大値6、PPも6ある。覚醒してる?」. 【覚醒】 refers to the current PP max (13.4.1.1) and means 7 or
more (13.4.1.2): the PP left or spent does not count. The run looks at the told position (the engine's
`awakened` action, no state change); the gate answers the yes/no from its event
(`lexicon/asked_subjects.json` events: sve awakened).

Built from the facts: the asker's PP max (and PP, at most that PP max), the word 覚醒, nothing else — a
turn, a card, an action or another count is another question (a PP max raised by a start phase is the
turn plan's).
"""

from __future__ import annotations

from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult
from service.engine.sve.rules import PP_MAX_CAP

GAME = "sve"
_WORD = "覚醒"


def awakened(reading: Reading) -> BuiltScenario | None:
    named = [f for f in reading.of(Role.TERM, Role.KEYWORD) if f.concept.strip("【】") == _WORD]
    if not named or any(f.negated for f in named):
        return None
    if reading.of(Role.CARD, Role.STAT, Role.STATE, Role.MODIFIER, Role.ACTION, Role.TURN, Role.NUMBER):
        return None
    if any(f.role is Role.KEYWORD and f not in named for f in reading.facts):
        return None
    if any(f.role is Role.TERM and f not in named and f.concept not in ("PP",) for f in reading.facts):
        return None
    told: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in ("pp_max", "pp") or f.owner not in (None, "self") or not isinstance(f.value, int):
            return None
        if told.get(f.concept, f.value) != f.value:
            return None
        told[f.concept] = f.value
    if "pp_max" not in told or not 0 <= told["pp_max"] <= PP_MAX_CAP:
        return None
    if not 0 <= told.get("pp", 0) <= told["pp_max"]:
        return None  # a PP above its max is no position (3.2.4.2)
    payload: dict[str, Any] = {"player1": dict(told), "actions": [{"type": "awakened"}]}
    left = told.get("pp")

    def head(sim: SimulationResult) -> str:
        awake = any(e.type == "awakened" for e in sim.events)
        said = "【覚醒】状態です" if awake else "【覚醒】状態ではありません"
        out = f"PP最大値が{told['pp_max']}なので、{said}(【覚醒】はPP最大値が7以上、13.4.1.2)"
        if left is not None:
            out += f"。PPの残り({left})は関係なく、PP最大値を参照します(13.4.1.1)"
        return out

    return BuiltScenario(
        f"{GAME}.plan.awakened", payload, story(head, types=("awakened", "not_awakened"), limit=2)
    )
