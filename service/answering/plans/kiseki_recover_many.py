"""軌跡 TCG plan: may a player recover more than one stunned UNIT in the 回復フェイズ? 705.6: each player
chooses **one** stunned UNIT (or none) to recover; the rest go to the 軌跡 — the once-a-step choice asked
as several (「2つとも回復させられる?」「両方回復できる?」「3体全部回復できる?」).

Read from the facts: the 回復フェイズ (the one TURN fact), the asker's stunned UNITs (the STATE stunned,
a UNIT noun, a field count of them when told), the recover ACTION with its count (lexicon: 「2つとも」
「両方」 → 2) and the ask (can). The asker's side only: any opponent word withholds (each player
recovers its own one, so 「自分と相手の…両方」 is another question). The count of stunned UNITs, when
not told, is the count asked (named). The run scripts one recover action a UNIT: the engine takes the
first as the player's choice (705.6) and refuses the next.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"


def recover_many(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    if reading.of(Role.NUMBER, Role.KEYWORD, Role.STAT):
        return None
    turns = reading.of(Role.TURN)
    if len(turns) != 1 or turns[0].concept != "recovery_phase" or turns[0].negated:
        return None
    if any(f.owner not in (None, "self") for f in reading.facts) or any(
        f.concept != "self" for f in reading.of(Role.OWNER)
    ):
        return None
    states = reading.of(Role.STATE)
    if not states or any(f.concept != "stunned" or f.negated for f in states):
        return None
    if any(f.concept != "unit" for f in reading.of(Role.CARD)):
        return None
    acts = reading.of(Role.ACTION)
    if len(acts) != 1 or acts[0].concept != "recover" or acts[0].negated:
        return None
    asked = acts[0].value
    if not isinstance(asked, int) or not 2 <= asked <= 5:
        return None
    counts = reading.of(Role.QUANTITY)
    if any(f.concept != "field_count" or f.negated for f in counts) or len(counts) > 1:
        return None
    stunned = int(counts[0].value) if counts and isinstance(counts[0].value, int) else asked
    if stunned != asked:
        return None  # 「3体スタン、2体回復できる?」: a part asked of more — its own question
    field = [{"id": f"u{i + 1}", "name": f"スタン状態のUNIT{i + 1}", "stunned": True} for i in range(stunned)]
    payload: dict[str, Any] = {
        "phase": "recovery",
        "player1": {"field": field},
        "player2": {},
        "actions": [{"kind": "recover", "player": "player1", "card": c["id"]} for c in field],
    }
    notes = () if counts else (f"スタン状態のUNITの数は書かれていないので{stunned}体としました。",)

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return (
                f"{asked}体とも回復させることはできません。回復フェイズで回復できるスタン状態のUNITは"
                "各プレイヤー1体までで、残りは軌跡に置かれます(705.6)"
            )
        return f"{asked}体とも回復できます"

    return BuiltScenario(
        f"{GAME}.plan.recover_many",
        payload,
        story(head, types=("rejected", "set_state", "move"), limit=3),
        notes,
    )
