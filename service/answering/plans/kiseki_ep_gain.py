"""軌跡 TCG plan `ep_gained`: how much EP the asker can gain from its 拠点 now — 「拠点に4枚、うち1枚は
もうアクションしてる。あと何点EPを得られる?」「拠点のカード3枚が全部アクション状態。EPは何点得られる?」.

EP is gained by acting one ready 拠点 card for 1 EP (1217.2); an acted card cannot be acted again
(1315.2), so the acted part of the 拠点 gives none. The run acts every told 拠点 card in turn and the
engine refuses the acted ones; the EP gained is the run's 1217.2 counters. Not the CP of the 配備ステップ,
which counts every 拠点 card acted or not (703.8a): the `cp` builder leaves an EP ask to this plan
(`kiseki_costs.cp_payment`).

Built from the facts: one 拠点 count of the asker's, at most one state of part or all of it
(`kiseki_pools.acted_part`), the EP asked as a number (the words: `lexicon/resource_asks.json`), and
nothing else — a card, a cost, an action, a turn or another count is another question.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.kiseki_pools import acted_part
from service.answering.plans.kiseki_spoken import plain
from service.answering.reading.model import Reading, Role
from service.answering.reading.resource_asks import ep_gain_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"


def ep_gained(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks()}
    if "number" not in asked or asked & {"winner", "destroyed"} or not plain(reading):
        return None
    if not ep_gain_asked(reading.text):
        return None
    if any(
        reading.of(r) for r in (Role.CARD, Role.STAT, Role.ACTION, Role.TURN, Role.KEYWORD, Role.MODIFIER)
    ):
        return None
    counts = reading.of(Role.QUANTITY)
    if len(counts) != 1 or counts[0].concept != "base" or counts[0].owner not in (None, "self"):
        return None
    base = counts[0]
    if not isinstance(base.value, int) or not 0 <= base.value <= 30:
        return None
    ask = min((f.start for f in reading.asks()), default=len(reading.text))
    acted = acted_part(reading, base, ask)
    if acted is None:
        return None
    n = base.value
    cards = [
        {"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}", **({"acted": True} if i < acted else {})}
        for i in range(n)
    ]
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"base": cards},
        "actions": [{"kind": "gain_ep", "card": f"b{i + 1}"} for i in range(n)],
    }

    def head(sim: SimulationResult) -> str:
        got = sum(
            1 for e in sim.events if e.type == "counter" and e.data.get("key") == "ep" and "1217.2" in e.rules
        )
        parts = [f"EPは{got}点得られます(レディ状態の拠点のカード1枚をアクションするごとに1EP、1217.2)"]
        if acted:
            parts.append(
                f"アクション状態の拠点のカード{acted}枚はアクションできないのでEPを得られません(1315.2)"
            )
        return "。".join(parts)

    notes = ("拠点のカードを1枚ずつアクションしてEPを得る処理(1217.2)として実行しました。",)
    return BuiltScenario(f"{GAME}.plan.ep_gained", payload, story(head, types=("counter",), limit=3), notes)
