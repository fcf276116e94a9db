"""ニンジャスレイヤー plan: may a character アンブッシュed from the エテル・ゾーン アイサツ this turn?

1314.1b (302.3a): a card アンブッシュed from a zone with an orientation keeps its 配置状態 — a card
bowed in the エテル・ゾーン (paid as エテル) arrives オジギ; 704.3a-1: only an アンタイ・オジギ
character may アイサツ. Run: the asker's キャラクターフェイズ, the ambush effect on that エテル card,
then the イクサフェイズ and its アイサツ (the target: the opponent, named in the notes).

The card's state in the エテル・ゾーン must be told (「オジギ状態」「横向き」「横にしてた」) — a
「縦向き」 one arrives アンタイ・オジギ and may; another zone (オヒガン, 手札, デッキ), an effect that
says how the card arrives (「アンタイ・オジギ状態でアンブッシュ」), a told untapping effect, a later
turn, counts, stats or keywords are not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me, sides
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, refusal, tell
from service.engine.scenario import SimulationResult

_ETEL = re.compile(r"エテル")
_OTHER_ZONE = re.compile(r"オヒガン|手札から|手札の|デッキ|山札")
# the effect says how the card arrives (「アンタイ・オジギ状態でアンブッシュ」「縦向きで場に出す」)
_ARRIVES = re.compile(r"(?:アンタイ・オジギ|オジギ|縦向き|横向き)\s*(?:状態)?\s*で\s*(?:アンブッシュ|場に)")
NOTE = "アイサツ対象は書かれていないので、相手プレイヤーとしてシミュレーションしています。"


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM):
        return True
    if f.role is Role.TURN:
        return f.concept == "self_turn" and not f.negated
    if f.role is Role.CARD:
        return f.concept == "character" and f.owner in (None, "self")
    if f.role is Role.STATE:
        return f.concept == "rested" and not f.negated
    if f.role is Role.MODIFIER:
        # 「効果で」 the ambush's; an untapping effect only denied (「アンタイ・オジギする効果はなし」)
        return f.concept == "effect" or (f.concept == "untap_effect" and f.negated)
    if f.role is Role.ACTION:
        return f.concept in ("ambush", "aisatsu", "ikusa", "use", "pay") and not f.negated
    return False


def ambush_aisatsu(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or me(reading) != PLAYER1:
        return None
    text = reading.text
    ambush = [f for f in reading.of(Role.ACTION) if f.concept == "ambush" and not f.negated]
    asked = asked_action(reading)
    if len(ambush) != 1 or asked is None or asked.concept != "aisatsu" or asked.start < ambush[0].end:
        return None
    if not all(_fits(f) for f in reading.facts):
        return None
    positive = [f for f in reading.of(Role.MODIFIER) if not f.negated]
    if len(positive) > 1 or any(f.end > ambush[0].start for f in positive):
        return None  # an effect told after the ambush (an untapping one?) is not run
    if not _ETEL.search(text[: ambush[0].start] + text[ambush[0].end :]) or _OTHER_ZONE.search(text):
        return None
    if _ARRIVES.search(text):
        return None
    bowed = bool(reading.of(Role.STATE))
    if not bowed:
        return None  # the card's state in the エテル・ゾーン decides, and it is not told
    card = {"id": "x", "name": "エテル・ゾーンのキャラクターカード", "bowed": True}
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {"etel_cards": [card]},
        "actions": [
            {"kind": "effect", "op": "ambush", "card": "x"},
            {"kind": "end_phase", "player": PLAYER1},
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "x", "target": PLAYER2},
        ],
    }
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return (
                "アイサツできません。エテル・ゾーンのように向きを表す配置状態を持つ領域からアンブッシュしたキャラは、"
                "配置状態を維持したまま場に出る(1314.1b)のでオジギ状態のままで、アイサツできるのはアンタイ・オジギ"
                "状態のキャラクターだけです(704.3a-1)"
            )
        return "アイサツできます"

    types = ("move", "rejected", "aisatsu")
    return BuiltScenario(f"{GAME}.plan.ambush_aisatsu", payload, tell(head, who, types, 3), (NOTE,))
