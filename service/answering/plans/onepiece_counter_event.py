"""「相手のアタック中、アクティブのドン!!1枚でコスト2の【カウンター】イベントは使える?」 planned from the
reading (7-1-3-2-2, 2-7-3, 10-2-4-1): the opponent's attack is run, and in its counter step the asker
plays the event from hand, paying its cost by resting that many active DON!! — the engine refuses a
cost the active DON!! cannot pay.

The event takes the cost written next to it; the active DON!! are the asker's stated ones (a count
with no owner is the asker's: it plays the event). What the opponent attacks is the asker's leader
(a default in `notes`: the payment does not depend on it). A question with another card described,
another action or a count of the opponent's gets no scenario.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import rejection, tell
from service.engine.events import Event
from service.engine.scenario import SimulationResult

GAME = "onepiece"


def counter_event_cost(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in ("play", "use"):
        return None
    attacked = [f for f in reading.of(Role.ACTION) if f.concept in ("attack", "attacked")]
    if attacking_side(reading) != OTHER and (attacked or reading.of(Role.TURN)):
        return None  # the opponent's attack: the asker's counter step (7-1-3); unsaid, it is the one run
    acts = [f for f in reading.of(Role.ACTION) if f is not verb]
    if any(f.concept not in ("attack", "attacked") or f.negated for f in acts):
        return None
    boxes = cards(reading)
    events = [b for b in boxes if b.kind == "event" and "カウンター" in b.keywords]
    if not events or any(b.kind == "event" and b is not events[0] for b in boxes):
        return None
    event = events[0]
    if event.owner not in (ASKER, None) or set(event.stats) != {"cost"}:
        return None  # its cost decides the payment
    if any(b is not event and (b.stats or b.keywords or b.states) for b in boxes):
        return None
    don: int | None = None
    notes: list[str] = []
    for q in reading.of(Role.QUANTITY):
        if q.concept not in ("don_active", "don_count") or q.owner not in (ASKER, None):
            return None
        if not isinstance(q.value, int) or don not in (None, q.value):
            return None  # 「全部使い切ってて…アクティブのドン!!は0枚」: the same count told twice is one
        don = q.value
        if q.concept == "don_count":  # 「ドン!!が2枚しかない」: the cost area's DON!!, to pay with
            notes.append("コストエリアのドン!!はすべてアクティブとしています。")
    if don is None:
        return None
    cost = min(event.stats["cost"], 20)
    spec = {
        "id": "cnt1",
        "name": "カウンターイベント",
        "kind": "event",
        "keywords": ["カウンター"],
        "cost": cost,
    }
    seat, payload = countered_attack(don, spec)
    notes.append(
        "【カウンター】イベントを使う局面として、相手のリーダーが自分のリーダーにアタックするバトルを実行しています。"
    )
    told = tell(_head, ("rejected", "set_state", "move", "power_up"), 3, "attack", _paying, me=seat[ASKER])
    return BuiltScenario(f"{GAME}.plan.counter_event_cost", payload, told, tuple(notes))


def _head(sim: SimulationResult) -> str:
    refused = rejection(sim)
    if refused is not None:
        return f"使えません({refused.text})"
    # the DON!! rested as the cost (2-7-3), not the attacker rested by its attack (7-1-1-1)
    paid = sum(
        1
        for e in sim.events
        if e.type == "set_state" and e.data.get("key") == "rested" and "2-7-3" in e.rules
    )
    return f"使えます。コストと同じ{paid}枚のアクティブのドン!!をレストにして支払い、発動します"


def _paying(e: Event) -> bool:
    return e.type == "rejected" or "2-7-3" in e.rules or "7-1-3-2-2" in e.rules


def countered_attack(don: int, spec: dict[str, Any]) -> tuple[dict[str, str], dict[str, Any]]:
    """The seats and payload of a counter's moment: the opponent's leader attacks the asker's leader, which
    holds `don` active DON!! and the counter card `spec` (id cnt1) in hand, used in the counter step."""
    attack = {"type": "attack", "attacker": "leader", "target": "leader", "counters": [{"card": "cnt1"}]}
    seat = seats(OTHER)
    payload = {
        seat[ASKER]: {"don_active": min(don, 10), "hand": [spec]},
        seat[OTHER]: {},
        "actions": [attack],
    }
    return seat, payload
