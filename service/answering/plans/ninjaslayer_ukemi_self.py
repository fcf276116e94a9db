"""ニンジャスレイヤー plan: an アイサツ to a player whose damage check reveals a card with the ウケミ
「これがエントリーする!」 — the winner or the ダメージ・ゾーン's count. 1104.4: the revealed card's ウケミ
is entered (it may not be declined, 1104.4a); 1211.2b/1211.2b-1: it enters the card itself, unpaid,
and the card goes to its owner's field (1205.1c-1) — never to the ダメージ・ゾーン (1104.3 is for a card
with no ウケミ). So 「相手ダメゾン9枚、工作力1のアイサツが通って、めくれたのがそのウケミ持ち」 leaves 9: no
winner yet (1002.1).

Built from the facts: one アイサツ, its attacker's 工作力 1 (one check, 1003.2: the card revealed is that
check's), the checked player's ダメージ・ゾーン, the ウケミ quoted as 「これがエントリーする!」 and the
アイサツ's damage told again (「通って1点入った」, equal to the 工作力). A ウケミ with a cost, more checks,
another keyword, a bare number, or a count of another zone declines.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, quantities
from service.answering.plans.ninjaslayer_ukemi_entry import _SELF_ENTRY, _THEIRS
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, result, tell
from service.engine.scenario import SimulationResult

_ACTS = ("aisatsu", "attacked", "play", "damage")
NOTE = (
    "ウケミ能力を持つカードのコストは書かれていないので既定の値としています(ウケミでカード自身をエントリーする"
    "場合はコストを支払わないので、結果はこれによりません。1211.2b-1)。"
)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM, Role.QUANTITY):
        return True
    if f.role is Role.TURN:
        return f.concept in ("self_turn", "opponent_turn") and not f.negated
    if f.role is Role.KEYWORD:
        return f.concept == "ウケミ" and not f.negated
    if f.role is Role.MODIFIER:
        return f.concept == "ukemi_self_entry" and not f.negated
    if f.role is Role.STAT:
        return f.concept == "kousaku" and f.value == 1
    if f.role is Role.CARD:
        return f.concept == "character"
    if f.role is Role.ACTION:
        return f.concept in _ACTS and not f.negated
    return False


def ukemi_self_checks(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if kind not in ("winner", "number") or not all(_fits(f) for f in reading.facts):
        return None
    text = reading.text
    if not _SELF_ENTRY.search(text) or len(reading.of(Role.KEYWORD)) != 1 or len(reading.of(Role.STAT)) != 1:
        return None
    attacks = [f for f in reading.of(Role.ACTION) if f.concept in ("aisatsu", "attacked")]
    hits = [f for f in reading.of(Role.ACTION) if f.concept == "damage"]
    if len(attacks) != 1 or len(hits) > 1 or any(h.value != 1 or h.start < attacks[0].end for h in hits):
        return None  # the one アイサツ, its 1 damage told again after it (no other damage)
    power = reading.of(Role.STAT)[0]
    received = attacks[0].concept == "attacked" or power.owner == "opponent" or bool(_THEIRS.search(text))
    if power.owner == "self" and received:
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if turns and turns != {"opponent_turn" if received else "self_turn"}:
        return None  # the turn told is not the アイサツ's player's (704.1)
    asker = PLAYER2 if received else PLAYER1  # the player who アイサツs is the turn player
    counts = quantities(reading, asker)
    if counts is None or set(counts) != {(PLAYER2, "damage_zone")}:
        return None  # the checked player's ダメージ・ゾーン only
    card = {
        "id": "u",
        "name": "ウケミ「これがエントリーする!」を持つキャラ",
        "cost": 1,
        "keywords": ["ウケミ"],
    }
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツしたキャラ", "kousaku": 1}]},
        PLAYER2: {"deck_top": [card], "damage_zone": counts[(PLAYER2, "damage_zone")]},
        "actions": [{"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": PLAYER2}],
    }
    other = PLAYER1 if asker == PLAYER2 else PLAYER2
    who = Sides(asker, {asker: "自分", other: "相手"})

    def head(sim: SimulationResult) -> str:
        zone = len(cards_in(sim, PLAYER2, "damage"))
        said = (
            "めくれたカードのウケミ能力が必ずエントリーされ(1104.4)、カード自身がコストを支払わずに場に出るので"
            f"(1211.2b-1)、ダメージ・ゾーンには置かれず、{who.name(PLAYER2)}のダメージ・ゾーンは{zone}枚です"
        )
        over = result(sim, who)
        if kind == "winner":
            return over or f"まだ勝敗は決まっていません。{said}"
        return f"{said}。{over}" if over else said

    types = ("aisatsu", "damage_check_placed", "ukemi", "entry", "move", "game_over")
    return BuiltScenario(f"{GAME}.plan.ukemi_self_checks", payload, tell(head, who, types, 6), (NOTE,))
