"""デッキの構築 (5-1-2): whether a deck may be used, as a scenario action.

A scenario's ``deck`` action registers a deck described by its counts (``leader_cards``,
``deck_size``, ``don_deck_size``, the most copies of one カードナンバー ``same_number_copies``, the cards
of a colour the leader does not have ``off_color_cards``); a deck the rules forbid is refused citing
the clause, a legal one is recorded with the clauses it meets. A count not given is not checked.

* リーダーカード1枚ちょうど、デッキ50枚ちょうど、ドン!!デッキ10枚ちょうど (5-1-2);
* 同じカードナンバーは4枚以下 (2-14-2, 5-1-2-3) — a rarity or a parallel is no other number (2-13-1);
* only cards of the leader's colours (5-1-2-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from service.engine.deck_rules import Format, Limit, register
from service.engine.onepiece.position import StrictModel

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

FORMAT = Format(
    "ONE PIECEカードゲーム",
    "5-1-2",
    (
        Limit("leader_cards", 1, 1, "5-1-2", "リーダーカードは1枚ちょうど必要です"),
        Limit("deck_size", 50, 50, "5-1-2", "デッキは50枚ちょうど必要です"),
        Limit("don_deck_size", 10, 10, "5-1-2", "ドン!!デッキは10枚ちょうど必要です"),
        Limit(
            "same_number_copies", None, 4, "2-14-2", "同じカードナンバーのカードは4枚以下である必要があります"
        ),
        Limit(
            "off_color_cards", None, 0, "5-1-2-2", "リーダーの色を含まない色のカードはデッキに入れられません"
        ),
    ),
)
COUNTS = ("leader_cards", "deck_size", "don_deck_size", "same_number_copies", "off_color_cards")


class DeckAction(StrictModel):
    """A deck presented for the game (5-2-1-1), by its counts; a count left out is not checked."""

    type: Literal["deck"]
    player: Literal["player1", "player2"] = "player1"
    leader_cards: int | None = Field(default=None, ge=0, le=10, description="リーダーカードの枚数 (5-1-2)")
    deck_size: int | None = Field(default=None, ge=0, le=200, description="デッキの枚数 (5-1-2)")
    don_deck_size: int | None = Field(default=None, ge=0, le=50, description="ドン!!デッキの枚数 (5-1-2)")
    same_number_copies: int | None = Field(
        default=None, ge=0, le=200, description="同じカードナンバーのカードの最大枚数 (2-14-2, 5-1-2-3)"
    )
    off_color_cards: int | None = Field(
        default=None, ge=0, le=200, description="リーダーの色を含まない色のカードの枚数 (5-1-2-2)"
    )


def register_deck(game: OnePieceGame, act: DeckAction) -> None:
    params = {k: getattr(act, k) for k in COUNTS}
    register(game, FORMAT, params, "デッキ構築の条件を満たしている", player=act.player)


__all__ = ["COUNTS", "FORMAT", "DeckAction", "register_deck"]
