"""Shadowverse EVOLVE restrictions a follower's text states (scenario flags on a field follower).

1.3.1: a card's text that contradicts the rules wins; 1.3.3: an effect that forbids an act wins over
one that tells it. 「このフォロワーは攻撃できない」 (``no_attack``) refuses its choice as the attacking
follower (8.4.2). 「このフォロワーは破壊されない」 (``indestructible``) keeps it on the field where the
rule processing (11.3.1 health 0 or less, 11.3.2 【必殺】) or an effect that says destroy (5.5.1) would
move it to the graveyard; it does not stop another move — banished (5.6.1) or returned to the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.errors import IllegalAction

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

TEXT_WINS = "1.3.1"
PROHIBITION_WINS = "1.3.3"
FLAGS = ("no_attack", "indestructible")


def attack_forbidden(attacker: Card) -> IllegalAction | None:
    """The choice as the attacking follower of one whose text forbids it to attack."""
    if attacker.flags.get("no_attack"):
        return IllegalAction(
            "attack_forbidden", f"{attacker.name}はテキストにより攻撃できません", (TEXT_WINS, "8.4.2")
        )
    return None


def kept(game: SveGame, card: Card, rules: tuple[str, ...], *, by_effect: bool) -> bool:
    """Whether `card`'s text keeps it from this destruction (by the rule processing's `rules`, or an
    effect's); recorded once for the rule processing, which checks again at every check timing."""
    if not card.flags.get("indestructible"):
        return False
    if by_effect or not card.flags.get("kept"):
        card.flags["kept"] = True
        game.emit(
            "destroy_prevented",
            f"{card.name}はテキストにより破壊されず、場に残ります",
            (PROHIBITION_WINS if by_effect else TEXT_WINS, *rules),
            card=card.uid,
        )
    return True
