"""「アタック中に手札の【メイン】イベントを撃てる?」 planned from the reading (10-2-3-1, 10-2-4-1, 6-5-3-1).

The question tells the asker's attack going on (「アタック中」「バトル中」) and asks (「〜できる?」)
whether a card from the asker's hand may be played then. The attack is scripted (its attacker the
asker's card named with で/が, else its leader; the opponent's leader attacked — defaults in
`notes`), and the card is tried during that battle: the engine refuses a 【メイン】 event (only
outside battle, 10-2-3-1), a 【カウンター】 event (the opponent's counter step only, 10-2-4-1) or a
character or stage (6-5-3-1). An event whose keyword the question leaves unsaid gets no scenario.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_battle import attacking_side, attacks
from service.answering.plans.onepiece_can import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER, card_spec, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"


def play_in_battle(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in ("play", "use"):
        return None
    told = [f for f in attacks(reading) if f.end <= verb.start]
    ongoing = [f for f in reading.of(Role.ACTION) if f.concept == "attack" and not f.negated]
    if not told or "中" not in reading.text[told[0].end : told[0].end + 2]:
        return None  # 「アタック中(に)」: the attack is going on when the card is played
    if attacking_side(reading) != ASKER or reading.of(Role.TURN) or len(ongoing) > 2:
        return None  # the asker's own attack in its own turn, told once (「バトル中」 may repeat it)
    plays = [f for f in reading.of(Role.ACTION) if f.concept in ("play", "use") and not f.negated]
    if len(plays) > 2 or any(f.concept not in ("attack", "play", "use") for f in reading.of(Role.ACTION)):
        return None
    boxes = cards(reading)
    events = [b for b in boxes if b.kind == "event"]
    if len(events) != 1 or not {"メイン", "カウンター"} & set(events[0].keywords):
        return None  # the event's timing keyword decides when it may be played
    event = events[0]
    if event.owner not in (ASKER, None) or event.first() < told[0].start:
        return None
    rest = [b for b in boxes if b is not event]
    attacker = next((b for b in rest if b.owner in (ASKER, None) and b.first() < told[0].start), None)
    if any(b is not attacker for b in rest) or (
        attacker is not None and attacker.kind not in ("leader", "character")
    ):
        return None  # another card: its part is not read
    notes = ["アタックされたのは相手のリーダーとしています(どのカードでも結果は同じです)。"]
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    action: dict[str, Any] = {"type": "attack", "attacker": "leader", "target": "leader"}
    if attacker is not None and attacker.kind == "character":
        spec = {"id": "attacker", "name": "アタックしたキャラ", **card_spec(attacker, ("power",))}
        spec.pop("rested", None)  # it attacked: it was active
        players[ASKER]["characters"] = [spec]
        action["attacker"] = "attacker"
    elif attacker is None:
        notes.append("アタックしたのは自分のリーダーとしています。")
    keywords = [k for k in event.keywords if k in ("メイン", "カウンター")]
    players[ASKER]["hand"] = [
        {"id": "event", "name": "手札のイベント", "kind": "event", "cost": 0, "keywords": keywords}
    ]
    notes.append("イベントのコストは指定がないので0としています(いつ撃てるかだけを確かめます)。")
    seat = seats(ASKER)
    payload = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [action, {"type": "play", "card": "event", "in_battle": True}],
    }
    return BuiltScenario(
        f"{GAME}.plan.play_in_battle",
        payload,
        tell(can_head("バトル中に撃つこと"), me=seat[ASKER]),
        tuple(notes),
    )
