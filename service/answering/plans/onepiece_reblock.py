"""「同じバトル中にもう1体のブロッカーでブロックし直せる?」 planned from the reading (7-1-2-1, 10-1-4-1).

The question tells a block made with one 【ブロッカー】 and asks (「〜できる?」) for a block (or the
use of 【ブロッカー】) with another one named after it. The scenario attacks the blocking player's
leader (a default in `notes`, unless the attacked card is named), blocks with the first 【ブロッカー】 and
tries the second in the same battle: the engine refuses it (7-1-2-1: 【ブロッカー】 once per battle)
and the verdict says so. The attacking player is the one whose attack the question names
(`attacking_side`: 「相手のアタック」「アタックしてきた」, a 相手ターン); the blockers are the other
player's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import card_spec
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_ordinals import ordered_pair
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
# 「【ブロッカー】も使って」: the use of the keyword is its activation, a block (10-1-4-1)
_KEYWORD_USED = re.compile(r"\s*(?:を|も)?\s*$")


def _asked_block(reading: Reading) -> Fact | None:
    verb = asked_action(reading)
    if verb is None or verb.negated:
        return None
    if verb.concept == "block":
        return verb
    used = [
        k for k in reading.of(Role.KEYWORD) if k.concept.strip("【】") == "ブロッカー" and k.end <= verb.start
    ]
    # 「2体目の【ブロッカー】も発動できる?」: the keyword activated is a block too (10-1-4-1)
    if (
        verb.concept in ("use", "activate")
        and used
        and _KEYWORD_USED.match(reading.text[used[-1].end : verb.start])
    ):
        return verb
    return None


def reblock(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "can":
        return None
    verb = _asked_block(reading)
    if verb is None:
        return None
    told = [
        f for f in reading.of(Role.ACTION) if f.concept == "block" and not f.negated and f.end <= verb.start
    ]
    told = [f for f in told if f is not verb]
    attacks = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept in ("attack", "attacked") and not f.negated and told and f.end <= told[0].start
    ]
    if len(told) < 1 or not attacks:
        return None  # no block made before the one asked, or no attack told before it
    if any(
        f.concept in ("attack", "attacked") and told[0].end <= f.start < verb.start and "バトル" not in f.text
        for f in reading.of(Role.ACTION)
    ):
        return None  # 「次の相手のアタックでブロッカーBで」: another attack, another battle (7-1-2-1)
    side = attacking_side(reading)
    defender = OTHER if side == ASKER else ASKER
    boxes = cards(reading)
    blockers = [b for b in boxes if "ブロッカー" in b.keywords and b.kind == "character"]
    if any(b.owner not in (defender, None) for b in blockers):
        return None
    # 「【ブロッカー】が2体。1体目で…2体目でも」「ブロッカー1体目で…2体目のブロッカー…2体目も」: told
    # apart by ordinals (onepiece_ordinals), else by the order they are named in
    pair = ordered_pair(reading, blockers)
    if pair is None and len(blockers) == 2:
        pair = (blockers[0], blockers[0].first()), (blockers[1], blockers[1].first())
    if pair is None:
        return None  # which 【ブロッカー】 blocks and which is tried again is not read
    (first, first_at), (second, second_at) = pair
    if not (first_at <= told[0].start < second_at < verb.end):
        return None  # the one that blocked is named before the block, the other after it
    rest = [b for b in boxes if b not in blockers]  # every 【ブロッカー】 named is one of the two
    attacker = next((b for b in rest if b.owner == side), None)
    target = next((b for b in rest if b.owner == defender), None)
    if any(b not in (attacker, target) for b in rest) or any(
        b is not None and b.kind == "character" and (b.stats or b.keywords or b.states)
        for b in (attacker, target)
    ):
        return None  # another card, or a described one: its part is not read
    notes: list[str] = []
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    action: dict[str, Any] = {"type": "attack", "attacker": "leader", "target": "leader"}
    for box, owner, key, name in (
        (attacker, side, "attacker", "アタックしたキャラ"),
        (target, defender, "target", "アタックされたカード"),
    ):
        if box is not None and box.kind == "character":
            spec = {"id": key, "name": name, **card_spec(box, ("power",))}
            spec["rested"] = key == "target"  # the attacked character is rested (7-1-1-2)
            players[owner].setdefault("characters", []).append(spec)
            action[key] = key
    if target is None:
        notes.append("アタックされたのはブロックした側のリーダーとしています(どのカードでも結果は同じです)。")
    if attacker is None:
        who = "相手" if side == OTHER else "自分"
        notes.append(f"アタックしたのは{who}のリーダーとしています(どのカードでも結果は同じです)。")
    for uid, box in (("blocker1", first), ("blocker2", second)):
        spec = {
            "id": uid,
            "name": f"{'1' if uid == 'blocker1' else '2'}体目の【ブロッカー】",
            **card_spec(box, ("power",)),
        }
        spec.setdefault("keywords", ["ブロッカー"])
        spec.setdefault("rested", False)
        players[defender].setdefault("characters", []).append(spec)
    notes.append(
        "【ブロッカー】のパワーは指定がないものは既定の5000としています(ブロックできるかには関わりません)。"
    )
    action["block"] = ["blocker1", "blocker2"]
    seat = seats(side)
    payload = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": [action]}
    return BuiltScenario(
        f"{GAME}.plan.reblock",
        payload,
        tell(can_head("2体目の【ブロッカー】でのブロック"), me=seat[ASKER]),
        tuple(notes),
    )
