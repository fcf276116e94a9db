"""The §10 operations: ``verify_<op>(game, action)`` raises `IllegalAction`, ``<op>(game, action)`` acts.

Every state change cites its 10.N clause or bullet id.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.engine.core import PLAYERS, Action, Card
from service.engine.errors import IllegalAction
from service.engine.fow.game import ATTRIBUTES, INDESTRUCTIBLE, FowGame, attack_of, defense_of, will_key

OPERATIONS = (
    "deal_damage",
    "rest_damage",
    "destroy",
    "dispose",
    "discard",
    "draw",
    "pay_will",
    "rest",
    "recover",
    "put_counter",
    "remove_from_game",
    "summon",
    "resolve_chase",
    "negate",
    "reveal",
    "shuffle",
)


# ----- 10.6 ダメージを与える / 10.17 軽減する --------------------------------------------------------
def _amount(game: FowGame, params: Mapping[str, Any]) -> tuple[int, tuple[str, ...]]:
    per = params.get("per")
    if per:
        n = len(game.zone(str(per["player"]), str(per["zone"])))
        return n * int(per["each"]), ("10.6.4", "10.6.4.1")
    return int(params.get("amount", 0)), ("10.6.4",)


def _damage(game: FowGame, target: str, amount: int, rules: tuple[str, ...], prevent: Any) -> None:
    if prevent == "all":
        game.emit(
            "prevent", f"{target} へのダメージはすべて軽減される", ("10.17.1", "10.17.1.2"), target=target
        )
        return
    if prevent:
        amount = max(0, amount - int(prevent))
        rules = (*rules, "10.17.1", "10.17.1.1")
    if amount <= 0:
        return
    if target in PLAYERS:
        game.change_counter(
            target, "life", -amount, (*rules, "10.6.2"), f"{target} のライフを{amount}点減らす"
        )
        if game.players[target].counters["life"] <= 0:
            game.emit(
                "note",
                f"{target} のライフは0以下: §10 には敗北の規定がないため、ゲームの状態は継続として報告する",
                ("10.6.2",),
                player=target,
            )
        return
    card = game.find(target)[2]
    if defense_of(card) is None:
        game.emit("damage", f"防御力を持たない {card.name} へのダメージは何も行わない", (*rules, "10.6.5"))
        return
    total = int(card.flags.get("damage", 0)) + amount
    game.set_flag(card, "damage", total, (*rules, "10.6.1"), f"{card.name} に{amount}ダメージ(蓄積{total})")


def verify_deal_damage(game: FowGame, action: Action) -> None:
    targets = action.params.get("targets") or []
    if not targets:
        raise IllegalAction("no_target", "ダメージを与える対象がありません", ("10.6",))
    for t in targets:
        if t not in PLAYERS:
            game.card(t, ("10.6.1",))
    per = action.params.get("per")
    if per and (per.get("player") not in PLAYERS or per.get("zone") not in game.zone_names):
        raise IllegalAction("bad_per", "‘1つにつき’ の数える領域が不正です", ("10.6.4.1",))


def deal_damage(game: FowGame, action: Action) -> None:
    amount, rules = _amount(game, action.params)
    game.emit("damage_instance", f"{amount}点のダメージを1回で与える", rules, amount=amount)
    for t in action.params["targets"]:
        _damage(game, str(t), amount, rules, action.params.get("prevent"))


def verify_rest_damage(game: FowGame, action: Action) -> None:
    _, zone, card = game.card(action.params.get("card"), ("10.12.2",))
    if zone != "field" or card.flags.get("rested"):
        raise IllegalAction("not_recovered", "リカバー状態の場のカードのみレストできます", ("10.12.2",))
    verify_deal_damage(game, Action("deal_damage", action.player, {"targets": [action.params.get("target")]}))


def rest_damage(game: FowGame, action: Action) -> None:
    """Playout helper: ‘[レスト]:これの攻撃力に等しいダメージを与える’ (a vanilla ability)."""
    card = game.find(str(action.params["card"]))[2]
    game.set_flag(card, "rested", True, ("10.12.2", "10.12.1"), f"{card.name} をレストする")
    _damage(game, str(action.params["target"]), attack_of(card), ("10.6.4",), None)


# ----- 10.9 破壊する / 10.10 破棄する / 10.18 捨てる / 10.3 ゲームから取り除く ---------------------------
def verify_destroy(game: FowGame, action: Action) -> None:
    _, zone, card = game.card(action.params.get("card"), ("10.9.1",))
    if zone == "ruler_area" and not action.params.get("explicit_ruler"):
        raise IllegalAction("ruler", "ルーラーは‘ルーラーを破壊する’効果でのみ破壊されます", ("10.9.2",))
    if zone not in ("field", "stone_area", "ruler_area"):
        raise IllegalAction("wrong_zone", f"{card.name} は場や魔石エリアにありません", ("10.9.1",))


def destroy(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    if INDESTRUCTIBLE in card.keywords:
        game.emit("destroy", f"{card.name} は破壊されない", ("10.9.3",), card=card.uid)
        return
    if card.kind == "j_ruler":
        game.move_card(
            card, card.owner, "ruler_area", ("10.9.1",), f"J ルーラー {card.name} をルーラーエリアに移動"
        )
    else:
        game.move_card(card, card.owner, "graveyard", ("10.9.1",), f"{card.name} を破壊し墓地に移動")


def verify_dispose(game: FowGame, action: Action) -> None:
    owner, _, card = game.card(action.params.get("card"), ("10.10.1",))
    if owner != action.player:
        raise IllegalAction(
            "not_controller", f"{card.name} は自分がコントローラーではありません", ("10.10.2",)
        )


def dispose(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    game.move_card(card, card.owner, "graveyard", ("10.10.1",), f"{card.name} を破棄し墓地に置く")


def verify_discard(game: FowGame, action: Action) -> None:
    for uid in action.params.get("cards") or []:
        owner, zone, _ = game.card(uid, ("10.18.1",))
        if owner != action.player or zone != "hand":
            raise IllegalAction("not_in_hand", "捨てるカードは自分の手札にある必要があります", ("10.18.1",))


def discard(game: FowGame, action: Action) -> None:
    uids = action.params.get("cards")
    if uids is None:  # 手札を捨てる
        for card in list(game.zone(action.player, "hand")):
            game.move_card(card, action.player, "graveyard", ("10.18.2",), f"{card.name} を捨てる")
        game.emit(
            "discard", f"{action.player} は手札を捨てた", ("10.18.2", "10.18.2.1"), player=action.player
        )
        return
    for uid in uids:
        card = game.find(str(uid))[2]
        game.move_card(card, action.player, "graveyard", ("10.18.1",), f"{card.name} を捨てる")


def verify_remove_from_game(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.3.1",))


def remove_from_game(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    if card.uid in game.chase:
        game.chase.remove(card.uid)
    game.move_card(card, card.owner, "removed", ("10.3.1",), f"{card.name} をゲームから取り除く")


# ----- 10.8 ドローする / 10.20 シャッフルする / 10.4 公開する ---------------------------------------
def verify_draw(game: FowGame, action: Action) -> None:
    if int(action.params.get("n", 1)) < 0:
        raise IllegalAction("bad_count", "枚数は0以上です", ("10.8.2",))


def draw(game: FowGame, action: Action) -> None:
    game.draw(action.player, int(action.params.get("n", 1)))


def verify_shuffle(game: FowGame, action: Action) -> None:
    return None


def shuffle(game: FowGame, action: Action) -> None:
    game.rng.shuffle(game.zone(action.player, "deck"))
    game.emit("shuffle", f"{action.player} のメインデッキをシャッフルする", ("10.20.1", "10.20.1.1"))


def verify_reveal(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.4.1",))


def reveal(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    if card.flags.get("revealed"):
        game.emit("reveal", f"{card.name} はすでに公開されている", ("10.4.2",))
        return
    game.set_flag(card, "revealed", True, ("10.4.1",), f"{card.name} を公開する")


# ----- 10.2 ウィルを支払う ----------------------------------------------------------------------
def _cost(action: Action, key: str = "cost") -> dict[str, int]:
    return {str(a): int(n) for a, n in dict(action.params.get(key) or {}).items()}


def verify_pay_will(game: FowGame, action: Action) -> None:
    cost = _cost(action)
    if any(a not in ATTRIBUTES for a in cost):
        raise IllegalAction(
            "bad_will", "ウィルはウィルシンボルかフリーウィルシンボルで指定します", ("10.2.2",)
        )
    if game.will_shortfall(action.player, cost):
        raise IllegalAction("cannot_pay", "ウィルの全部を支払えないため、まったく支払えません", ("10.2.4",))


def pay_will(game: FowGame, action: Action, rules: tuple[str, ...] = ("10.2.1",)) -> None:
    cost = _cost(action)
    counters = game.players[action.player].counters
    for a in ATTRIBUTES[:-1]:
        if cost.get(a):
            game.change_counter(
                action.player, will_key(a), -cost[a], (*rules, "10.2.2"), f"{a}のウィルを{cost[a]}点支払う"
            )
    free = cost.get("無", 0)
    for a in ("無", *ATTRIBUTES[:-1]):  # free will: attribute-less first, then any attribute
        take = min(free, counters[will_key(a)])
        if take:
            game.change_counter(
                action.player, will_key(a), -take, (*rules, "10.2.2"), f"{a}のウィルを{take}点支払う"
            )
            free -= take


# ----- 10.12 レスト/リカバー / 10.21 カウンター ----------------------------------------------------
def verify_rest(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.12.1",))


def rest(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    game.set_flag(card, "rested", True, ("10.12.1",), f"{card.name} をレストする")


verify_recover = verify_rest


def recover(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    game.set_flag(card, "rested", False, ("10.12.1",), f"{card.name} をリカバーする")


def verify_put_counter(game: FowGame, action: Action) -> None:
    game.card(action.params.get("card"), ("10.21.1",))
    if not action.params.get("name"):
        raise IllegalAction("no_name", "カウンターの名称が必要です", ("10.21.1",))


def put_counter(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    name, n = str(action.params["name"]), int(action.params.get("n", 1))
    counters = dict(card.flags.get("counters", {}))
    counters[name] = counters.get(name, 0) + n  # 10.21.1.2: same name, same counter
    rules = ("10.21.1", "10.21.1.2") + (("10.21.2",) if "/" in name else ())
    game.set_flag(card, "counters", counters, rules, f"{card.name} に《{name}》カウンターを{n}個置く")


# ----- 10.5 召喚する / 10.11 無効にする ------------------------------------------------------------
def verify_summon(game: FowGame, action: Action) -> None:
    _, zone, card = game.card(action.params.get("card"), ("10.5.1",))
    if card.kind != "resonator" or zone in ("field", "chase"):
        raise IllegalAction("not_resonator", "召喚できるのはリゾネイターカードです", ("10.5.1",))
    if action.params.get("pay") and game.will_shortfall(action.player, _cost(action, "pay")):
        raise IllegalAction(
            "cannot_pay", "ウィルの全部を支払えないため、まったく支払えません", ("10.2.4", "10.2.3")
        )


def summon(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    if action.params.get("pay"):
        pay_will(
            game, Action("pay_will", action.player, {"cost": action.params["pay"]}), ("10.2.1", "10.2.3")
        )
    game.move_card(
        card, card.owner, "chase", ("10.5.1",), f"{card.name} をチェイスエリアの一番上に召喚呪文として置く"
    )
    card.flags["summon"] = True
    game.chase.append(card.uid)


def verify_resolve_chase(game: FowGame, action: Action) -> None:
    if not game.chase:
        raise IllegalAction("empty_chase", "チェイスエリアにカードがありません", ("10.5.2",))


def resolve_chase(game: FowGame, action: Action) -> None:
    card: Card = game.find(game.chase.pop())[2]  # only 召喚呪文 reach the chase in this model
    game.move_card(
        card, card.owner, "field", ("10.5.2",), f"{card.name} がチェイス上から解決されて場に出た(召喚された)"
    )


def verify_negate(game: FowGame, action: Action) -> None:
    if str(action.params.get("card")) not in game.chase:
        raise IllegalAction("not_on_chase", "無効にできるのはチェイスエリアのカードです", ("10.11.1",))


def negate(game: FowGame, action: Action) -> None:
    uid = str(action.params["card"])
    game.chase.remove(uid)
    card = game.find(uid)[2]
    game.move_card(card, card.owner, "graveyard", ("10.11.1",), f"{card.name} を無効にし持ち主の墓地に置く")
