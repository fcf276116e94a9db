"""ONE PIECE CARD GAME: plays the rules refuse around a battle (10-2-3-1, 10-2-4-1, 6-5-3-1, 7-1-3-2).

A card played from the hand by the attacking player while its attack's battle goes on is refused:
a 【メイン】 event plays only in a main phase outside battle (10-2-3-1), a 【カウンター】 event only in
the opponent's counter step (10-2-4-1), and characters and stages enter by the main phase's own
actions (6-5-3-1), which the battle's steps do not hold (7-1). The attacked player's 【カウンター】 event
(even one holding 【メイン】 too) is no such play: its counter step allows it (7-1-3-2-2, 10-2-4-1), and
a scenario scripts it as the attack's counter. A counter the battle had no counter step for says why
(2-7-3 for a 【カウンター】 event the active DON!! cannot pay).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.onepiece.play import own_card
from service.engine.onepiece.rules import COUNTER, MAIN

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


def refuse_in_battle(game: OnePieceGame, player: str, uid: str, after_attack: bool) -> None:
    """The attacking player's play of hand card `uid` during the battle of the attack just scripted."""
    if not after_attack:
        raise InvalidScenario("in_battle", "a play during a battle follows the attack whose battle it is")
    card = own_card(game, player, uid, ("hand",), ("6-5-3-1",))
    if player != game.turn_player and card.kind == "event" and COUNTER in card.keywords:
        raise InvalidScenario(
            "in_battle",
            "the attacked player's 【カウンター】 event is played in its counter step (7-1-3-2-2, 10-2-4-1): "
            "script it as the attack's counter",
        )
    rules: tuple[str, ...]
    if card.kind == "event" and MAIN in card.keywords:
        why, rules = "【メイン】のイベントはバトル中にはプレイできません", ("10-2-3-1",)
    elif card.kind == "event" and COUNTER in card.keywords:
        why, rules = "【カウンター】のイベントは相手のカウンター・ステップにのみプレイできます", ("10-2-4-1",)
    else:
        why, rules = f"{card.name}はバトル中にはプレイできません", ("6-5-3-1", "7-1")
    raise IllegalAction("not_in_battle", why, rules)


def counter_refusal(game: OnePieceGame, defender: str, uid: str | None, value: int | None) -> IllegalAction:
    """Why a counter was not possible: the battle skipped the counter step because no counter could
    be used — for a 【カウンター】 event whose cost the active DON!! cannot pay, say that (2-7-3)."""
    card = next(
        (
            c
            for c in game.zone(defender, "hand")
            if c.uid == uid or (uid is None and c.stats.get("boost") == value)
        ),
        None,
    )
    if card is not None and card.kind == "event":
        cost, active = card.stats.get("cost", 0), len(game.active_don(defender))
        if cost > active:
            return IllegalAction(
                "insufficient_don",
                f"コスト{cost}に対してアクティブのドン!!が{active}枚しかありません",
                ("2-7-3", "7-1-3-2-2"),
            )
    return IllegalAction("cannot_counter", "カウンターを発動できる時点ではありません", ("7-1-3-2",))
