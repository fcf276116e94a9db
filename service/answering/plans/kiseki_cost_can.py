"""軌跡 TCG plan `cost_stun_can`: may a UNIT's 起動クラフト whose cost stuns the UNIT itself be played,
with the UNIT's state told — 「すでにスタン状態のUNITで、「これをスタンする:…」の起動クラフトを使える?」:
a stunned UNIT's crafts are invalid and it cannot be stunned again (1202.2a, 1306.2d), so no; a UNIT
told not stunned (「スタンしてないUNIT」) pays it (1201.1a-1, 1306.1), but that alone does not decide the use
(the merge with audit 23a: only the refusal is stated).

Built from the reading: the one quoted craft written as '(コスト):(効果)' (1201.1a-1) whose cost part
says only that a UNIT is stunned (as `kiseki_cost` reads it), its effect elided (「…」「〜」) or said
with no condition (it decides nothing about paying the cost); outside the quote one UNIT, one state of
it (スタン, or スタンしていない), at most one player named (the UNIT's, who plays it) and the asked use.
Anything else told (a stat, a count, a turn, another card, a second state) is not this plan. The
craft's player is seated as player1 in its 配備ステップ (a craft is played whenever its controller has
priority, 1201.1a-1).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_QUOTE = re.compile(r"[「『]([^「」『』]*)[」』]")
_COLON = re.compile(r"[:：]")
# 「これを」「このUNITを」 (the craft's own UNIT) and the stun of the cost part, nothing else
_COST = re.compile(r"\s*(?:これ|この\s*(?:UNIT|ユニット))\s*を\s*スタン\s*(?:する|させる)\s*")
# an effect that may refuse or limit the play (a condition, a limit): not read here
_CONDITION = re.compile(r"場合|なら|とき|時|限り|できる|できない|のみ|ターンに")
_PLAYED = frozenset({"pay", "use", "play"})
_QUIET = frozenset({Role.NEUTRAL, Role.TERM, Role.ASK})


def _outside(reading: Reading, quote: re.Match[str]) -> list[Fact]:
    return [f for f in reading.facts if not quote.start() <= f.start < quote.end() and f.role not in _QUIET]


def cost_stun_can(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"}:
        return None
    quotes = list(_QUOTE.finditer(reading.text))
    if len(quotes) != 1:
        return None
    quote = quotes[0]
    colon = _COLON.search(reading.text, quote.start(1), quote.end(1))
    if colon is None or not _COST.fullmatch(reading.text, quote.start(1), colon.start()):
        return None  # the cost part says that this UNIT is stunned, nothing else
    if _CONDITION.search(reading.text, colon.end(), quote.end(1)):
        return None
    facts = _outside(reading, quote)
    units = [f for f in facts if f.role is Role.CARD]
    states = [f for f in facts if f.role is Role.STATE]
    acts = [f for f in facts if f.role is Role.ACTION]
    owners = [f for f in facts if f.role is Role.OWNER]
    if len(units) != 1 or units[0].concept != "unit" or units[0].negated:
        return None
    if len(states) != 1 or states[0].concept != "stunned" or states[0].start > units[0].start:
        return None  # the UNIT's one state, said before it (「スタン状態のUNIT」「スタンしてないUNIT」)
    if len(acts) != 1 or acts[0].concept not in _PLAYED or acts[0].negated:
        return None
    if len(units) + len(states) + len(acts) + len(owners) != len(facts):
        return None  # a stat, a count, a turn … this plan does not hold
    sides = {f.owner for f in (*units, *states, *owners) if f.owner is not None}
    if len(sides) > 1 or sides - {"self", "opponent"}:
        return None  # the UNIT's player and the one who plays it must be one
    stunned = not states[0].negated
    if not stunned:
        # a payable cost does not decide that the craft can be used (its timing, its effect's own needs):
        # only the refusal is stated, as audit 23a's `effect_unread` states only an unpayable cost
        return None
    me = "player2" if sides == {"opponent"} else "player1"
    unit = {"id": "a", "name": "起動クラフトを持つUNIT", "stunned": stunned}
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"field": [unit]},
        "player2": {"field": []},
        "actions": [{"kind": "effect", "op": "stun", "cost": True, "player": "player1", "target": "a"}],
    }
    notes = (
        "起動クラフトは優先権があればプレイできるので、そのUNITの支配者の配備ステップで実行しました(1201.1a-1)。",
        "クラフトの効果はコストを支払えるかに関わらないので再現していません。",
    )

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return (
                "使えません。スタン状態のUNITのクラフトは無効で、そのUNITをさらにスタンしてコストを支払うことも"
                f"できません({'、'.join(refused.rules)})"
            )
        return "使えます。スタンしていないUNITをスタンして起動クラフトのコストを支払えます(1201.1a-1、1306.1)"

    quoted = ((quote.start(), quote.end()),)
    return BuiltScenario(
        f"{GAME}.plan.cost_stun_can",
        payload,
        story(head, types=("rejected", "cost", "set_state"), limit=3, me=me),
        notes,
        quoted,
        quoted,
    )
