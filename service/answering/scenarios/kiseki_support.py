"""軌跡 TCG スクラムサポート asked outside an attack: whether a UNIT can give it (1218.2, 1219.2b)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, story
from service.answering.scenarios.kiseki_read import Unit, read_units
from service.engine.scenario import SimulationResult

GAME = "kiseki"


_NOUN = r"(?:UNIT|ユニット|やつ|ヤツ|奴)"


def _roles(text: str, units: list[Unit]) -> tuple[Unit | None, Unit | None]:
    """(the supporting UNIT, the supported one): 「XのUNITに、YのUNITが(を)スクラムサポート」 names the
    supported UNIT by に; the helper is the last other UNIT (「自分のUNIT同士で」 names neither).
    Without a に, the first UNIT supports the second."""
    named = [u for u in units if not re.match(_NOUN + r"\s*同士", text[u.start :])]
    target = next((u for u in named if re.match(_NOUN + r"\s*に", text[u.start :])), None)
    if target is not None:
        others = [u for u in named if u is not target]
        return (others[-1] if others else None), target
    return (named[0] if named else None), (named[1] if len(named) > 1 else None)


def scrum_support(facts: Facts) -> BuiltScenario | Unsupported | None:
    """Whether a UNIT can give スクラムサポート (1218.2, 1219.2b), asked outside an attack."""
    if not asks(facts, r"スクラムサポート|サポートでき|サポートする"):
        return None
    units = read_units(facts)
    if any(u.role in ("attacker", "target") for u in units):
        return None  # an attack with its UNITs named: `attack` runs it, サポート and all
    helper, target = _roles(facts.text, units)
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
    x_spec: dict[str, Any] = {"id": "x", "name": "攻撃してくるUNIT", "STR": 0}
    notes = [
        "スクラムサポートは攻撃されたUNITの側が攻撃対象選択ステップの優先権処理(803.7)で行うものとして計算しました。"
    ]
    # only a 【暗躍】 UNIT may attack a 【暗躍】 UNIT (803.6e, 1402.1)
    if "【暗躍】" in t_spec.get("icons", ()):
        x_spec["icons"] = ["【暗躍】"]
        notes.append(
            "【暗躍】を持つUNITを攻撃できるよう、攻撃してくるUNITも【暗躍】を持つものとしました(1402.1)。"
        )
    payload = {
        "phase": "battle",
        "player1": {"field": [t_spec, s_spec]},
        "player2": {"field": [x_spec]},
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

    return BuiltScenario(
        f"{GAME}.scrum_support", payload, story(head, types=("rejected", "set_state"), limit=3), tuple(notes)
    )
