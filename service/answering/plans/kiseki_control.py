"""軌跡 TCG plan: a UNIT whose 支配者 is not its 持ち主 (105.2, 105.3, 506.4) is stunned, 即死 or 破壊 by an
effect — 「相手から支配を奪ったCPコスト3のUNITがスタンした。自分の絆は何点減る?」「相手に支配を奪われた
自分のUNITがスタンした。自分の絆は?」「支配を奪ったUNITが即死した。相手の軌跡は3枚、何枚になる?」.

The stun damage is its 支配者's (1306.3: the player whose field holds it), while a card leaving the field
goes to its 持ち主's 軌跡 (1317.1 / 1317.2 name no player: 502.5). The 支配者 is the asker unless the change
is told in the passive (「奪われた」), of the opponent as its subject (「相手が支配を奪った」「相手が支配
してる」) or as 「支配者が相手になった」. One UNIT, one change told before the one stun/即死/破壊, only its
CPコスト as a stat, the counts told of named players (絆, 軌跡) and the asked count named in the asking
sentence (or the only one told).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.control_side import (
    CHANGE,
    OTHER,
    SEAT,
    SIDE,
    WORD,
    asked_sentence_start,
    controller,
    taken_then_removed,
    told_counts,
)
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.reading.whose_zone import whose_zone_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
# the told removal → the scenario's effect op
_OPS = {"kill": "kill", "destroy": "destroy"}
_COUNTED = {"kizuna": "kizuna", "kiseki_cards": "kiseki"}
_ASKED = re.compile(r"(自分|相手|こっち|俺|向こう)\s*(?:の)?\s*(絆|軌跡)")
_AGAIN = ("その", "この")


def _asked(reading: Reading, ask: Fact, told: dict[tuple[str, str], int]) -> tuple[str, str] | None:
    named = list(_ASKED.finditer(reading.text, asked_sentence_start(reading, ask), ask.start))
    if named:
        return SIDE[named[-1].group(1)], ("kizuna" if named[-1].group(2) == "絆" else "kiseki")
    return next(iter(told)) if len(told) == 1 else None


def controlled_unit(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number":
        return None
    asks = [f for f in reading.asks() if f.concept == "number"]
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    changes = [f for f in acts if f.concept == "control_change"]
    removals = [f for f in acts if f.concept in _OPS]
    stuns = [f for f in reading.of(Role.STATE) if f.concept == "stunned" and not f.negated]
    if len(asks) != 1 or len(changes) != 1 or len(acts) != len(changes) + len(removals):
        return None
    if len(removals) + len(stuns) != 1 or len(reading.of(Role.STATE)) != len(stuns):
        return None
    event = (removals or stuns)[0]
    if event.start < changes[0].end:
        return None  # the change told after the stun: its order is not read here
    # 「そのUNIT(CPコスト2)が」: the UNIT named again by a referent is the same card
    units = [f for f in reading.of(Role.CARD) if reading.text[max(0, f.start - 2) : f.start] not in _AGAIN]
    if len(units) != 1 or any(f.concept != "unit" for f in reading.of(Role.CARD)):
        return None
    if reading.of(Role.KEYWORD, Role.TURN, Role.NUMBER) or any(
        f.concept != "effect" for f in reading.of(Role.MODIFIER)
    ):
        return None
    stats = reading.of(Role.STAT)
    if any(f.concept != "cp_cost" for f in stats) or len(stats) > 1:
        return None
    cost = stats[0].value if stats else None
    if stuns and not isinstance(cost, int):
        return None  # the stun damage is the CPコスト (1306.3): it must be told
    told = told_counts(reading, _COUNTED)
    if told is None:
        return None
    target = _asked(reading, asks[0], told)
    change = CHANGE.search(reading.text, asks[0].start)
    if target is None or (target not in told and change is None):
        return None  # the count it ends at needs its start told, unless only the change is asked
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if units[0].owner not in (None, owner):
        return None  # 「自分のUNIT」 is the card's 持ち主 (105.2); said of its 支配者 it is not read here
    notes = ["支配が変わったUNITは、支配者の場にいるものとしました(506.4)。"]
    if target not in told:  # only the change is asked: where the count starts does not change it
        told[target] = 10 if target[1] == "kizuna" else 0
        notes.append(f"{WORD[target[0]]}の{'絆' if target[1] == 'kizuna' else '軌跡'}は書かれていないので"
                     f"{told[target]}としました(増減には影響しません)。")  # fmt: skip
    unit: dict[str, Any] = {
        "id": "x",
        "name": "支配を奪われたUNIT",
        "cp_cost": cost if isinstance(cost, int) else 1,
        "owned_by": SEAT[owner],
    }
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for (side, counted), n in told.items():
        players[SEAT[side]][counted] = n
    players[SEAT[holder]]["field"] = [unit]
    op = "stun" if stuns else _OPS[event.concept]
    payload: dict[str, Any] = {
        "phase": "deploy", **players, "actions": [{"kind": "effect", "op": op, "target": "x"}]
    }  # fmt: skip
    side, counted = target
    start = told[target]

    def head(sim: SimulationResult) -> str:
        seat = SEAT[side]
        if counted == "kizuna":
            now = sim.counter(seat, "kizuna")
            why = f"スタンダメージは持ち主ではなく支配者({WORD[holder]})が受けます(1306.3)"
            said = (
                f"{WORD[side]}が失う絆は{start - now}点です" if change
                else f"{WORD[side]}の絆は{now}になります"
            )  # fmt: skip
        else:
            now = len(sim.zone(seat, "kiseki"))
            why = f"場を離れたUNITは支配者ではなく持ち主({WORD[owner]})の軌跡に置かれます(502.5)"
            said = (
                f"{WORD[side]}の軌跡は{now - start}枚増えます" if change
                else f"{WORD[side]}の軌跡は{now}枚になります"
            )  # fmt: skip
        return f"{said}。{why}"

    return BuiltScenario(f"{GAME}.plan.controlled_unit", payload, story(head, limit=4), tuple(notes))


def controlled_whose(reading: Reading) -> BuiltScenario | None:
    """「支配を奪ったUNITが即死した。どっちの軌跡に行く?」: whose 軌跡 a UNIT of another 支配者 goes to when
    it
    leaves the field — its 持ち主's (1317.1 / 1317.2 name no player: 502.5); the gate reads the side from the
    run's move (reading/whose_zone.py). One change told before the one 即死/破壊; nothing else told."""
    if whose_zone_asked(reading) is None:
        return None
    told = taken_then_removed(reading, "control_change", _OPS)
    if told is None:
        return None
    changes, removals = [told[0]], [told[1]]
    units = [f for f in reading.of(Role.CARD) if reading.text[max(0, f.start - 2) : f.start] not in _AGAIN]
    if len(units) != 1 or any(f.concept != "unit" for f in reading.of(Role.CARD)):
        return None
    if reading.of(Role.KEYWORD, Role.TURN, Role.NUMBER, Role.STATE, Role.QUANTITY) or any(
        f.concept != "effect" for f in reading.of(Role.MODIFIER)
    ):
        return None
    stats = reading.of(Role.STAT)
    if any(f.concept != "cp_cost" for f in stats) or len(stats) > 1:
        return None
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if units[0].owner not in (None, owner):
        return None  # 「自分のUNIT」 is the card's 持ち主 (105.2); said of its 支配者 it is not read here
    cost = stats[0].value if stats else 1
    unit = {"id": "x", "name": "支配を奪われたUNIT", "cp_cost": cost, "owned_by": SEAT[owner]}
    payload: dict[str, Any] = {
        "phase": "deploy",
        SEAT[holder]: {"field": [unit]},
        SEAT[owner]: {},
        "actions": [{"kind": "effect", "op": _OPS[removals[0].concept], "target": "x"}],
    }

    def head(sim: SimulationResult) -> str:
        return f"場を離れたUNITは支配者({WORD[holder]})ではなく持ち主({WORD[owner]})の軌跡に置かれます(502.5)"

    notes = ("支配が変わったUNITは、支配者の場にいるものとしました(506.4)。",)
    return BuiltScenario(f"{GAME}.plan.controlled_whose", payload, story(head, limit=4), notes)
