"""軌跡 TCG plan: may a stunned UNIT's 起動クラフト 「これをスタンする:…」 be played?

「もうスタンしてるUNITの「これをスタンする:カードを1枚引く」って使えますか?」: every craft of a stunned UNIT
is invalid (1202.2a), and a stunned UNIT does not stun (1306.2d), so its cost, an act that cannot be
done even in part, cannot be paid (1203.2) — no.

Built from the reading: the one quoted craft written '(コスト):(効果)' (1201.1a-1) whose cost part says
only that a UNIT is stunned (「これをスタンする」); outside the quote one UNIT, the asker's (or no owner
named), told stunned, and the use asked. The run stuns that stunned UNIT as the craft's cost, which the
engine refuses; the effect part is read whole — nothing of it is done when the craft cannot be played.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_QUOTE = re.compile(r"[「『][^「」『』]*[」』]")
_COLON = re.compile(r"[:：]")
# 「これを」「このUNITを」: the craft's own UNIT (audit 23c's wording, its twin plan merged here)
_OWN = re.compile(r"これ|この\s*(?:UNIT|ユニット)")
_QUIET = frozenset({Role.NEUTRAL, Role.TERM, Role.ASK})
_USED = frozenset({"use", "play", "pay", "activate"})


def _stunned(fact: Fact) -> bool:
    return fact.role is Role.STATE and fact.concept == "stunned" and not fact.negated


def stunned_craft(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"}:
        return None
    quotes = list(_QUOTE.finditer(reading.text))
    if len(quotes) != 1:
        return None
    quote = quotes[0]
    colons = list(_COLON.finditer(reading.text, quote.start(), quote.end()))
    if len(colons) != 1:
        return None
    cost = [
        f for f in reading.facts
        if quote.start() <= f.start < colons[0].start() and f.role not in _QUIET
        and not (f.role is Role.CARD and f.concept == "unit")  # 「このUNITを」: the craft's own UNIT
    ]  # fmt: skip
    if (
        not cost
        or not all(_stunned(f) for f in cost)
        or not _OWN.search(reading.text, quote.start(), colons[0].start())
    ):
        return None  # the cost part: 「これ/このUNITをスタンする」, the craft's own UNIT stunned, no more
    outside = [f for f in reading.facts if not quote.start() <= f.start < quote.end()]
    cards = [f for f in outside if f.role is Role.CARD]
    states = [f for f in outside if f.role is Role.STATE]
    acts = [f for f in outside if f.role is Role.ACTION]
    owners = [f for f in outside if f.role is Role.OWNER]
    if len(cards) != 1 or cards[0].concept != "unit" or cards[0].owner not in (None, "self"):
        return None
    if len(states) != 1 or not _stunned(states[0]) or states[0].end > cards[0].start:
        return None  # 「スタンしてるUNITの」: the state said of that UNIT, before it
    if not acts or any(f.concept not in _USED or f.negated for f in acts) or acts[0].start < quote.end():
        return None
    if any(f.concept != "self" for f in owners):
        return None
    told = cards + states + acts + owners
    if any(f.role not in _QUIET and f not in told for f in outside):
        return None  # a count, a stat, a turn … this plan does not hold
    unit = {"id": "a", "name": "起動クラフトを持つUNIT", "stunned": True}
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"field": [unit]},
        "player2": {"field": []},
        "actions": [{"kind": "effect", "op": "stun", "cost": True, "player": "player1", "target": "a"}],
    }

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return (
                "使えません。スタン状態のUNITのクラフトはすべて無効で(1202.2a)、スタン状態のUNITはスタンしない"
                "ので(1306.2d)、コストの「これをスタンする」も支払えません(1203.2)"
            )
        return "使えます"

    return BuiltScenario(
        f"{GAME}.plan.stunned_craft",
        payload,
        story(head, types=("rejected",), limit=2),
        ("起動クラフトは優先権があればプレイできるので、自分の配備ステップで試しました(1201.1a-1)。",),
        quoted=((quote.start(), quote.end()),),  # its cost is run, its effect never reached
    )
