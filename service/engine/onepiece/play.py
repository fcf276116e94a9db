"""ONE PIECE CARD GAME: playing a card from the hand in the main phase (6-5-3, 2-7, 3-7-6, 3-8-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from service.engine.core import Action, Card
from service.engine.effects import Timing
from service.engine.errors import IllegalAction
from service.engine.onepiece import printed
from service.engine.onepiece.rules import CHARACTER_LIMIT, COUNTER, MAIN, STAGE_LIMIT

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


def own_card(
    game: OnePieceGame, player: str, uid: Any, zones: tuple[str, ...], rules: tuple[str, ...]
) -> Card:
    owner, zone, card = game.find(str(uid))
    if owner != player or zone not in zones:
        raise IllegalAction("wrong_zone", f"{card.name}は{player}の{'/'.join(zones)}にありません", rules)
    return card


def verify_play(game: OnePieceGame, action: Action) -> None:
    tp = action.player
    card = own_card(game, tp, action.params.get("card"), ("hand",), ("6-5-3-1",))
    if card.kind == "event" and MAIN not in card.keywords:
        rules = ("10-2-4-1",) if COUNTER in card.keywords else ("6-5-3-1", "10-2-3-1")
        raise IllegalAction("not_main_event", f"{card.name}はメインフェイズに発動できません", rules)
    if card.kind not in ("character", "stage", "event"):
        raise IllegalAction("not_playable", f"{card.name}はプレイできません", ("4-7-1",))
    cost = paid_cost(card, int(action.params.get("cost_reduce", 0)), int(action.params.get("cost_raise", 0)))
    active = len(game.active_don(tp))
    if cost > active:
        rule = {"character": "2-7-2", "event": "2-7-3", "stage": "2-7-4"}[card.kind]
        raise IllegalAction(
            "insufficient_don",
            f"コスト{cost}に対してアクティブのドン!!が{active}枚しかありません",
            (rule, "6-5-3-1"),
        )
    replace = action.params.get("replace")
    if card.kind == "character":
        if len(game.zone(tp, "characters")) >= CHARACTER_LIMIT:
            if replace is None:
                raise IllegalAction(
                    "character_area_full",
                    "キャラクターエリアは5枚までです。既にいるキャラ1枚を選んでトラッシュに置く必要があります",
                    ("3-7-6", "3-7-6-1"),
                )
            own_card(game, tp, replace, ("characters",), ("3-7-6-1",))
        elif replace is not None:
            raise IllegalAction("no_replace", "キャラクターエリアに空きがあります", ("3-7-6",))
    elif card.kind == "stage":
        if len(game.zone(tp, "stage")) >= STAGE_LIMIT:
            if replace is None:
                raise IllegalAction("stage_area_full", "ステージエリアは1枚までです", ("3-8-5", "3-8-5-1"))
            own_card(game, tp, replace, ("stage",), ("3-8-5-1",))
        elif replace is not None:
            raise IllegalAction("no_replace", "ステージエリアに空きがあります", ("3-8-5",))


def paid_cost(card: Card, reduce: int, raise_: int = 0) -> int:
    """The cost paid: the printed cost lowered and raised by effects, 0 when that goes below 0 (1-3-6: a
    value other than power modified below 0 is treated as 0 — except while numbers are still added to or
    taken from it, so the sum is taken first: 1 lowered by 3 and raised by 2 is 0, not 2)."""
    return max(0, card.stats.get("cost", 0) - reduce + raise_)


def play(game: OnePieceGame, tp: str, card: Card, replace: Any, reduce: int = 0, raise_: int = 0) -> None:
    cost = paid_cost(card, reduce, raise_)
    rule = {"character": "2-7-2", "event": "2-7-3", "stage": "2-7-4"}[card.kind]
    if reduce or raise_:
        printed_cost = card.stats.get("cost", 0)
        below = "(0未満は0として扱います)" if printed_cost - reduce + raise_ < 0 else ""
        moved = "、".join(
            part
            for part in (f"{reduce}下がり" if reduce else "", f"{raise_}上がり" if raise_ else "")
            if part
        )
        game.emit(
            "cost_modified",
            f"{card.name}のコストは効果で{printed_cost}から{moved}、{cost}です{below}",
            ("1-3-6",),
            card=card.uid,
            cost=cost,
            printed=printed_cost,
        )
    game.emit("reveal", f"{card.name}を公開します", (rule,), card=card.uid, cost=cost)
    for don in game.active_don(tp)[:cost]:
        game.set_flag(don, "rested", True, (rule, "6-5-3-1"), "コストとしてドン!!をレストにします")
    if card.kind == "event":
        game.move_card(
            card, tp, "trash", ("2-7-3", "8-4-2"), f"イベント{card.name}を発動し、トラッシュに置きます"
        )
        # 8-4-2: the event goes to the trash, then the effect printed on it is carried out
        for effect in printed.printed(card, Timing.NOW):
            printed.resolve(game, effect, tp, ("8-4-2",))
        return
    zone, limit_rule = ("characters", "3-7-6-1") if card.kind == "character" else ("stage", "3-8-5-1")
    if replace is not None:
        old = game.find(str(replace))[2]
        game.leave_field(old, "trash", (limit_rule,), f"{old.name}を持ち主のトラッシュに置きます")
    rules = ("2-7-2", "3-7-3", "3-7-5") if zone == "characters" else ("2-7-4", "3-8-3", "3-8-4")
    game.move_card(card, tp, zone, rules, f"{card.name}を登場させます")
    game.set_flag(card, "entered_turn", game.turn, ("3-7-4",) if zone == "characters" else rules, "登場")
    # 10-2-6-1 / 8-1-3-1: a played card's 【登場時】 effect is activated as it comes out, by its player
    for effect in printed.printed(card, Timing.ON_PLAY):
        game.emit("on_play_trigger", f"{card.name}が登場したので、【登場時】効果が発動します", ("10-2-6-1",),
                  card=card.uid)  # fmt: skip
        printed.resolve(game, effect, tp, ("10-2-6-1",))
