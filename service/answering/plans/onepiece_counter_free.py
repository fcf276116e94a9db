"""ONE PIECE: a hand character's (アイコン)カウンター used in the asker's counter step with no active DON!!
(audit 26e) — 「相手のアタックのカウンターステップで、手札のキャラのカウンター(+2000)使いたい。アクティブの
ドン!!が0枚でも使える?」「ドン!!が全部レストしてる。相手のアタック中に手札のキャラのカウンターは使える?」.

A character's (アイコン)カウンター is used by putting that hand card into the trash (7-1-3-2-1): no DON!!
is rested for it, unlike a 【カウンター】 event's cost (7-1-3-2-2, 2-7-3 — `onepiece_counter_event`).
The run: the opponent's leader attacks the asker's leader (the attacked card does not decide the
payment: a named default), and in the counter step the asker uses the hand character's counter with
the told active DON!! (none, unless told). The counter's value is the told one (+N or カウンターN), else
1000 (named); what it does to the battle is the engine's. A told event, another card or state, a
turn or a count other than the asker's DON!! is not this plan's.
"""

from __future__ import annotations

from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_counter_event import countered_attack
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import rejection, tell
from service.engine.events import Event
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_DEFAULT_COUNTER = 1000


def counter_without_don(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in ("play", "use"):
        return None
    if "カウンター" not in reading.text or attacking_side(reading) != OTHER or reading.of(Role.TURN):
        return None  # the opponent's attack: the asker's counter step (7-1-3)
    if any(
        f.concept not in ("attack", "attacked", "use", "counter") or f.negated
        for f in reading.of(Role.ACTION)
    ):
        return None
    boxes = cards(reading)
    if len(boxes) != 1 or boxes[0].kind != "character" or boxes[0].owner not in (ASKER, None):
        return None
    card = boxes[0]
    if card.keywords or card.states or set(card.stats) - {"counter"}:
        return None
    pluses = [f for f in reading.of(Role.MODIFIER) if f.concept == "plus" and isinstance(f.value, int)]
    if (
        len(pluses) != len(reading.of(Role.MODIFIER))
        or len(pluses) > 1
        or reading.of(Role.STATE, Role.NUMBER)
    ):
        return None
    if any(f.concept != "counter" for f in reading.of(Role.STAT)):
        return None
    told = [card.stats["counter"]] if "counter" in card.stats else [int(f.value or 0) for f in pluses]
    don = 0
    for q in reading.of(Role.QUANTITY):
        if q.concept != "don_active" or q.owner not in (ASKER, None) or not isinstance(q.value, int):
            return None
        don = q.value
    notes = [
        "カウンターを使う局面として、相手のリーダーが自分のリーダーにアタックするバトルを実行しています。"
    ]
    value = told[0] if told and 0 < told[0] <= 20000 else _DEFAULT_COUNTER
    if not told:
        notes.append(
            f"カウンターの値は書かれていないので{value}としています(使えるかどうかは値で変わりません)。"
        )
    spec = {"id": "cnt1", "name": "手札のキャラ", "counter": value}
    seat, payload = countered_attack(don, spec)
    summary = tell(_head, ("rejected", "move", "power_up"), 3, "attack", _countering, me=seat[ASKER])
    return BuiltScenario(f"{GAME}.plan.counter_without_don", payload, summary, tuple(notes))


def _head(sim: SimulationResult) -> str:
    refused = rejection(sim)
    if refused is not None:
        return f"使えません({refused.text})"
    return (
        "使えます。キャラの(アイコン)カウンターは、そのカードを手札からトラッシュに置いて使うので、"
        "ドン!!は要りません(7-1-3-2-1)"
    )


def _countering(e: Event) -> bool:
    return e.type == "rejected" or "7-1-3-2-1" in e.rules
