"""「〜を出せる?/撃てる?」 planned from the reading: the asker plays one card from hand in its main phase
(2-7-2 a character or stage, 2-7-3 an event: its cost paid by resting that many active DON!!).

The card takes the kind, cost and keywords written next to it (「【カウンター】って書いてあるイベント」 is
refused in the main phase, 10-2-4-1). The active DON!! are the stated ones; when none are stated the
question is about when the card may be played, not its cost, and the plan assumes as many as the cost
(a default in `notes`). A question about the opponent's turn, several cards or other quantities gets no
scenario.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_can import _head
from service.answering.plans.onepiece_cards import ASKER, ENGINE_KEYWORDS, OTHER, cards, quantities
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_PLAYABLE = ("character", "event", "stage")


def can_play(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.concept != "play":
        return None
    if reading.of(Role.TURN) or any(
        f.concept != "play" or f is not verb for f in reading.of(Role.ACTION) if not f.negated
    ):
        return None  # a turn or another action: not a plain main-phase play
    boxes = cards(reading)
    if len(boxes) != 1 or boxes[0].kind not in _PLAYABLE or boxes[0].owner not in (ASKER, None):
        return None
    box = boxes[0]
    held = quantities(reading)
    if held is None or held[OTHER] or any(k != "don_active" for k in held[ASKER]):
        return None
    card: dict[str, Any] = {"id": "played", "name": "出すカード", "kind": box.kind}
    if box.kind == "character" and "power" in box.stats:
        card["power"] = box.stats["power"]
    keywords = [k for k in box.keywords if k in ENGINE_KEYWORDS]
    if box.kind == "event" and not {"メイン", "カウンター"} & set(keywords):
        return None  # when an event may be played turns on its timing (【メイン】/【カウンター】), unsaid
    if keywords:
        card["keywords"] = keywords
    notes: list[str] = []
    cost = box.stats.get("cost")
    if cost is None:
        if "don_active" in held[ASKER]:
            return None  # the cost decides it and is not given
        cost = 0
        notes.append("コストは指定がないので0としています(いつ出せるかだけを確かめます)。")
    card["cost"] = cost
    don = held[ASKER].get("don_active")
    if don is None:
        don = cost
        notes.append(f"アクティブのドン!!は指定がないので、コストと同じ{cost}枚あると仮定しています。")
    player: dict[str, Any] = {"hand": [card], "don_active": min(don, 10)}
    payload = {"player1": player, "actions": [{"type": "play", "card": "played"}]}
    return BuiltScenario(f"{GAME}.plan.can_play", payload, tell(_head("出すことは")), tuple(notes))
