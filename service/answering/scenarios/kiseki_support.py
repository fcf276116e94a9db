"""軌跡 TCG スクラムサポート asked outside an attack: whether a UNIT can give it (1218.2, 1219.2b)."""

from __future__ import annotations

from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, story
from service.answering.scenarios.kiseki_read import read_units
from service.engine.scenario import SimulationResult

GAME = "kiseki"


def scrum_support(facts: Facts) -> BuiltScenario | Unsupported | None:
    """Whether a UNIT can give スクラムサポート (1218.2, 1219.2b), asked outside an attack."""
    if not asks(facts, r"スクラムサポート|サポートでき|サポートする"):
        return None
    units = read_units(facts)
    if any(u.role in ("attacker", "target") for u in units):
        return None  # an attack with its UNITs named: `attack` runs it, サポート and all
    helper = units[0] if units else None
    target = units[1] if len(units) > 1 else None
    other_org = asks(
        facts, r"(?:違う|異なる|別の)組織|組織が(?:違|異な)|共通する組織(?:が|を)(?:ない|持たない)"
    )
    same_org = asks(facts, r"同じ組織|共通する組織を持つ")
    described = helper is not None and (helper.acted or helper.stunned or bool(helper.icons))
    if not (described or other_org or same_org):
        return None  # 「どんな条件?」: no particular UNIT to check
    s_spec: dict[str, Any] = {"id": "s", "name": "サポートするUNIT"}
    t_spec: dict[str, Any] = {"id": "t", "name": "サポートされるUNIT", "STR": 0, "DEF": 9}
    if helper is not None:
        s_spec.update({"icons": sorted(helper.icons), "acted": helper.acted or helper.stunned})
    if target is not None:
        t_spec["icons"] = sorted(target.icons)
    if other_org:
        s_spec["orgs"] = ["身喰らう蛇"]
    payload = {
        "phase": "battle",
        "player1": {"field": [t_spec, s_spec]},
        "player2": {"field": [{"id": "x", "name": "攻撃してくるUNIT", "STR": 0}]},
        "actions": [
            {"kind": "pass", "player": "player1"},
            {"kind": "attack", "player": "player2", "attackers": ["x"], "target": "t"},
            {"kind": "scrum_support", "player": "player1", "supporter": "s", "target": "t"},
        ],
    }

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return f"そのスクラムサポートはできません({refused.text.split('認められない: ', 1)[-1]})"
        return "スクラムサポートできます。対象はサポートを得て、その戦闘でオーバーキルは起きません(1309.1a)"

    notes = (
        "スクラムサポートは攻撃されたUNITの側が攻撃対象選択ステップの優先権処理(803.7)で行うものとして計算しました。",
    )
    return BuiltScenario(
        f"{GAME}.scrum_support", payload, story(head, types=("rejected", "set_state"), limit=3), notes
    )
