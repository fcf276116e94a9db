"""The cards of a planned battle (`onepiece_battle.battle`): a fighter's engine fields, a life card told
only by its 【トリガー】, and a card named again after the attack with only its power.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_card_box import Box, card_spec
from service.answering.reading.model import Fact


def life_card(box: Box) -> bool:
    """A card told only by its 【トリガー】 (a character or event): a life card the battle reveals."""
    return (
        box.keywords == ["トリガー"]
        and not box.stats
        and not box.states
        and box.kind in ("character", "event")
    )


def fighter_spec(box: Box) -> dict[str, Any]:
    """The engine fields of a leader or character in the battle (a leader has no cost or counter)."""
    spec = card_spec(box, ("power", "cost", "counter", "don"))
    if box.kind == "leader":
        spec.pop("cost", None)
        spec.pop("counter", None)
    return spec


def restate_power(boxes: list[Box], attack: Fact, attacker: Box, target: Box) -> None:
    """「…向こうのリーダー殴ったら通る?リーダーはパワー6千」: a card named again after the attack with
    only its power is the attacking or attacked card of that kind whose power was not told; its power
    goes to that card (the named card is then no other card of the battle)."""
    for box in [b for b in boxes if b.first() > attack.start and b not in (attacker, target)]:
        if set(box.stats) != {"power"} or box.keywords or box.states:
            continue
        fits = [
            b
            for b in (attacker, target)
            if b.kind == box.kind and b.power() is None and box.owner in (None, b.owner)
        ]
        if len(fits) == 1:
            fits[0].stats["power"] = box.stats["power"]
            fits[0].facts.extend(box.facts)
            box.stats.clear()
