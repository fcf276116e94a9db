"""ONE PIECE plan `play_attach_left`: the active DON!! left after a card played and DON!! given, both
told — 「アクティブのドン!!が5枚。コスト2のキャラを登場させて、残ったドン!!のうち1枚をリーダーに付けた。
アクティブのドン!!は何枚?」. The play rests as many active DON!! as its cost (2-7-2), each DON!! given
leaves the cost area for the card (6-5-5-1): the active ones left are the rest.

Built from the facts: the asker's active DON!! told as a count, one character or stage played with its
cost, then the leader given the DON!! count told (「うち1枚をリーダーに」), the active DON!! asked. A
DON!! count the play and the giving cannot both take from is not the situation told (no plan).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_cards import ASKER, cards
from service.answering.plans.onepiece_pay import many_played
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"


def play_attach_left(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not any(a.concept == "about:don_active" for a in reading.asks()):
        return None
    acts = list(reading.of(Role.ACTION))
    if [f.concept for f in acts] != ["play", "attach_don"] or any(f.negated for f in acts):
        return None
    if many_played(reading) or reading.of(Role.TURN, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER):
        return None
    boxes = cards(reading)
    if len(boxes) != 2:
        return None
    box, leader = boxes
    if box.kind not in ("character", "stage") or set(box.stats) != {"cost"} or box.first() > acts[0].start:
        return None
    if leader.kind != "leader" or set(leader.stats) != {"don"} or leader.first() < acts[0].end:
        return None  # the leader given to, after the play, with only the DON!! count given told
    if any(b.owner not in (ASKER, None) or b.keywords or b.states for b in boxes):
        return None
    counts = reading.of(Role.QUANTITY)
    if len(counts) != 1 or counts[0].concept != "don_active" or counts[0].owner not in (ASKER, None):
        return None
    if counts[0].start > acts[0].start or not isinstance(counts[0].value, int):
        return None
    don, cost, given = counts[0].value, box.stats["cost"], leader.stats["don"]
    if given < 1 or don > 10 or cost + given > don:
        return None  # the told acts cannot both be paid from the told DON!!: not the situation told
    card = {"id": "played", "name": "出すカード", "kind": box.kind, "cost": cost}
    actions: list[dict[str, Any]] = [
        {"type": "play", "card": "played"},
        {"type": "attach_don", "target": "leader", "count": given},
    ]
    payload = {"player1": {"hand": [card], "don_active": don}, "actions": actions}

    def head(sim: SimulationResult) -> str:
        cost_area = sim.zone("player1", "cost")
        active = sum(1 for c in cost_area if not c["flags"].get("rested"))
        rested = len(cost_area) - active
        moved = len(sim.zone("player1", "attached"))
        return (
            f"アクティブのドン!!は{active}枚です(コストの支払いで{rested}枚をレストにし(2-7-2)、"
            f"{moved}枚をリーダーに付与しました(6-5-5-1))"
        )

    return BuiltScenario(f"{GAME}.plan.play_attach_left", payload, tell(head, limit=3), ())
