"""軌跡 TCG plan: may a UNIT played in this turn's 配備ステップ attack in the same turn's 戦闘フェイズ —
「配備ステップで出したばっかのユニットって、同じターンの戦闘フェイズでもう攻撃できる?」. No rule keeps a UNIT
from attacking in the turn it entered: a ready UNIT may attack (803.3a-1) and a played UNIT enters ready
(1205.1c-1, 503.1a). The run plays it (1206.2), ends both players' 配備ステップ (703.8c, 703.5) and
declares the attack in the 戦闘フェイズ (803.3).

Built from the reading: one play and one attack told, the attack asked (「攻撃できる?」), both by the
asker; the UNIT told once or twice (the one played is the one attacking), its STR/DEF if told; the
配備ステップ / 戦闘フェイズ named or not. Anything else told — an opponent's card, a state, an icon, a
count, another turn (the first turn, the opponent's) — declines the plan. The opponent's field is the
engine's empty one (the attack is declared either way: whom it targets does not decide whether it may
be declared, 803.5), named in the notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"deploy_step", "battle_phase", "self_turn"})
# 「次のターン」「前のターン」「最初のターン」「1ターン目」: a turn other than the play's (「同じターン」
# 「このターン」 is the play's, said again)
_OTHER_TURN = re.compile(
    r"(?:次|前|最初|初|相手|向こう|[0-9０-９一二三])\s*の?\s*(?:ターン|番)|ターン\s*目|先攻|後攻"
)
NOTES = (
    "相手の場のUNITは書かれていないので、いないものとしました(攻撃できるかどうかには関わりません)。",
    "配備ステップのCPは、そのUNITのCPコストを払える分あるものとしました。",
)


def deployed_attack(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.NUMBER, Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.MODIFIER)):
        return None
    if any(f.concept not in _TURNS or f.negated for f in reading.of(Role.TURN)):
        return None
    if any(f.concept in ("opponent", "both") for f in reading.of(Role.OWNER)):
        return None
    acts = reading.of(Role.ACTION)
    plays = [f for f in acts if f.concept == "play"]
    attacks = [f for f in acts if f.concept == "attack"]
    if len(plays) != 1 or len(attacks) != 1 or len(acts) != 2 or plays[0].negated or attacks[0].negated:
        return None
    play, attack = plays[0], attacks[0]
    asked = reading.asks()[0]
    if not (play.end <= attack.start and attack.end <= asked.start):
        return None  # the play told first, the attack asked
    cards = reading.of(Role.CARD)
    if not cards or any(f.concept != "unit" or f.owner not in (None, "self") or f.negated for f in cards):
        return None
    stats = {f.concept: f.value for f in reading.of(Role.STAT)}
    if set(stats) - {"STR", "DEF"} or len(stats) != len(reading.of(Role.STAT)):
        return None
    if _OTHER_TURN.search(reading.text):
        return None  # 「次のターン」「前のターン」「最初のターン」: another turn's attack, or the first turn
    unit: dict[str, Any] = {"id": "u", "name": "配備ステップで出したUNIT", "cp_cost": 1}
    unit |= {k: int(v) for k, v in stats.items() if isinstance(v, int)}
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"base": 1, "hand": [unit]},
        "player2": {"field": []},
        "actions": [
            {"kind": "play_unit", "card": "u"},
            {"kind": "end_step", "player": "player1"},
            {"kind": "end_step", "player": "player2"},
            {"kind": "attack", "attackers": ["u"]},
        ],
    }

    def head(sim: SimulationResult) -> str:
        attacked = any(e.type == "attack" for e in sim.events)
        if not attacked:
            return "攻撃できません"
        return (
            "攻撃できます。配備ステップでプレイしたUNITはレディ状態で場に出て(1205.1c-1、503.1a)、同じターンの"
            "戦闘フェイズに攻撃できます(出したターンに攻撃できないというルールはありません、803.3a-1)"
        )

    return BuiltScenario(f"{GAME}.plan.deployed_attack", payload, story(head, limit=4), NOTES)
