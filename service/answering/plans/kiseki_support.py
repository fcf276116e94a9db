"""軌跡 TCG plan: may one of the asker's UNITs give スクラムサポート to another (1218.2, 1219.2b) —
asked outside a fight the question tells: the opponent's UNIT attacks the supported UNIT (the support
is given in the attacked player's priority, 803.7), and the supporter must be ready (1315.2), share a
組織 with it (1219.2b) and, for a 【暗躍】 UNIT, have 【暗躍】 too (1402.1).

Built from the reading: the asker's UNIT nouns before the support, each with the icons (【暗躍】) and
states (レディ, アクション, スタン) said between it and the noun before; the supported UNIT is the one
named with に (「【暗躍】持ちのUNITに、…UNITを…サポート」), the supporter the last other one (without
に: the first supports the second); 「組織が違う」 (STATE no_common_org) gives them no common 組織.
A UNIT described by nothing, stats, or any other fact is not this plan.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import ICONS, plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TARGET = re.compile(r"\s*に")
_TOGETHER = re.compile(r"\s*同士")  # 「自分のUNIT同士で」 names neither UNIT
_STATES = frozenset({"active", "rested", "stunned", "no_common_org"})


def _described(reading: Reading, cards: list[Fact]) -> list[list[Fact]] | None:
    """The icons and states said of each UNIT noun: those between the noun before it and it."""
    out: list[list[Fact]] = []
    start = 0
    for card in cards:
        said = [
            f
            for f in (*reading.of(Role.KEYWORD), *reading.of(Role.STATE))
            if start <= f.start < card.start and f.concept != "no_common_org"
        ]
        out.append(said)
        start = card.end
    return out


def support_can(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    actions = reading.of(Role.ACTION)
    supports = [f for f in actions if f.concept == "support"]
    if len(supports) != 1 or any(f.negated or f.concept not in ("support", "attacked") for f in actions):
        return None
    if any(reading.of(r) for r in (Role.STAT, Role.NUMBER, Role.QUANTITY, Role.TURN)):
        return None
    states = reading.of(Role.STATE)
    if any(f.concept not in _STATES for f in states) or any(f.start > supports[0].start for f in states):
        return None
    cards = [
        f
        for f in reading.of(Role.CARD)
        if f.concept == "unit" and f.start < supports[0].start and not _TOGETHER.match(reading.text, f.end)
    ]
    if not cards or len(cards) > 2 or any(f.owner == "opponent" for f in cards):
        return None
    if any(f.concept != "unit" for f in reading.of(Role.CARD)):
        return None
    said = _described(reading, cards)
    if said is None:
        return None
    named = [i for i, f in enumerate(cards) if _TARGET.match(reading.text, f.end)]
    if len(named) > 1:
        return None
    if named:
        t_i = named[0]
        others = [i for i in range(len(cards)) if i != t_i]
        s_i: int | None = others[-1] if others else None
    else:
        s_i, t_i = 0, (1 if len(cards) > 1 else -1)
    if s_i is None:
        return None
    apart = [f for f in states if f.concept == "no_common_org"]
    if any(f.negated for f in apart):
        return None
    if not said[s_i] and not apart:
        return None  # 「どんな条件?」: no particular supporter to check
    specs: dict[str, dict[str, Any]] = {}
    for role, i in (("s", s_i), ("t", t_i)):
        spec: dict[str, Any] = {
            "id": role,
            "name": "サポートするUNIT" if role == "s" else "サポートされるUNIT",
        }
        for f in said[i] if i >= 0 else []:
            name = f.concept.strip("【】")
            if f.role is Role.KEYWORD:
                if name not in ICONS:
                    return None
                if not f.negated:
                    spec.setdefault("icons", []).append(f"【{name}】")
            elif f.concept in ("rested", "stunned") and not f.negated:
                spec["stunned" if f.concept == "stunned" else "acted"] = True
            elif f.concept == "active" and f.negated:
                return None  # 「レディじゃない」: acted or stunned?
        specs[role] = spec
    specs["t"].update({"STR": 0, "DEF": 9})
    if apart:
        specs["s"]["orgs"] = ["身喰らう蛇"]
        specs["t"]["orgs"] = ["遊撃士協会"]
    x_spec: dict[str, Any] = {"id": "x", "name": "攻撃してくる相手のUNIT", "STR": 0}
    notes = [
        "スクラムサポートは、相手のUNITがサポートされるUNITを攻撃したときに、攻撃された側が優先権処理(803.7)で"
        "行うものとして計算しました。"
    ]
    if "【暗躍】" in specs["t"].get("icons", ()):  # only a 【暗躍】 UNIT may attack a 【暗躍】 UNIT (1402.1)
        x_spec["icons"] = ["【暗躍】"]
        notes.append(
            "【暗躍】を持つUNITを攻撃できるよう、攻撃してくるUNITも【暗躍】を持つものとしました(1402.1)。"
        )
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {"field": [specs["t"], specs["s"]]},
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
        f"{GAME}.plan.support", payload, story(head, types=("rejected", "set_state"), limit=3), tuple(notes)
    )
