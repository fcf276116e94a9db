"""軌跡 TCG plan: a stun that a told replacement turns into another event
(「スタンする代わりにアクション状態になる」「スタンされる代わりに手札に戻る」, audit 27c).

`plans.replaced.replaced_plan` over the game's other plans (a stun by an effect, `kiseki_stun`; in a battle,
`kiseki_fight`; paid as a cost, `kiseki_cost`): the engine replaces the stun as it happens, the stun does not
happen and only the new event does (1216.1), so no スタンダメージ is lost for it (1306.3); an overkill of
the battle is no stun and still happens (804.11a-3); a stun paid as a cost still counts as paid (1203.3).
The conclusion then tells each player's 絆 lost.
"""

from __future__ import annotations

from service.answering.plans import Plan
from service.answering.plans.replaced import replaced_plan
from service.answering.scenarios.kiseki_verdict import lost_kizuna
from service.engine.scenario import SimulationResult

_NAMES = {"player1": "自分", "player2": "相手"}


def _kizuna(sim: SimulationResult, _event: str) -> list[str]:
    parts = ["スタンは発生しなかったので、そのスタンダメージ(1306.3)はありません"]
    if any("1203.3" in e.rules for e in sim.events):
        parts.append("置換されたスタンもコストとしては支払ったものとみなされます(1203.3)")
    for player, name in _NAMES.items():
        lost = lost_kizuna(sim, player)
        if lost_kizuna(sim, player, "804.11a-3") + lost_kizuna(sim, player, "804.11b"):
            parts.append(f"オーバーキルはスタンとは別に発生し、{name}は絆を{lost}点失います(804.11a-3)")
        elif lost:
            parts.append(f"{name}は絆を{lost}点失います")
    if len(parts) == 1:
        parts.append("どちらのプレイヤーも絆を失いません(0点)")
    return parts


def replaced_stun() -> Plan:
    """The kiseki plan over `kiseki.PLANS` (read when it runs: that tuple holds this plan)."""
    from service.answering.plans import kiseki

    return replaced_plan("kiseki", lambda: kiseki.PLANS, _kizuna)
