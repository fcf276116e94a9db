"""デッキの構築 (6.1.1): whether a deck may be used, as a scenario action.

A scenario's ``deck`` action registers a deck described by its counts (``main_deck_size``,
``evolve_deck_size``, the most copies of one カード名 in either deck ``same_name_copies``, the cards
that fit neither the leader's class nor one title ``off_class_cards``); a deck the rules forbid is
refused citing the clause, a legal one is recorded with the clauses it meets. A count not given is
not checked.

* メインデッキ40枚以上50枚以下 (6.1.1.2), エボルヴデッキ0枚以上10枚以下 (6.1.1.3);
* 同一のカード名はメインデッキとエボルヴデッキにそれぞれ3枚まで (6.1.1.4);
* クラスまたはタイトルを基準とする (6.1.1.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.deck_rules import Format, Limit, register

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

FORMAT = Format(
    "Shadowverse EVOLVE",
    "6.1.1",
    (
        Limit("main_deck_size", 40, 50, "6.1.1.2", "メインデッキは40枚以上50枚以下で構成します"),
        Limit("evolve_deck_size", 0, 10, "6.1.1.3", "エボルヴデッキは0枚以上10枚以下で構成します"),
        Limit("same_name_copies", None, 3, "6.1.1.4", "同一のカード名のカードは各デッキに3枚までです"),
        Limit("off_class_cards", None, 0, "6.1.1.5", "クラスかタイトルのどちらかを基準にする必要があります"),
    ),
)
COUNTS = ("main_deck_size", "evolve_deck_size", "same_name_copies", "off_class_cards")


class DeckAction(BaseModel):
    """A deck prepared for the game (6.1.1), by its counts; a count left out is not checked."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["deck"]
    player: Literal["player1", "player2"] = "player1"
    main_deck_size: int | None = Field(default=None, ge=0, le=200, description="メインデッキの枚数 (6.1.1.2)")
    evolve_deck_size: int | None = Field(
        default=None, ge=0, le=200, description="エボルヴデッキの枚数 (6.1.1.3)"
    )
    same_name_copies: int | None = Field(
        default=None, ge=0, le=200, description="一つのデッキの同一カード名のカードの最大枚数 (6.1.1.4)"
    )
    off_class_cards: int | None = Field(
        default=None, ge=0, le=200, description="クラスもタイトルも基準に合わないカードの枚数 (6.1.1.5)"
    )


def register_deck(game: SveGame, act: DeckAction) -> None:
    params = {k: getattr(act, k) for k in COUNTS}
    register(game, FORMAT, params, "デッキ構築の条件を満たしている", player=act.player)


__all__ = ["COUNTS", "FORMAT", "DeckAction", "register_deck"]
