"""ONE PIECE CARD GAME 【KO時】 (10-2-1-3): whether a character's 【KO時】 effect is activated.

10-2-1-3: 「KO時」 effects are met only by a KO — an effect that says it KOs (10-2-1-2) or the result
of a battle (7-1-4-1-2). A character put in the trash any other way (the 6th character's
replacement, 3-7-6-1) is not KO'd, nor is one that leaves the field for another zone (returned to the
hand): its 【KO時】 is not activated. A scenario character with the
keyword ``KO時`` has such an effect; the run records which way it went, and carries out the
character's printed ``on_ko`` effects when it was KO'd (its text otherwise not modelled).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.effects import Timing
from service.engine.onepiece import printed

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

KO_RULE = "10-2-1-2"


def record(game: OnePieceGame, card: Card, to_zone: str, rules: tuple[str, ...]) -> None:
    """After `card`, which has a 【KO時】 effect, left the field for `to_zone` by `rules`: that
    effect activated or not."""
    if to_zone != "trash":
        # 10-2-1-2: to KO is to put the character from the character area into the trash; leaving the
        # field for another zone (a return to the hand) is no KO, so 【KO時】 is not met (10-2-1-3)
        game.emit(
            "cannot_trigger",
            f"{card.name}はKOされずに場を離れたので、【KO時】効果は発動しません",
            ("10-2-1-2", "10-2-1-3", *rules),
            card=card.uid,
        )
        return
    if KO_RULE in rules:
        effects = printed.printed(card, Timing.ON_KO)
        said = "" if effects else "(効果の内容はシナリオにありません)"
        game.emit(
            "ko_trigger",
            f"{card.name}はKOされたので、【KO時】効果が発動します{said}",
            ("10-2-1-3", KO_RULE),
            card=card.uid,
        )
        for effect in effects:  # its printed text, carried out by the character's owner
            printed.resolve(game, effect, card.owner, ("10-2-1-3",))
        return
    game.emit(
        "cannot_trigger",
        f"{card.name}はKOではなくトラッシュに置かれたので、【KO時】効果は発動しません",
        ("10-2-1-3", *rules),
        card=card.uid,
    )
