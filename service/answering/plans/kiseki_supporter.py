"""軌跡 TCG plan: may the UNIT the asker used for スクラムサポート attack later in the same 戦闘フェイズ —
「相手の攻撃中に、自分のUNIT Aをアクションしてスクラムサポートに使った。…自分の戦闘サブステップで、そのA
で攻撃できる?」: the support acts the supporter (1218.2, 1315.2) and only a ready UNIT attacks
(803.3a-1), so no.

Built from the reading: one スクラムサポート given by the asker (ACTION support, no 組織/icon/stat told),
the opponent's attack it answers told before it (「相手の攻撃中に」「攻撃されて」), the 戦闘フェイズ, and
the asked attack made by the supporter, named again by a pointing word (「そのAで」「そいつで」
「そのUNITで」). The opponent's UNIT attacks the asker's other UNIT (a second UNIT of the asker's, its
stats the engine's, named), the asker supports it, and in the asker's next 戦闘サブステップ (804.14) the
supporter attacks. A state, a turn or anything else told is not this plan (a turn's end readies
it, 705.8).
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
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK})
# 「そのAで」「そいつで」「そのUNITで」「同じUNITで」: the supporter named again as the attacker
_AGAIN = re.compile(r"(?:その|この|同じ)\s*(?:UNIT|ユニット|[A-ZＡ-Ｚ])?\s*で|(?:そいつ|こいつ|それ)\s*で")
_OPPONENT = re.compile(r"相手\s*(?:の\s*(?:UNIT|ユニット)\s*)?(?:の|が|に)?\s*(?:攻撃|アタック)")


def supporter_attacks(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"can"} or not plain(reading):
        return None
    text = reading.text
    acts = reading.of(Role.ACTION)
    supports = [f for f in acts if f.concept == "support"]
    if len(supports) != 1 or any(f.negated for f in acts):
        return None
    support = supports[0]
    if any(f.concept not in ("support", "attack", "attacked", "use") for f in acts):
        return None
    before = [f for f in acts if f.concept in ("attack", "attacked") and f.end <= support.start]
    after = [f for f in acts if f.concept == "attack" and f.start >= support.end]
    if not before or len(after) != 1 or not _OPPONENT.search(text, 0, support.start):
        return None  # the opponent's attack the support answers, then the one attack asked
    if not _AGAIN.search(text, support.end, after[0].start):
        return None  # the asked attacker must be the supporter named again
    if any(f.role not in _QUIET for f in reading.facts if f.role not in (Role.ACTION, Role.CARD, Role.TURN)):
        return None  # a stat, icon, state, count or 組織: not this plan
    if any(f.concept != "battle_phase" or f.negated for f in reading.of(Role.TURN)):
        return None
    cards = reading.of(Role.CARD)
    if not cards or any(f.concept != "unit" or f.owner not in ("self", None) or f.negated for f in cards):
        return None
    if re.search(r"(?:次|前|翌)の?\s*ターン|ターン(?:が|を)\s*(?:変わ|明け|終わ)", text):
        return None  # another turn: the supporter is readied at the turn's end (705.8)
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {
            "field": [
                {"id": "t", "name": "サポートを得るUNIT", "STR": 0, "DEF": 9},
                {"id": "s", "name": "スクラムサポートしたUNIT"},
            ]
        },
        "player2": {"field": [{"id": "x", "name": "攻撃してくる相手のUNIT", "STR": 0}]},
        "actions": [
            {"kind": "pass", "player": "player1"},
            {"kind": "attack", "player": "player2", "attackers": ["x"], "target": "t"},
            {"kind": "scrum_support", "player": "player1", "supporter": "s", "target": "t"},
            {"kind": "attack", "player": "player1", "attackers": ["s"], "target": "x"},
        ],
    }
    notes = (
        "相手のUNITが自分の別のUNITを攻撃し、そのUNITにスクラムサポートしたものとしました"
        "(どちらのUNITもSTR・DEF・CPコストは書かれていないので、戦闘でスタンしない値としました)。",
        "スクラムサポートしたUNITは、次の自分の戦闘サブステップ(804.14)で相手のUNITを攻撃しようとしました。",
    )

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return (
                "そのUNITでは攻撃できません。スクラムサポートでアクション状態になっており(1218.2、1315.2)、"
                f"攻撃するUNITはレディ状態でなければなりません({'、'.join(refused.rules)})"
            )
        return "そのUNITで攻撃できます"

    return BuiltScenario(
        f"{GAME}.plan.supporter_attacks",
        payload,
        story(head, types=("rejected", "set_state", "attack"), limit=3),
        notes,
    )
