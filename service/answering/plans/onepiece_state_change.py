"""A card's state told changed after it was described, in a ONE PIECE CARD GAME question.

「相手のキャラはレストだったけど、効果でアクティブにされた」「アクティブのキャラを効果でレストにした」:
the state a card has when it is attacked is the last one told (only a rested character can be
attacked, 7-1-1-2; only an active 【ブロッカー】 can block, 10-1-4-1). The plans bind a card's state
from its description; a change told by an effect (「…にされた」「…にした」) is no description of any
card, and the plans do not run the effect, so they withhold.
"""

from __future__ import annotations

import re

from service.answering.plans.onepiece_card_box import Box, bound
from service.answering.reading.model import Reading, Role

# 「アクティブにされた」「レストにした」「レストに戻した」: the state made by an act, not described
_MADE = re.compile(r"\s*(?:状態)?\s*(?:に|へ)\s*(?:され|した|して|し、|戻|なった)")


def state_changed(reading: Reading, boxes: list[Box]) -> bool:
    """Whether a card state (rested/active) is told as made by an act and bound to no card."""
    held = bound(boxes)
    return any(
        f.concept in ("rested", "active")
        and not f.negated
        and f not in held
        and _MADE.match(reading.text, f.end)
        for f in reading.of(Role.STATE)
    )
