"""Shadowverse Evolve: the follower a spell chooses as it is played (10.6.2.3).

A spell printed 「(whose)フォロワー1体を選ぶ」 chooses its target while it is played; with no follower
there it may choose, it cannot be played properly, so it cannot be named for play (10.6.2.1.2) and the
play is illegal (10.6.2.3.3). An opponent's follower with 【オーラ】 is no choice for it (12.15.2).
Only one follower is chosen here: with fewer followers than a larger number, 10.6.2.3.1 (as many as
possible) and 10.6.2.3.3 (that number impossible: illegal) would both be read, and no scenario says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS, Card, opponent
from service.engine.errors import IllegalAction
from service.engine.sve.rules import AURA

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

CHOOSES = "chooses_"  # a spell's stat `chooses_<side>` = 1: it chooses one follower of that side
_SIDE_JA = {"opponent": "相手の", "self": "自分の", "both": ""}


def no_target(game: SveGame, player: str, card: Card) -> IllegalAction | None:
    """Why `player` cannot play `card` for want of a follower to choose (None: it can, or chooses none)."""
    sides = [k.removeprefix(CHOOSES) for k in card.stats if k.startswith(CHOOSES)]
    if card.kind != "spell" or not sides:
        return None
    side = sides[0]
    owners = PLAYERS if side == "both" else (opponent(player),) if side == "opponent" else (player,)
    choices = [
        c
        for p in owners
        for c in game.zone(p, "field")
        if c.kind == "follower" and not (AURA in game.card_keywords(c) and c.owner != player)
    ]
    if choices:
        return None
    return IllegalAction(
        "no_target",
        f"{_SIDE_JA[side]}フォロワーを1体も選べないため、{card.name}はプレイできません",
        ("10.6.2.1.2", "10.6.2.3.3"),
    )
