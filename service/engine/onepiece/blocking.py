"""ONE PIECE CARD GAME blocks (7-1-2, 10-1-4): which 【ブロッカー】 may block, and a second one refused.

7-1-2-1: the attacked player activates its cards' 【ブロッカー】 once per battle. A block action may
name further 【ブロッカー】 the player tries after its block (``again``): each is refused with that
clause as an event of the run, and the battle goes on with the first block.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Action, Card, opponent
from service.engine.errors import IllegalAction
from service.engine.onepiece import printed
from service.engine.onepiece.rules import BLOCKER

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


def blockers(game: OnePieceGame) -> list[Card]:
    assert game.battle is not None
    defender = opponent(game.turn_player)
    return [
        c
        for c in game.zone(defender, "characters")
        if BLOCKER in printed.keywords(c) and not c.flags.get("rested") and c.uid != game.battle["target"]
    ]


def verify_again(game: OnePieceGame, action: Action) -> None:
    """The further 【ブロッカー】 tried are the blocking player's characters."""
    for uid in action.params.get("again", ()):
        owner, zone, card = game.find(str(uid))
        if owner != action.player or zone != "characters" or card.uid == action.params.get("blocker"):
            raise IllegalAction("cannot_block", f"{card.name}は【ブロッカー】を発動できません", ("10-1-4-1",))


def refuse_again(game: OnePieceGame, action: Action) -> None:
    """After a block, each further 【ブロッカー】 tried in the same battle is refused (7-1-2-1)."""
    for uid in action.params.get("again", ()):
        card = game.find(str(uid))[2]
        game.emit(
            "cannot_block",
            f"{card.name}の【ブロッカー】は発動できません(このバトル中、【ブロッカー】は既に1度発動しています)",
            ("7-1-2-1",),
            card=card.uid,
            reason="once_per_battle",
        )
