"""「この効果、使える?/発動できる?」 about a card's 【起動メイン】 effect, planned from the reading
(10-2-2-1, 10-2-9-1, 10-2-13-1 .. 10-2-13-4).

The question names one card (a character or the leader) whose effect carries 【ターン1回】 and/or
【ドン!!×N】 (and is a 【起動メイン】, or its kind is unsaid: a default in `notes`), the DON!! given to
it, and what happened to it this turn before the ask: the effect used before (「もう1回使って」), the
card returned to the hand (「手札に戻して」) and played again (「もう一度登場させた」, its cost unsaid:
0, a default). The engine refuses what the rules forbid (a second use of 【ターン1回】 by the same card,
a condition not met) and lets a card back on the field use it again (a new card, 10-2-13-4). The
effect's text is not modelled; a question with an activation cost, another card or quantity gets no
scenario.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_can import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
MAIN_ABILITY = "起動メイン"
ONCE = "ターン1回"
_DON_TIMES = re.compile(r"ドン!!×[0-9]{1,2}")
_USED = frozenset({"use", "activate"})
# what else may be told of the card this turn: the DON!! given, its return and its play again
_TOLD = frozenset({"attach_don", "return", "play"})


def _keywords(reading: Reading) -> list[str] | None:
    """The effect's bracketed keywords; None when one is not an activation's (「【アタック時】」)."""
    said: list[str] = []
    for f in reading.of(Role.KEYWORD, Role.TERM):
        name = f.concept.strip("【】")
        if f.negated:
            return None
        if name in (MAIN_ABILITY, ONCE) or _DON_TIMES.fullmatch(name):
            if name not in said:
                said.append(name)
        elif f.role is Role.KEYWORD:
            return None
    return said


def can_activate(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in _USED:
        return None
    keywords = _keywords(reading)
    if not keywords or keywords == [MAIN_ABILITY]:
        return None  # neither 【ターン1回】 nor 【ドン!!×N】: nothing this plan decides
    actions = [f for f in reading.of(Role.ACTION) if not f.negated and f is not verb]
    if any(f.concept not in _USED | _TOLD for f in actions) or any(f.end > verb.start for f in actions):
        return None
    if reading.of(Role.QUANTITY):
        return None  # a count (the cost area's DON!!, the hand) this plan does not place
    boxes = cards(reading)
    if not boxes or any(b.kind != boxes[0].kind or b.owner not in (None, ASKER) for b in boxes):
        return None  # another card, or the opponent's
    if boxes[0].kind not in ("character", "leader") or any(b.states for b in boxes):
        return None
    if any(k not in keywords for b in boxes for k in b.keywords):
        return None  # a keyword of the card that is not its effect's
    given = [b.stats["don"] for b in boxes if "don" in b.stats]
    if len(given) > 1 or any(set(b.stats) - {"don"} for b in boxes):
        return None
    notes: list[str] = []
    if MAIN_ABILITY not in keywords:
        keywords = [MAIN_ABILITY, *keywords]
        notes.append("効果の種類が書かれていないので、【起動メイン】の効果としています。")
    # the effect's keywords are the card's (a card with this one 【起動メイン】 effect)
    card: dict[str, Any] = {"id": "c", "name": "効果を持つキャラ", "keywords": keywords}
    card |= {"don": given[0]} if given else {}
    holder = "c"
    me: dict[str, Any] = {}
    if boxes[0].kind == "leader":
        me["leader"] = {k: v for k, v in card.items() if k not in ("id", "name")}
        holder = "leader"
    else:
        me["characters"] = [card]
    script: list[dict[str, Any]] = []
    activation = {"type": "activate", "card": holder}
    for f in actions:
        if f.concept in _USED:
            script.append(dict(activation))
        elif f.concept == "return" and holder == "c":
            script.append({"type": "effect", "effect": "return_to_hand", "target": {"card": "c"}})
        elif (
            f.concept == "play" and holder == "c" and script and script[-1].get("effect") == "return_to_hand"
        ):
            script.append({"type": "play", "card": "c"})
            card["cost"] = 0
            notes.append("もう一度登場させたキャラのコストは指定がないので0(支払える)としています。")
        elif f.concept != "attach_don":
            return None
    if any(a.get("effect") == "return_to_hand" for a in script) and script[-1].get("type") != "play":
        return None  # returned to the hand and not played again: what is asked about it is not read
    script.append(dict(activation))
    seat = seats(ASKER)
    payload = {seat[ASKER]: me, seat[OTHER]: {}, "actions": script}
    return BuiltScenario(
        f"{GAME}.plan.can_activate",
        payload,
        tell(can_head("【起動メイン】の効果の発動"), me=seat[ASKER]),
        tuple(dict.fromkeys(notes)),
    )
