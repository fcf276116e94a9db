"""Two checks of a run against what it answers (`verdict.decide`): a refusal that cascades from an
earlier refused action, and a winner the builder's sentence names against the reading's seating."""

from __future__ import annotations

import re

from service.engine.events import Result
from service.engine.scenario import SimulationResult


def cascade(sim: SimulationResult) -> bool:
    """A scripted action refused, then a later one of another kind refused too: the later (asked)
    action ran on a set-up the engine did not allow (a スクラムサポート scripted after an attack
    the engine refused), so its refusal says nothing of what is asked."""
    refused = [e.data for e in sim.events if e.type == "rejected" and isinstance(e.data.get("index"), int)]
    kinds = [(r.get("action") or {}).get("kind") or (r.get("action") or {}).get("type") for r in refused]
    return len(refused) > 1 and any(k != kinds[0] for k in kinds[1:])


_WON = re.compile(r"(自分|相手)(?:が|の)(?:勝利|勝ち)")
# 「相手はデッキが0枚になり、ルール処理で敗北します」: the loser named, the winner is the other
_LOST = re.compile(r"(自分|相手)(?:は|が)[^。]{0,30}?(?:敗北し|敗北す|負け)")


def contradicts(sim: SimulationResult, summary: str, me: str) -> bool:
    """The builder's sentence names a winner other than the one the reading's seating gives (the
    planner found the asker on the other seat: 「攻撃されたら」 simulated as the asker attacking)."""
    o = sim.outcome
    if o.result is not Result.GAME_OVER or o.draw or o.winner is None:
        return False
    said = _WON.search(summary)
    if said is not None:
        return (said.group(1) == "自分") != (o.winner == me)
    lost = _LOST.search(summary)
    return lost is not None and (lost.group(1) == "自分") == (o.winner == me)
