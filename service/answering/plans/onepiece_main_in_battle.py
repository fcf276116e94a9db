"""ONE PIECE: a 【起動メイン】 effect asked during a battle with no card named (audit 26e) —
「【起動メイン】の効果って、バトル中に使える?」「アタック中に【起動メイン】使える?」.

【起動メイン】 is activated in the main phase outside a battle only (10-2-2-1, 6-5-4-1), whatever the
card holding it, the effect or its cost: the run is `onepiece_battle_window`'s — the asker's leader
attacks the opponent's leader, and during that battle the asker's card holding 【起動メイン】 (its leader,
or the one character or leader the question names) is activated with the engine's `in_battle`, which the
engine refuses citing 10-2-2-1. The moment words are `lexicon/moments.json`'s (`battle`); a moment outside
the battle or another step said (`outside_battle`: a counter, a block, the opponent's turn), another
keyword (【ターン1回】, 【ドン!!×N】), a state, a count or another act is not this plan's — the named-card
runs after a told attack are `onepiece_in_battle`'s.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_battle_window import MAIN_ABILITY
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.moments import said
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"


def main_ability_in_battle(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in ("use", "activate"):
        return None
    if not said(reading.text, GAME, "battle") or said(reading.text, GAME, "outside_battle"):
        return None
    keywords = reading.of(Role.KEYWORD)
    if len(keywords) != 1 or keywords[0].concept != MAIN_ABILITY or keywords[0].negated:
        return None
    if reading.of(Role.STAT, Role.STATE, Role.MODIFIER, Role.QUANTITY, Role.NUMBER):
        return None
    if any(f.concept != "self_turn" or f.negated for f in reading.of(Role.TURN)):
        return None
    if any(f is not verb and (f.concept != "attack" or f.negated) for f in reading.of(Role.ACTION)):
        return None  # the battle's own words (「バトル」「アタック」) only
    boxes = cards(reading)
    if len(boxes) > 1 or any(
        b.owner not in (ASKER, None) or b.kind not in ("leader", "character") or b.stats or b.states
        for b in boxes
    ):
        return None
    holder = boxes[0].kind if boxes else "leader"
    seat = seats(ASKER)
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    ref = "leader"
    if holder == "leader":
        players[ASKER]["leader"] = {"name": "自分のリーダー", "keywords": [MAIN_ABILITY]}
    else:
        players[ASKER]["characters"] = [{"id": "able", "name": "自分のキャラ", "keywords": [MAIN_ABILITY]}]
        ref = "able"
    notes = [
        "アタックしたのは自分のリーダー、アタックされたのは相手のリーダーとしています(どのカードでも結果は同じです)。",
        "【起動メイン】の効果の内容とコストは再現していません(いつ発動できるかだけを確かめます)。",
    ]
    if not boxes:
        notes.append(
            "【起動メイン】を持つカードは書かれていないので自分のリーダーとしています(どのカードでも同じです)。"
        )
    payload = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [
            {"type": "attack", "attacker": "leader", "target": "leader"},
            {"type": "activate", "card": ref, "in_battle": True},
        ],
    }
    return BuiltScenario(
        f"{GAME}.plan.main_ability_in_battle",
        payload,
        tell(can_head("バトル中に【起動メイン】を発動すること"), me=seat[ASKER]),
        tuple(notes),
    )
