"""軌跡 TCG plan: the recovery phase's 「スタン状態の UNIT の回復」 (705.6) — a player with stunned and
unstunned UNITs chooses one stunned UNIT to recover; the other stunned UNITs go to the 軌跡. Asked:
how many UNITs that player has left on the field.

Built from the reading: each UNIT count said with its state (「スタンしてるUNITが3体」「スタンして
ないUNITが2体」: the state right before the count, in the same clause), and the recovery chosen
(「1体を回復するのを選んだ」, the recover action's count).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.answering.scenarios.kiseki_verdict import who
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_CLAUSE = re.compile(r"[、。,.!?!?]")


def _counted_states(reading: Reading) -> list[tuple[Fact, Fact]] | None:
    """(state, count) pairs: each UNIT count with the state said right before it; None when a count
    has no state (which UNITs those are is not said)."""
    states = sorted(reading.of(Role.STATE), key=lambda f: f.start)
    out: list[tuple[Fact, Fact]] = []
    for count in (f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"):
        before = [
            s
            for s in states
            if s.end <= count.start and not _CLAUSE.search(reading.text[s.end : count.start])
        ]
        if not before or before[-1].concept != "stunned" or not isinstance(count.value, int):
            return None
        out.append((before[-1], count))
    return out


def recovery_count(reading: Reading) -> BuiltScenario | None:
    if "number" not in {f.concept for f in reading.asks()} or not plain(reading):
        return None
    recover = [f for f in reading.of(Role.ACTION) if f.concept == "recover"]
    pairs = _counted_states(reading)
    if len(recover) != 1 or recover[0].negated or not isinstance(recover[0].value, int) or not pairs:
        return None
    owners = {s.owner or c.owner for s, c in pairs} - {None}
    if owners - {"self"}:
        return None  # the asker's UNITs only (the opponent's recovery is another player's choice)
    stunned = sum(int(c.value or 0) for s, c in pairs if not s.negated)
    ready = sum(int(c.value or 0) for s, c in pairs if s.negated)
    k = recover[0].value
    if k != 1 or not stunned or stunned + ready > 20:
        return None  # 705.6: one stunned UNIT at most is chosen (none: 「回復しない」 is not planned)
    field: list[dict[str, Any]] = [
        {"id": f"s{i + 1}", "name": f"スタン状態のUNIT{i + 1}", "stunned": True} for i in range(stunned)
    ]
    field += [{"id": f"r{i + 1}", "name": f"UNIT{i + 1}"} for i in range(ready)]
    actions: list[dict[str, Any]] = [{"kind": "recover", "player": "player1", "card": "s1"}]
    payload: dict[str, Any] = {
        "phase": "recovery",
        "player1": {"field": field},
        "player2": {},
        "actions": actions,
    }

    def head(sim: SimulationResult) -> str:
        left = len(sim.uids("player1", "field"))
        gone = sum(1 for e in sim.events if e.type == "move" and "705.6" in e.rules)
        return (
            f"{who('player1')}の場のUNITは{left}体になります。回復を選んだ1体はスタン状態から回復し、"
            f"残りのスタン状態のUNIT{gone}体は軌跡に置かれます(705.6)"
        )

    notes = ("回復フェイズ(705.6)から始め、回復の後もゲームを進めていますが、場のUNITの数はそのままです。",)
    return BuiltScenario(
        f"{GAME}.plan.recovery", payload, story(head, types=("recover_pick", "set_state"), limit=3), notes
    )
