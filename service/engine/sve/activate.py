"""Shadowverse Evolve: playing a card's 起動能力 「(コスト):(効果)」 (10.1.1.1, 10.1.1.1.1) — its cost
checked whole before any of it is paid (10.4.2.2), then paid in the order written (10.4.2.1).

The effect's text is not modelled: the engine checks whether the cost can be paid and pays it. The
cost parts held: アクト — the card on the field, standing, is acted (10.4.6), also on the turn it came
into play (10.4.6.1); PP N — at least N PP, decreased by N (10.4.4); a leader's 体力 decreased by N —
only when at least N is there, never below 0 (10.4.5, 10.4.5.1); 「手札をN枚捨てる」 — N hand cards to
the graveyard (10.4.2, 5.11.1). The ability is the turn player's in the main phase (7.3.3).
A 食事 ability (`eat`, 14.2.2) is refused once an evolve or 食事 ability was played this turn
(8.3.2: all together once a turn) and is recorded for that limit; its 食事 itself (にんじん, 14.2.1)
is not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.errors import IllegalAction

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


class ActivateAction(BaseModel):
    """A 起動能力 of a card on the field, played by the turn player (its effect not modelled)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["activate"]
    card: str = Field(description="the id of the card on the turn player's field that has the ability")
    act: bool = Field(default=False, description="cost アクト: act this standing card (10.4.6)")
    pp_cost: int = Field(default=0, ge=0, le=20, description="cost: decrease PP by N (10.4.4)")
    health_cost: int = Field(
        default=0, ge=0, le=100, description="cost: decrease the leader's 体力 by N (10.4.5)"
    )
    discard: int = Field(default=0, ge=0, le=20, description="cost: discard N hand cards (5.11.1)")
    eat: bool = Field(
        default=False,
        description="a 食事 ability (🥕, 14.2.2): with evolve abilities once a turn in all (8.3.2); "
        "its 食事 cost (にんじん, 14.2.1) is not modelled",
    )


def _problem(game: SveGame, player: str, act: ActivateAction) -> IllegalAction | None:
    """10.4.2.2: a cost any part of which cannot be paid is not paid at all (checked before paying)."""
    holder, zone, card = game.find(act.card)
    if zone != "field" or holder != player:
        return IllegalAction("not_on_field", f"{card.name}は自分の場のカードではありません", ("10.4.6",))
    pp, health, hand = (
        game.counter(player, "pp"),
        game.counter(player, "health"),
        len(game.zone(player, "hand")),
    )
    rules: tuple[str, ...]
    if act.eat and (game.counter(player, "evolved_this_turn") or game.counter(player, "ate_this_turn")):
        return IllegalAction(
            "evolve_once",
            "進化能力と食事能力は、すべて合わせて1ターンに1回のみプレイできます(このターンすでにプレイしました)",
            ("8.3.2", "14.2.2.1"),
        )
    if act.act and card.flags.get("acted"):
        why, rules = f"{card.name}はすでにアクト状態です", ("10.4.6",)
    elif act.pp_cost > pp:
        why, rules = f"PP{act.pp_cost}に対してPPが{pp}しかありません", ("10.4.4",)
    elif act.health_cost > health:
        why, rules = f"体力を{act.health_cost}減らすには体力が{health}しかありません", ("10.4.5", "10.4.5.1")
    elif act.discard > hand:
        why, rules = f"手札を{act.discard}枚捨てるコストに対して手札が{hand}枚しかありません", ("10.4.2",)
    else:
        return None
    return IllegalAction("cost_unpaid", f"起動能力のコストを支払えません: {why}", (*rules, "10.4.2.2"))


def activate(game: SveGame, act: ActivateAction) -> None:
    """Verify the whole cost, then pay it part by part; a refusal is an `IllegalAction` naming its clause."""
    player = game.turn_player
    problem = _problem(game, player, act)
    if problem is not None:
        raise problem
    card = game.find(act.card)[2]
    if act.act:
        if card.flags.get("entered_turn") == game.turn:
            game.emit(
                "note",
                f"{card.name}はこのターンに場に出たカードですが、アクトのコストは支払えます",
                ("10.4.6.1",),
                card=card.uid,
            )
        game.set_flag(card, "acted", True, ("10.4.6",), f"コストとして{card.name}をアクトします")
    if act.pp_cost:
        game.change_counter(
            player, "pp", -act.pp_cost, ("10.4.4",), f"コストとしてPPを{act.pp_cost}減らします"
        )
    if act.health_cost:
        game.change_counter(
            player,
            "health",
            -act.health_cost,
            ("10.4.5",),
            f"コストとしてリーダーの体力を{act.health_cost}減らします",
        )
    for hand_card in list(game.zone(player, "hand"))[: act.discard]:
        game.move_card(
            hand_card, player, "graveyard", ("10.4.2", "5.11.1"), f"コストとして{hand_card.name}を捨てます"
        )
    if act.eat:
        game.change_counter(
            player, "ate_this_turn", 1, ("8.3.2", "14.2.2.1"), f"{card.name}の食事能力のプレイを記録します"
        )
        game.emit(
            "note",
            "食事する処理(にんじんを出走領域に置くこと)は再現していません",
            ("14.2.2.3", "14.2.1.1"),
            card=card.uid,
        )
    game.emit(
        "activate",
        f"{card.name}の起動能力をプレイします(効果の内容は再現していません)",
        ("10.1.1.1", "10.1.1.1.1", "10.4.2.1"),
        card=card.uid,
        player=player,
    )
    game.run_rule_processing()
