"""「【ブロッカー】持ちのキャラ自身がアタックされたら、そのキャラでブロックできる?」 planned from the reading
(10-1-4-1: 【ブロッカー】 changes the attacked card to itself only when 「このカード以外の自分のカード」 is
attacked; 7-1-2-1).

The question names one 【ブロッカー】 holder, tells the attack on it (「…キャラ(自身)がアタックされた」
「…キャラにアタックした」) and asks for a block with that same card (「そのキャラ(自身)(のブロッカー)で
ブロックできる?」). The scenario attacks it with the attacking side's leader (a default in `notes`: the
attacker does not decide whether the block may be made) and tries the block with it: the engine refuses
it. The attacked character is rested, as an attacked character is (7-1-1-2); its power is the default.
Any other card, a block told before the one asked, or more than one attack declines.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_attacking import attacking_side
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import Box, card_spec
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_reblock import _asked_block
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
# the holder attacked: 「キャラ(自身)がアタックされ」「キャラ(レスト)にアタック」
_ATTACKED = re.compile(
    r"\s*(?:\([^()]{0,20}\))?\s*(?:自身|自体)?\s*(?:(?:が|は)\s*(?:相手\s*に\s*)?(?=アタックされ|攻撃され)|に\s*(?=アタック|攻撃))"
)
# the block asked made with it: 「そのキャラ(自身)(のブロッカー)で」
_WITH_IT = re.compile(r"\s*(?:自身|自体)?\s*(?:の\s*【?ブロッカー】?\s*)?で\s*(?:その\s*)?$")
# 「そのキャラ(自身)の」 right before a keyword-named card: the holder's own keyword, not another card
_ITS_KEYWORD = re.compile(r"(?:その|この)\s*キャラ(?:クター)?\s*(?:自身|自体)?\s*の\s*$")


def _attacked(text: str, at: int, attack_start: int) -> bool:
    found = _ATTACKED.match(text, at)
    return found is not None and found.end() == attack_start


def _mentions(box: Box) -> list[Fact]:
    return sorted([box.noun, *box.again], key=lambda f: f.start)


def self_block(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "can":
        return None
    verb = _asked_block(reading)
    if verb is None or verb.concept != "block":
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f is not verb and f.end <= verb.start]
    attacks = [f for f in acts if f.concept in ("attack", "attacked")]
    if len(attacks) != 1 or len(acts) != 1:
        return None  # a block told before the one asked, or another act: not this shape
    text = reading.text
    boxes = cards(reading)
    holders = [
        b for b in boxes if b.kind == "character" and "ブロッカー" in b.keywords and b.noun.role is Role.CARD
    ]
    if len(holders) != 1:
        return None
    holder = holders[0]
    others = [b for b in boxes if b is not holder]
    if any(
        b.noun.role is not Role.KEYWORD
        or not _ITS_KEYWORD.search(text, 0, b.noun.start)
        or b.stats
        or b.states
        for b in others
    ):
        return None  # another card, or a keyword-named card not the holder's own 「ブロッカー」
    said = _mentions(holder)
    attacked_at = [m for m in said if m.end <= attacks[0].start and _attacked(text, m.end, attacks[0].start)]
    if not attacked_at:
        return None
    last = [m for m in said if m.end <= verb.start][-1]
    if last is attacked_at[-1] or not _WITH_IT.fullmatch(text, last.end, verb.start):
        return None  # the block asked is not said to be made with the attacked holder named again
    side = attacking_side(reading)
    defender = OTHER if side == ASKER else ASKER
    if holder.owner not in (defender, None) or holder.stats.keys() - {"power"}:
        return None
    spec: dict[str, Any] = {"id": "b", "name": "【ブロッカー】を持つキャラ", **card_spec(holder, ("power",))}
    spec["keywords"] = ["ブロッカー"]
    spec["rested"] = True  # an attacked character is rested (7-1-1-2)
    notes = [
        "アタックしたのはアタックした側のリーダーとしています(ブロックできるかには関わりません)。",
        "アタックされたキャラはレスト状態(7-1-1-2)、パワーは指定がなければ既定の5000としています。",
    ]
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    players[defender]["characters"] = [spec]
    seat = seats(side)
    action = {"type": "attack", "attacker": "leader", "target": "b", "block": "b"}
    payload = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": [action]}
    return BuiltScenario(
        f"{GAME}.plan.self_block",
        payload,
        tell(can_head("アタックされたキャラ自身の【ブロッカー】でのブロック"), me=seat[ASKER]),
        tuple(notes),
    )
