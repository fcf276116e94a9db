"""ニンジャスレイヤー plan: how many アイサツ the turn player can make this turn, from the characters told
by state (「アンタイ・オジギ状態のキャラが3人、オジギ状態のキャラが1人。最大何回アイサツできる?」).

703.1 repeats the アイサツフェイズ as long as the player アイサツs, but only an アンタイ・オジギ character
may アイサツ (704.3a-1) and it bows doing so (704.5): the run tries every character once and each one
that アイサツed once more, and counts the アイサツ made. An effect that stands a character again is told
unused (「起こす効果は使わない」) or not told at all; one told used declines. The アイサツ are run at the
other player with 工作力 1 and a ダメージ・ゾーン of 0 (no defeat in between: named in the notes).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, tell
from service.engine.scenario import SimulationResult

NOTE = (
    "アイサツは相手プレイヤーに対して工作力1で行い、相手のダメージ・ゾーンは0枚としています"
    "(何回アイサツできるかはこれによりません)。"
)
# 「何回アイサツできる?」「アイサツは最大何回?」: the count of アイサツ asked
_ASKED = re.compile(r"何\s*回\s*(?:まで)?\s*(?:アイサツ|殴)|アイサツ[^。?？]{0,8}何\s*回")
_STATE_OF = re.compile(r"\s*(?:状態)?\s*(?:の)?\s*$")


def _counted(reading: Reading, state: Fact) -> Fact | None:
    """The character count said right after a state (「アンタイ・オジギ状態のキャラが3人」)."""
    text = reading.text
    after = [
        q
        for q in reading.of(Role.QUANTITY)
        if q.concept == "field_count"
        and q.start >= state.end
        and _STATE_OF.fullmatch(text[state.end : q.start])
    ]
    return after[0] if len(after) == 1 else None


def aisatsu_count(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or not _ASKED.search(reading.text):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.CARD, Role.NUMBER):
        return None
    if sum(1 for f in reading.asks() if f.concept == "number") > 1:
        return None  # 「何回アイサツできる?相手のダメゾは何枚増える?」: a second count asked, not run here
    if any(f.concept != "untap_effect" or not f.negated for f in reading.of(Role.MODIFIER)):
        return None  # only 「起こす効果は使わない/無し」: no character stood again (1310)
    if any(f.concept != "self_turn" or f.negated for f in reading.of(Role.TURN)):
        return None  # the other player's turn: the asker makes no アイサツ (704.1)
    acts = reading.of(Role.ACTION)
    if any(f.concept not in ("aisatsu", "ikusa", "use") for f in acts):
        return None
    if any(f.concept == "use" and not f.negated for f in acts):
        return None  # an effect told used (a character stood again): not this plan's
    made = [f for f in acts if f.concept == "aisatsu"]
    asked = _ASKED.search(reading.text)
    if len(made) != 1 or asked is None or not asked.start() <= made[0].start <= asked.end():
        return None  # 「片方はさっきアイサツした」: an アイサツ told made, not only the one asked
    states = [f for f in reading.of(Role.STATE) if not f.negated]
    counts: dict[str, int] = {}
    told: list[Fact] = []
    for state in states:
        quantity = _counted(reading, state)
        if quantity is None or state.concept in counts or state.concept not in ("active", "rested"):
            return None
        if quantity.owner not in (None, "self") or state.owner not in (None, "self"):
            return None  # the opponent's characters do not アイサツ in the asker's turn (704.1)
        counts[state.concept] = int(quantity.value or 0)
        told.append(quantity)
    if "active" not in counts or len(told) != len(reading.of(Role.QUANTITY)):
        return None
    active, bowed = counts["active"], counts.get("rested", 0)
    if active + bowed > 20:
        return None
    field: list[dict[str, Any]] = [
        {"id": f"a{i + 1}", "name": f"アンタイ・オジギのキャラ{i + 1}", "kousaku": 1} for i in range(active)
    ]
    field += [
        {"id": f"b{i + 1}", "name": f"オジギ状態のキャラ{i + 1}", "kousaku": 1, "bowed": True}
        for i in range(bowed)
    ]
    tries = [c["id"] for c in field] + [c["id"] for c in field if not c.get("bowed")]
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": field},
        PLAYER2: {"damage_zone": 0},
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": uid, "target": PLAYER2} for uid in tries
        ],
    }
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})

    def head(sim: SimulationResult) -> str:
        made = sum(1 for e in sim.events if e.type == "aisatsu")
        return (
            f"{made}回です。アイサツできるのはアンタイ・オジギ状態のキャラだけで(704.3a-1)、アイサツしたキャラは"
            "オジギするので(704.5)、同じキャラは2回目のアイサツができません"
        )

    return BuiltScenario(
        f"{GAME}.plan.aisatsu_count", payload, tell(head, who, ("aisatsu", "rejected"), 3), (NOTE,)
    )
