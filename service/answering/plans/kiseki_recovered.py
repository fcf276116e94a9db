"""軌跡 TCG plan: the fate of a stunned UNIT the recovery phase's choice passed over (705.6) — a
player with several stunned UNITs chooses one to recover; every other stunned UNIT goes to the 軌跡.

「回復フェイズ、スタン状態のUNITがAとBの2体。Aを回復させるUNITに選んだ。残ったBは軌跡行き?」: the
asked UNIT is one the choice passed over (「選ばなかったB」「もう片方」「残ったB」, `fate.passed_said`:
the gate's verdict is then about those UNITs), so it goes to the 軌跡 and leaves the field. Built
from the reading: the 回復フェイズ told, the stunned state, the number of stunned UNITs (≥ 2: 「2体」
「ユニットが3体」), one choice made (「選んだ」「回復対象に選んだ」) and whose UNITs they are (the
count's, the state's, else the chooser's). A choice refused (「どれも選ばなかった」), a stat, an icon
or a modifier told with it is not this situation.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.fate import passed_said
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"recovery_phase", "self_turn", "opponent_turn"})
_COUNTED = re.compile(r"\s*(?:体|つ)")
_NAME = {"self": "自分", "opponent": "相手"}


def _stunned_count(reading: Reading) -> tuple[int, str | None] | None:
    """How many stunned UNITs, and whose (None: not said with the count)."""
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"]
    chosen = [f.start for f in reading.of(Role.ACTION) if f.concept == "recover"]
    numbers = [
        f
        for f in reading.of(Role.NUMBER)
        if isinstance(f.value, int)
        and _COUNTED.match(reading.text, f.end)
        and not (f.value == 1 and any(0 <= c - f.end <= 3 for c in chosen))  # 「1体を回復させるのに選んだ」
    ]
    told = counts + numbers
    if len(told) != 1 or reading.of(Role.QUANTITY) != tuple(counts):
        return None
    value = told[0].value
    if not isinstance(value, int) or not 2 <= value <= 10:
        return None
    return value, told[0].owner


def recovery_fate(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if "destroyed" not in asked or not asked <= {"destroyed", "outcome", "can"}:
        return None
    if any(reading.of(r) for r in (Role.STAT, Role.KEYWORD, Role.MODIFIER)):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if "recovery_phase" not in turns or not turns <= _TURNS or {"self_turn", "opponent_turn"} <= turns:
        return None
    states = reading.of(Role.STATE)
    if not states or any(f.concept != "stunned" or f.negated for f in states):
        return None
    if any(f.concept != "unit" for f in reading.of(Role.CARD)):
        return None
    acts = reading.of(Role.ACTION)
    if any(f.concept not in ("target", "recover") for f in acts):
        return None
    chosen = [f for f in acts if not f.negated]
    if not chosen or any(f.concept == "recover" and f.negated for f in acts):
        return None
    if any(isinstance(f.value, int) and f.value != 1 for f in chosen):
        return None  # 705.6: one stunned UNIT is chosen
    counted = _stunned_count(reading)
    asks = [f for f in reading.asks() if f.concept == "destroyed"]
    # the gate's verdict is about the UNITs the choice passed over only when the question says so
    if counted is None or not any(passed_said(reading, a) for a in asks):
        return None
    n, owner = counted
    owner = owner or states[0].owner or _chooser(reading, chosen[0])
    if owner not in ("self", "opponent"):
        return None
    theirs_turn = "opponent_turn" in turns
    seat = {"self": "player2" if theirs_turn else "player1"}
    seat["opponent"] = "player1" if seat["self"] == "player2" else "player2"
    field = [{"id": f"s{i + 1}", "name": f"スタン状態のUNIT{i + 1}", "stunned": True} for i in range(n)]
    payload: dict[str, Any] = {
        "phase": "recovery",
        seat[owner]: {"field": field},
        seat["opponent" if owner == "self" else "self"]: {},
        "actions": [{"kind": "recover", "player": seat[owner], "card": "s1"}],
    }
    notes: list[str] = []
    if not theirs_turn and "self_turn" not in turns:
        notes.append("どちらのターンか書かれていないので、自分がイニシアチブプレイヤーとしました。")
    name = _NAME[owner]

    def head(sim: SimulationResult) -> str:
        gone = sum(1 for e in sim.events if e.type == "move" and e.data.get("to_zone") == "kiseki")
        return (
            f"{name}が回復するUNITとして選ばなかったスタン状態のUNITは軌跡に置かれ、場から取り除かれます"
            f"(705.6: 選んだ1体は場に残り、残りの{gone}体は軌跡へ)"
        )

    return BuiltScenario(
        f"{GAME}.plan.recovery_fate",
        payload,
        story(head, types=("recover_pick", "move"), limit=3, me=seat["self"]),
        tuple(notes),
    )


def _chooser(reading: Reading, choice: Fact) -> str | None:
    named = [o for o in reading.of(Role.OWNER) if o.end <= choice.start and o.concept in ("self", "opponent")]
    return named[-1].concept if named else None
