"""sve: the non-turn player's 【クイック】 plays in the turn player's end phase (7.4.4-7.4.6, 12.3.4),
scripted on an `end_turn` (its `quick`) and run when the end phase reaches 7.4.5."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import opponent
from service.engine.errors import IllegalAction
from service.engine.sve.combat import play_card
from service.engine.sve.rules import QUICK

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


def verify_end_quick(game: SveGame, uids: list[str]) -> None:
    """7.4.5: in the turn player's end phase the non-turn player may play a card with 【クイック】 from
    its hand (12.3.4), paying its cost (10.6.2.5.3); a card without it is refused."""
    other = opponent(game.turn_player)
    cost = 0
    for uid in uids:
        owner, zone, card = game.find(str(uid))
        if owner != other or zone != "hand":
            raise IllegalAction(
                "not_in_hand", f"{card.name}は非ターンプレイヤーの手札にありません", ("7.4.5",)
            )
        if QUICK not in card.keywords:
            raise IllegalAction(
                "not_quick",
                f"{card.name}は【クイック】を持たないため、相手のエンドフェイズにはプレイできません",
                ("7.4.5", "12.3.4"),
            )
        cost += card.stats.get("cost", 0)
    if cost > game.counter(other, "pp"):
        raise IllegalAction(
            "insufficient_pp",
            f"コスト{cost}に対してPPが{game.counter(other, 'pp')}しかありません",
            ("10.6.2.5.3",),
        )


def end_quick(game: SveGame) -> None:
    """7.4.4-7.4.6: a check timing, then each 【クイック】 card the non-turn player plays, each followed by
    a check timing (then back to 7.4.4, where it does nothing more)."""
    other = opponent(game.turn_player)
    uids, game.end_quick = list(game.end_quick), []
    for uid in uids:
        game.run_rule_processing()  # 7.4.4
        if game.is_over:
            return
        card = game.find(uid)[2]
        game.emit(
            "quick",
            f"{other}はエンドフェイズに【クイック】を持つ{card.name}をプレイします",
            ("7.4.5", "12.3.4", "12.3.2"),
            card=card.uid,
            player=other,
        )
        play_card(game, other, card)
        game.run_rule_processing()  # 7.4.6
