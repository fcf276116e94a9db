"""ニンジャスレイヤー plan: an アイサツ on a character whose damage a replacement reduces.

「自分の耐久力3のキャラに「これに与えられるダメージは、代わりに1点少なくなる」…相手のカラテ3のキャラに
アイサツされたら殺される?」: the イクサダメージ (706, カラテ N) is replaced by N - 1 (1214.1, 1102.4c);
several replacements of the one damage each apply once, one after another (1214.2, 1214.3); the
character is killed when its damage reaches its 耐久力 (1004.1).

Built from the facts: the attacker's カラテ and the target's 耐久力 (two characters of opposite
sides: the attacker's side is the turn player's, 704.1), each reduction quoted as the card's own
(「これ/このキャラが受ける…」) and written for the target (the card named before its quote). Any
other fact (a keyword, a count, a state, another amount) is not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me, seat, sides
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, tell
from service.engine.scenario import SimulationResult

_OPEN, _CLOSE = "「『", "」』"
_OWN = re.compile(
    r"^\s*(?:このターン\s*[、,]?\s*)?(?:これ|この\s*(?:キャラ(?:クター)?|ニンジャ))\s*(?:が|に|は)"
)
_SENTENCE_END = "。?？!！\n"


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM):
        return True
    if f.role is Role.TURN:
        return f.concept in ("self_turn", "opponent_turn") and not f.negated
    if f.role is Role.CARD:
        return f.concept == "character" and not f.negated
    if f.role is Role.STAT:
        return f.concept in ("karate", "durability") and isinstance(f.value, int)
    if f.role is Role.MODIFIER:
        # 「…って置換効果がかかってる」: the reductions' name (the plan scripts them)
        return f.concept == "replacement" or (
            f.concept == "reduce_damage" and isinstance(f.value, int) and not f.negated
        )
    if f.role is Role.ACTION:
        return f.concept in ("aisatsu", "attacked", "destroy") and not f.negated
    return False


def _quote(text: str, at: int) -> tuple[int, int] | None:
    """The quote (「…」 or 『…』) around position `at`: (its opening, its text's start)."""
    opened = max(text.rfind(c, 0, at) for c in _OPEN)
    closed = max(text.rfind(c, 0, at) for c in _CLOSE)
    return (opened, opened + 1) if opened > closed else None


def _holder(reading: Reading, opened: int) -> Fact | None:
    """The card a quote is written for: the last card named before it in its sentence."""
    start = max(reading.text.rfind(c, 0, opened) for c in _SENTENCE_END) + 1
    before = [f for f in reading.of(Role.CARD) if start <= f.start < opened]
    return before[-1] if before else None


def reduced_aisatsu(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "destroyed" or not all(_fits(f) for f in reading.facts):
        return None
    karate = [f for f in reading.of(Role.STAT) if f.concept == "karate"]
    durability = [f for f in reading.of(Role.STAT) if f.concept == "durability"]
    reductions = [f for f in reading.of(Role.MODIFIER) if f.concept == "reduce_damage"]
    if len(karate) != 1 or len(durability) != 1 or not reductions:
        return None
    if not any(f.concept in ("aisatsu", "attacked") for f in reading.of(Role.ACTION)):
        return None
    mine = me(reading)
    attacker_seat = seat(karate[0].owner, mine)
    target_seat = seat(durability[0].owner, mine)
    if attacker_seat != PLAYER1 or target_seat != PLAYER2:
        return None  # the アイサツ is the turn player's (704.1), on the other side's character
    target_owner = durability[0].owner
    for f in reductions:
        quote = _quote(reading.text, f.start)
        if quote is None or not _OWN.match(reading.text[quote[1] : f.start]):
            return None  # 「あなたが受ける…」 is a player's, not the character's
        holder = _holder(reading, quote[0])
        if (
            holder is None
            or holder.owner not in (target_owner, None)
            or holder.start < durability[0].start - 16
        ):
            return None
        if holder.owner is None and not holder.start > durability[0].start:
            return None
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ", "karate": karate[0].value}]},
        PLAYER2: {"field": [{"id": "d", "name": "アイサツされるキャラ", "durability": durability[0].value}]},
        "actions": [
            *(
                {"type": "effect", "effect": "reduce_damage", "amount": f.value, "target": {"card": "d"}}
                for f in reductions
            ),
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "d"},
        ],
    }
    who = sides(reading)
    power, tough = int(karate[0].value or 0), int(durability[0].value or 0)
    taken = max(0, power - sum(int(f.value or 0) for f in reductions))

    def head(sim: SimulationResult) -> str:
        killed = not any(c.get("uid") == "d" for c in sim.final_state["players"][PLAYER2]["zones"]["field"])
        fate = "殺されます" if killed else "殺されません"
        return (
            f"アイサツされたキャラは{fate}。カラテ{power}のイクサダメージは置換効果で{taken}点になり"
            f"(置換効果はそれぞれ1回ずつ適用)、耐久力{tough}と比べます"
        )

    types = ("prevent", "damage", "move")
    return BuiltScenario(f"{GAME}.plan.reduced_aisatsu", payload, tell(head, who, types, 4))
