"""Shadowverse EVOLVE restrictions a follower's text states (scenario flags on a field follower).

1.3.1: a card's text that contradicts the rules wins; 1.3.3: an effect that forbids an act wins over
one that tells it. 「このフォロワーは攻撃できない」 (``no_attack``) refuses its choice as the attacking
follower (8.4.2). 「このフォロワーは破壊されない」 (``indestructible``) keeps it on the field where the
rule processing (11.3.1 health 0 or less, 11.3.2 【必殺】) or an effect that says destroy (5.5.1) would
move it to the graveyard; it does not stop another move — banished (5.6.1) or returned to the hand.
「能力で破壊されない」 (``no_ability_destroy``) stops a destruction by an ability: 11.3.2.1 counts the
【必殺】 destruction (11.3.2) as one; the destruction of a follower whose health an attack brought to 0
(11.3.1, 8.4.9) is the rule processing's. Whether an effect's destruction or damage (a spell's, a
follower's ability) is one the rules do not say here, so a scenario with such an effect on the card is
refused (`refuse_effect`), never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.replacement import replaced_by

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

TEXT_WINS = "1.3.1"
PROHIBITION_WINS = "1.3.3"
FLAGS = ("no_attack", "indestructible", "no_ability_destroy")
ABILITY_DESTRUCTION = "11.3.2.1"


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
    if card.flags.get("no_ability_destroy") and not by_effect and "11.3.1" in rules:
        # whether the rule's 体力0 destruction is 'by an ability' the rules do not say (11.3.2.1 names 必殺)
        raise InvalidScenario("field", "a 「能力で破壊されない」 follower at 体力0 (11.3.1): not modelled")
    if card.flags.get("no_ability_destroy") and not by_effect and "11.3.2" in rules:
        # 11.3.2.1: the 【必殺】 destruction is a destruction by an ability — which the text forbids
        if not card.flags.get("kept"):
            card.flags["kept"] = True
            game.emit("destroy_prevented", f"{card.name}はテキストにより能力では破壊されず、場に残ります",
                      (TEXT_WINS, *rules, ABILITY_DESTRUCTION), card=card.uid)  # fmt: skip
        return True
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


# the events a replacement puts in place of a destruction: the zone, its clause and words
_MOVES = {
    "hand": ("hand", "5.4.1", "オーナーの手札に戻ります"),
    "banished": ("banished", "5.6.1", "消滅します"),
}


def replaced(game: SveGame, card: Card, rules: tuple[str, ...]) -> bool:
    """Whether a replacement the card has took the place of its destruction (10.10.1): the new event is
    done instead, and the destruction never happened (10.10.1.1) — the card does not go to the graveyard,
    so its 【ラストワード】 is not met."""
    return replaced_by(game, "sve", card, "destroy", rules, _MOVES, game.leave_field) is not None


def refuse_effect(card: Card, kind: str) -> None:
    """An effect that destroys or damages a follower whose text says 「能力で破壊されない」: whether that
    destruction is one by an ability (11.3.2.1 names 必殺 only) is not modelled — refused, not guessed."""
    if card.flags.get("no_ability_destroy"):
        raise InvalidScenario(
            "effect",
            f"an effect's {kind} of a follower 「能力で破壊されない」: by an ability? not modelled",
        )
