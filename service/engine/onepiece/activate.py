"""ONE PIECE CARD GAME: activating a card's 【起動メイン】 effect (10-2-2, 8-3, 10-2-13, 10-2-9, 10-2-10).

The effect's text is not modelled: the engine checks whether it may be activated and pays its
activation cost. It is the turn player's, in its main phase outside battle (10-2-2-1, 6-5-4-1), of a
card on that player's field. A condition 【ドン!!×N】 needs N DON!! given to the card (10-2-9-1,
8-3-2-3). An activation cost is paid whole or not at all (8-3-1-3): ① N rests N active DON!! of the
cost area (8-3-1-5), 「手札をN枚捨てる」 trashes N hand cards, ドン!!-N returns N DON!! of the field to
the DON!! deck (8-3-1-6, 10-2-10-1), 「このキャラをレストにする」 rests the active card itself
(8-3-1; a character played this turn may: 3-7-4 forbids only its attack). A 【ターン1回】 effect is
activated once per turn by each card (10-2-13-1, 10-2-13-2), not again once resolved (10-2-13-3); a
card that moved and came back is a new card and may again (10-2-13-4, 3-1-6: a move clears the card's
flags).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.onepiece.play import own_card

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

MAIN_ABILITY = "起動メイン"
ONCE_PER_TURN = "ターン1回"
# 【ドン!!×2】: the condition's count of DON!! given to the card
_DON_TIMES = re.compile(r"ドン!!×([0-9]{1,2})")
_FIELD = ("leader", "characters", "stage")


class ActivateAction(BaseModel):
    """A 【起動メイン】 effect of a card on the field, activated by its player (text not modelled)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["activate"]
    player: Literal["player1", "player2"] | None = Field(
        default=None, description="who activates (default: the turn player)"
    )
    card: str = Field(
        description="'leader' or a character/stage id on the player's field; the card's keywords "
        "say its effect: 起動メイン (required), ターン1回, ドン!!×N"
    )
    rest_don: int = Field(default=0, ge=0, le=10, description="activation cost ①N: rest N active DON!!")
    discard: int = Field(default=0, ge=0, le=10, description="activation cost: trash N hand cards")
    don_minus: int = Field(
        default=0, ge=0, le=10, description="activation cost ドン!!-N: N DON!! back to the DON!! deck"
    )
    rest_self: bool = Field(
        default=False, description="activation cost 「このキャラをレストにする」: rest the active card itself"
    )
    in_battle: bool = Field(
        default=False,
        description="tried during the battle of the attack scripted right before it: refused, "
        "【起動メイン】 is activated only in a main phase outside battle (10-2-2-1)",
    )


def don_condition(keywords: frozenset[str]) -> int:
    """The DON!! a card's 【ドン!!×N】 keyword asks to be given to it (0: no such condition)."""
    counts = [int(m.group(1)) for k in keywords if (m := _DON_TIMES.fullmatch(k))]
    return max(counts, default=0)


def activate(game: OnePieceGame, act: ActivateAction) -> None:
    """Verify, then pay and record the activation; a refusal is an `IllegalAction` naming its clause."""
    player = act.player or game.turn_player
    uid = f"{player}-leader" if act.card == "leader" else act.card
    card = own_card(game, player, uid, _FIELD, ("10-2-2-1",))
    keywords = card.keywords
    if MAIN_ABILITY not in keywords:
        raise InvalidScenario("card", f"{card.name} has no 【起動メイン】 effect (its keywords say it)")
    # a scripted attack has run to its end before the next action: a try told during its battle says so
    if player != game.turn_player or game.battle is not None or act.in_battle:
        raise IllegalAction(
            "not_main_phase",
            "【起動メイン】はターンプレイヤーがバトル以外のメインフェイズにのみ発動できます",
            ("10-2-2-1", "6-5-4-1"),
        )
    needed, given = don_condition(keywords), len(game.attached_don(card))
    if given < needed:
        raise IllegalAction(
            "condition_unmet",
            f"【ドン!!×{needed}】の条件を満たしていません({card.name}に付与されたドン!!は{given}枚)",
            ("10-2-9-1", "8-3-2-3"),
        )
    once = ONCE_PER_TURN in keywords
    if once and card.flags.get("once_used") == game.turn:
        raise IllegalAction(
            "once_per_turn",
            f"{card.name}の【ターン1回】の効果はこのターンすでに発動・解決しています",
            ("10-2-13-1", "10-2-13-3"),
        )
    _verify_cost(game, player, act)
    _pay(game, player, act)
    game.emit(
        "activate",
        f"{card.name}の【起動メイン】の効果を発動します(効果の内容は再現していません)",
        ("10-2-2-1", "8-4-1-3"),
        card=card.uid,
        player=player,
    )
    if once:
        game.set_flag(
            card, "once_used", game.turn, ("10-2-13-1",), "【ターン1回】: このターンの発動を記録します"
        )


def _field_don(game: OnePieceGame, player: str) -> int:
    return len(game.zone(player, "cost")) + len(game.zone(player, "attached"))


def _verify_cost(game: OnePieceGame, player: str, act: ActivateAction) -> None:
    """8-3-1-3: a cost any part of which cannot be paid is not paid at all."""
    active, hand, field = (
        len(game.active_don(player)),
        len(game.zone(player, "hand")),
        _field_don(game, player),
    )
    card = game.find(f"{player}-leader" if act.card == "leader" else act.card)[2]
    if act.rest_self and card.flags.get("rested"):
        why, rules = f"{card.name}はすでにレストです", ("8-3-1",)
    elif act.rest_don > active:
        why, rules = f"①{act.rest_don}に対してアクティブのドン!!が{active}枚しかありません", ("8-3-1-5",)
    elif act.discard > hand:
        why, rules = f"手札を{act.discard}枚捨てるコストに対して手札が{hand}枚しかありません", ("8-3-1",)
    elif act.don_minus > field:
        why, rules = f"ドン!!-{act.don_minus}に対して場のドン!!が{field}枚しかありません", ("10-2-10-1",)
    else:
        return
    raise IllegalAction("cost_unpaid", f"発動コストを支払えません: {why}", (*rules, "8-3-1-3"))


def _pay(game: OnePieceGame, player: str, act: ActivateAction) -> None:
    # 8-3-1-1: the parts in the order written — 「このキャラをレストにする」 is printed first
    if act.rest_self:
        card = game.find(f"{player}-leader" if act.card == "leader" else act.card)[2]
        if card.flags.get("entered_turn") == game.turn:
            game.emit(
                "note",
                f"{card.name}はこのターンに登場しましたが、登場したターンに禁止されるのはアタックだけです",
                ("3-7-4",),
                card=card.uid,
            )
        game.set_flag(card, "rested", True, ("8-3-1",), f"発動コストとして{card.name}をレストにします")
    for don in game.active_don(player)[: act.rest_don]:
        game.set_flag(don, "rested", True, ("8-3-1-5",), "発動コストとしてドン!!をレストにします")
    for card in list(game.zone(player, "hand"))[: act.discard]:
        game.move_card(card, player, "trash", ("8-3-1",), f"発動コストとして{card.name}を捨てます")
    # ドン!!-N: the player chooses among the field's DON!!; the cost area's rested ones first, then its
    # active ones, then the given ones (a choice the scenario does not script)
    cost_area = sorted(game.zone(player, "cost"), key=lambda d: not d.flags.get("rested"))
    for don in [*cost_area, *game.zone(player, "attached")][: act.don_minus]:
        game.move_card(don, player, "don_deck", ("8-3-1-6", "10-2-10-1"), "ドン!!をドン!!デッキに戻します")
