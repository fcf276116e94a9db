"""Defeat conditions told as met at one moment (「ちょうど同じタイミングで、自分は山札が0枚、相手はライフ0で
リーダーがダメージを受けた」): every one of them is checked by the same rule processing (9-2-1), and
when all players meet one the game is a draw (1-2-3).

A deck told at 0 cards is a defeat condition already met (1-2-1-1-2): a scenario that starts from it
and then deals damage has the rule processing end the game before the damage (the deck first). That
order is only right when the question says it; told as one moment (`at_once`), the damage at 0 life
is placed as the leader's state when the run starts (`damaged_at_zero`), checked together with the
deck; told with no order at all, which came first decides the winner and the plan withholds.
"""

from __future__ import annotations

from collections.abc import Mapping

from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.reading.model import Fact, Reading, Role

_AT_ONCE = "at_once"


def told_moment(
    reading: Reading, verbs: list[Fact], held: Mapping[str, Mapping[str, int]], damaged: set[str | None]
) -> bool | None:
    """True: the damage verbs are told as reached at the same moment as a deck told at 0 (each on a
    leader told at 0 life, no draw among them); False: the run deals them as effects; None: the
    moment decides and cannot be modelled (a draw told at once with a damage, damage at once on a
    leader not told at 0 life or not named, or a deck told at 0 next to a defeating damage with no
    order said)."""
    at_once = any(f.concept == _AT_ONCE and not f.negated for f in reading.facts)
    damages = [v for v in verbs if v.concept == "damage"]
    sides = {str(s) for s in damaged if s is not None}
    sides = (sides - {"both"}) | {ASKER, OTHER} if "both" in sides else sides
    zero_life = bool(sides) and all(held.get(side, {}).get("life") == 0 for side in sides)
    # a deck at 0 told as a start or as reached (「山札が0枚になったのと同時に」: the gate sets it)
    deck_out = [
        f for f in reading.of(Role.QUANTITY) if f.concept == "deck" and f.value == 0 and not f.negated
    ]
    if not damages or not deck_out:
        # 「お互いのリーダーに同時に1ダメージずつ」: one effect on both leaders, run as it is (1-2-3)
        return False
    if at_once:
        return (zero_life and len(damages) == len(verbs)) or None
    if any(held.get(side, {}).get("life") == 0 for side in held) or zero_life:
        # 「自分は山札0枚、相手はライフ0でリーダーがダメージを受けた」: which was met first is unsaid
        return None
    return False
