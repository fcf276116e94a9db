"""ONE PIECE CARD GAME 【アタック時】 (10-2-5-1, 7-1-1-3): whether an attacking card's 【アタック時】 effect
is activated.

10-2-5-1 / 7-1-1-3: a 【アタック時】 effect is activated when its card's attack is declared. Its
conditions must be met to activate it (8-4-1-1, 8-3-2-1): 【ドン!!×N】 is met by N or more DON!! given
to the card (8-3-2-3, 10-2-9-1). A scenario card with the keyword ``アタック時`` has such an effect,
its condition given by a ``ドン!!×N`` keyword (its text is not modelled); the run records which way
it went — the attack itself goes on either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.onepiece.activate import don_condition

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

ON_ATTACK = "アタック時"


def declared(game: OnePieceGame, attacker: Card) -> None:
    """After `attacker`'s attack was declared: its 【アタック時】 effect activated, or its unmet
    【ドン!!×N】 kept it from activating."""
    if ON_ATTACK not in attacker.keywords:
        return
    needed, given = don_condition(attacker.keywords), len(game.attached_don(attacker))
    if given < needed:
        game.emit(
            "condition_unmet",
            f"【ドン!!×{needed}】の条件を満たしていないため、{attacker.name}の【アタック時】の効果は発動"
            f"しません({attacker.name}に付与されたドン!!は{given}枚)",
            ("8-4-1-1", "8-3-2-3", "10-2-9-1"),
            card=attacker.uid,
        )
        return
    game.emit(
        "activate",
        f"{attacker.name}の【アタック時】の効果を発動します(効果の内容は再現していません)",
        ("10-2-5-1", "7-1-1-3", *(("8-3-2-3",) if needed else ())),
        card=attacker.uid,
    )
