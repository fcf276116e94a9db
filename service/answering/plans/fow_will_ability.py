"""Paying a will cost with a will ability played while paying (10.2.5): 「保有ウィル0。リカバー状態の
魔石があって[レスト]で[風]を出せる。コスト[風]のカード、払う段階でその魔石から出して払える?」.

From the reading: the cost (one run of symbols, as `fow_will` reads it), the will the asker holds,
the will the ability makes — an attribute written with the verb that makes it (「[風]を出す」「水の
ウィル1点を生み出す」「風のウィル1点を出せる」) — and the state of the card that has the ability
(「リカバー状態の魔石」「すでにレストしちゃってる」: its [レスト] is ‘rest this recovered card’,
10.12.2; the lexicon reads 「レストして[風]を出す」 as the act that pays it, not as a state).
One card with one will ability only; a card making will of any attribute (「何でもいい」), or no state
said, is not planned.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_common import acts_only, asked, built, of, seats
from service.answering.plans.fow_will import moon_unread, run_cost, runs
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_ATTRIBUTES = ("光", "炎", "水", "風", "闇")
# after the made will: 「[風]を出す」「水のウィル1点を生み出す」「風のウィル1点を出せる」
_MAKES = re.compile(r"\s*(?:を|が)?\s*(?:生み)?出")
UID = "will-ability"


def _made(reading: Reading) -> tuple[dict[str, int], list[Fact]] | None:
    """The will the ability makes and the facts that tell it; None for an attribute not read."""
    made: dict[str, int] = {}
    facts: list[Fact] = []
    told = of(reading, Role.QUANTITY, *_ATTRIBUTES) + of(reading, Role.TERM, "will_symbol")
    for f in sorted(told, key=lambda f: f.start):
        if not _MAKES.match(reading.text, f.end):
            continue
        attribute = f.concept if f.role is Role.QUANTITY else f.text.strip("[]")
        n = f.value if f.role is Role.QUANTITY else 1
        if attribute not in _ATTRIBUTES or not isinstance(n, int) or n <= 0:
            return None
        made[attribute] = made.get(attribute, 0) + n
        facts.append(f)
    return made, facts


def _held(reading: Reading, made: list[Fact]) -> dict[str, int] | None:
    """The asker's will by attribute (「保有ウィル0」 is none); None when some has no attribute named."""
    will: dict[str, int] = {}
    for q in reading.of(Role.QUANTITY):
        if q in made:
            continue
        if q.concept in ("will", "will_total"):
            if q.value != 0:
                return None
            continue
        if q.concept not in _ATTRIBUTES and q.concept not in ("無", "月"):
            continue
        if q.owner not in (None, "self") or not isinstance(q.value, int) or q.concept in will:
            return None
        will[q.concept] = q.value
    return will


def _recovered(reading: Reading) -> bool | None:
    """The card's one stated state: True recovered, False rested, None unsaid or both."""
    states = {f.negated for f in of(reading, Role.STATE, "rested")}
    return states.pop() if len(states) == 1 else None


def will_ability_payment(reading: Reading) -> BuiltScenario | None:
    if asked(reading, "can") is None or not acts_only(reading, "pay", "play", "use"):
        return None
    found = _made(reading)
    if found is None or not found[0] or moon_unread(reading):
        return None
    made, made_facts = found
    if of(reading, Role.KEYWORD) or {f.concept for f in of(reading, Role.CARD)} - {"stone"}:
        return None  # another card in play: which one holds the ability is not said
    costs = [run_cost(r) for r in runs(reading) if not any(f in made_facts for f in r)]
    if not costs or any(c is None or c != costs[0] for c in costs):
        return None
    cost = costs[0]
    will = _held(reading, made_facts)
    recovered = _recovered(reading)
    if cost is None or will is None or recovered is None:
        return None
    short = sum(cost.values()) - sum(will.values())
    for f in reading.asks():
        # 「足りない1点まかなえる?」: the shortfall the question names must be the one it tells
        if f.concept.startswith("about:") and (f.concept != "about:number" or f.value != short):
            return None
    me = seats(reading)["self"]
    stone = bool(of(reading, Role.CARD, "stone"))
    card: dict[str, Any] = {"id": UID, "name": "魔石" if stone else "ウィル能力を持つカード",
                            "kind": "stone" if stone else "resonator", "rested": not recovered,
                            "will_ability": made}  # fmt: skip
    if stone:
        card["defense"] = None
    area = "stone_area" if stone else "field"
    whose = "自分" if me == "player1" else "相手"
    notes = [f"ウィル能力を持つカードは支払うプレイヤー({whose})のものとしています。"]
    payload: dict[str, Any] = {
        me: {"will": will or {"無": 0}, area: [card]},  # 「保有ウィル0」: none of any kind
        "operations": [{"kind": "pay_will", "player": me, "cost": cost, "abilities": [UID]}],
    }
    written = "".join(f"[{a}]" * n for a, n in cost.items() if a != "無") + (
        f"[{cost['無']}]" if cost.get("無") else ""
    )
    name = card["name"]

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            why = "レスト状態なのでウィル能力の[レスト]を実行できず、" if not recovered else ""
            return f"{name}は{why}コスト{written}は支払えません"
        return f"支払いを求められた際に{name}のウィル能力をプレイでき、コスト{written}を支払えます"

    return built("will_ability", payload, head, notes, me)
