"""A state told of every card of a kind on one side (「相手の場のUNITは全部スタン」「相手のフォロワーはみんな
アクト状態」「俺のキャラは全員レスト」) must be every such card's in the scenario: a plan that adds a card of
its own for another ask (kiseki 「相手はスクラムサポートできる? 勝てる?」 put a supporting UNIT, not stunned,
on the opponent's field, and the attack on the player 803.5b allows was refused: no win stated for the
win, round 21) runs another situation.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading, Role

__all__ = ["every_state_unheld"]

# a quantifier over the card noun, after it (「UNITは全部」) or before it (「全てのUNITが」)
_AFTER = re.compile(r"\s*(?:は|が|も)?\s*(?:全部|全て|すべて|ぜんぶ|みんな|皆|全員|どれも|いずれも)\s*$")
_BEFORE = re.compile(
    r"(?:全部の|全ての|すべての|全|各)\s*(?:(?:相手|自分|俺|こっち|向こう)の)?\s*(?:場の)?\s*$"
)
_FIELD_KEYS = ("field", "characters", "units")
# a state's keys in the engines' card specs (absent or false: the card is not in that state)
_KEYS: dict[str, tuple[str, ...]] = {
    "stunned": ("stunned",),
    "rested": ("acted", "rested", "tapped", "bowed"),
}
_CARDS = frozenset({"unit", "follower", "character", "resonator"})


def every_state_unheld(reading: Reading, payload: Mapping[str, Any], seats: Mapping[str, str]) -> str | None:
    """Why the verdict is withheld: a state told of every card of a kind that a scenario card lacks."""
    text = reading.text
    for state in reading.of(Role.STATE):
        keys = _KEYS.get(state.concept)
        owner = state.owner
        if keys is None or state.negated or owner is None or owner not in seats:
            continue
        cards = [
            c
            for c in reading.of(Role.CARD)
            if c.concept in _CARDS and c.end <= state.start and "。" not in text[c.end : state.start]
        ]
        if not cards:
            continue
        card = cards[-1]
        between = text[card.end : state.start]
        if _AFTER.match(between) is None and _BEFORE.search(text[: card.start]) is None:
            continue
        side = payload.get(seats[owner])
        if not isinstance(side, Mapping):
            continue
        for key in _FIELD_KEYS:
            for spec in side.get(key) or ():
                if isinstance(spec, Mapping) and not any(spec.get(k) for k in keys):
                    return f"「{card.text}…{state.text}」は全カードの状態ですが、場に違うカードがあります"
    return None
