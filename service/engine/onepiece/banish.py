"""ONE PIECE CARD GAME 【バニッシュ】 (10-1-3-1): damage dealt to a leader's life by a card with it puts
the life card in the trash instead of the hand, and that card's 【トリガー】 is not activated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.onepiece.rules import TRIGGER

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


def banish(game: OnePieceGame, top: Card, defender: str, repeat: tuple[str, ...]) -> None:
    game.move_card(
        top,
        defender,
        "trash",
        ("10-1-3-1", *repeat),
        "【バニッシュ】: ライフの上のカードを手札に加える代わりにトラッシュに置きます"
        "(【トリガー】は発動しません)",
    )
    if TRIGGER in top.keywords:  # the refusal decides a 「トリガーを発動できる?」: say it as an event
        game.emit(
            "cannot_trigger",
            f"【バニッシュ】のため、{top.name}の【トリガー】は発動できません",
            ("10-1-3-1",),
            card=top.uid,
            player=defender,
        )
