"""ONE PIECE CARD GAME battles (7-1): attack, block, counter and damage steps, end of battle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Action, Card, opponent
from service.engine.effects import Effect, Timing
from service.engine.errors import IllegalAction
from service.engine.onepiece import attack_time, printed, restrictions
from service.engine.onepiece.banish import banish
from service.engine.onepiece.blocking import blockers, don_short, refuse_again, unable, verify_again
from service.engine.onepiece.printed import ZERO_LIFE_HIT
from service.engine.onepiece.rules import BANISH, BLOCKER, COUNTER, DOUBLE_ATTACK, RUSH, TRIGGER

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


# ----- attack step (7-1-1) ---------------------------------------------------------------------
def attack_problem(game: OnePieceGame, attacker: Card, target: Card) -> IllegalAction | None:
    tp = game.turn_player
    if game.turn <= 2:
        return IllegalAction("first_turn_battle", "お互いの1ターン目はバトルを行えません", ("6-5-6-1",))
    # a card in the hand or the trash never attacks nor is attacked, whatever its kind
    on_field = ("leader", "characters")
    if attacker.owner != tp or game.find(attacker.uid)[1] not in on_field:
        return IllegalAction("bad_attacker", f"{attacker.name}ではアタックできません", ("7-1", "7-1-1-1"))
    if attacker.flags.get("rested"):
        return IllegalAction("attacker_rested", f"{attacker.name}はレストです", ("7-1", "7-1-1-1"))
    forbidden = restrictions.attack_forbidden(attacker)
    if forbidden is not None:
        return forbidden
    if (
        attacker.kind == "character"
        and attacker.flags.get("entered_turn") == game.turn
        and RUSH not in printed.keywords(attacker)
    ):
        return IllegalAction(
            "summoning_sickness",
            f"{attacker.name}は登場したターンにはアタックできません",
            ("3-7-4", "10-1-1-1"),
        )
    if target.owner == tp or game.find(target.uid)[1] not in on_field:
        return IllegalAction("bad_target", f"{target.name}はアタックの対象にできません", ("7-1", "7-1-1-2"))
    if target.kind == "character" and not target.flags.get("rested"):
        return IllegalAction(
            "target_active",
            f"{target.name}はアクティブのため、アタックの対象にできません",
            ("7-1", "7-1-1-2"),
        )
    return None


def legal_attacks(game: OnePieceGame, tp: str) -> list[Action]:
    if game.turn <= 2:
        return []
    opp = opponent(tp)
    targets = game.zone(opp, "leader") + [c for c in game.zone(opp, "characters") if c.flags.get("rested")]
    actions = []
    for attacker in game.zone(tp, "leader") + game.zone(tp, "characters"):
        for target in targets:
            if attack_problem(game, attacker, target) is None:
                actions.append(Action("attack", tp, {"attacker": attacker.uid, "target": target.uid}))
    return actions


def verify_attack(game: OnePieceGame, action: Action) -> None:
    attacker = game.find(str(action.params.get("attacker")))[2]
    target = game.find(str(action.params.get("target")))[2]
    problem = attack_problem(game, attacker, target)
    if problem is not None:
        raise problem


def declare_attack(game: OnePieceGame, action: Action) -> None:
    attacker = game.find(str(action.params["attacker"]))[2]
    target = game.find(str(action.params["target"]))[2]
    rushed = attacker.kind == "character" and attacker.flags.get("entered_turn") == game.turn
    if rushed:
        # only 【速攻】 lets it past 3-7-4 (attack_problem); say so, it decides the attack
        game.emit(
            "keyword",
            f"【速攻】: {attacker.name}は登場したターンでもアタックできます",
            ("10-1-1-1", "3-7-4"),
            card=attacker.uid,
        )
    game.set_flag(
        attacker, "rested", True, ("7-1-1-1",), f"{attacker.name}をレストにしてアタックを宣言します"
    )
    game.battle = {"attacker": attacker.uid, "target": target.uid, "boost": {}, "damage_left": 0}
    game.battle["effects"] = dict(action.params.get("effects", {}))
    # a step like the block and counter steps: it sets the stage, the later steps decide the battle
    game.emit(
        "step",
        f"アタック・ステップ: {attacker.name}(パワー{game.power(attacker)})が{target.name}にアタックします",
        ("7-1", "7-1-1-1", "7-1-1-2", *(("10-1-1-1", "3-7-4") if rushed else ())),
        step="attack",
        attacker=attacker.uid,
        target=target.uid,
    )
    attack_time.declared(game, attacker)  # 【アタック時】 (7-1-1-3, 10-2-5-1)
    if _step_end(game, "attack", ("7-1-1-3",), "7-1-1-4", "ブロック・ステップ"):
        return
    _enter_block(game)


def _step_end(game: OnePieceGame, step: str, why: tuple[str, ...], leave_rule: str, next_step: str) -> bool:
    """Effects said to happen in this step, then its end: if the attacking or the attacked card has
    left its area, the battle ends without the next step (7-1-1-4, 7-1-2-3, 7-1-3-2-3)."""
    battle = game.battle
    assert battle is not None
    for data in battle["effects"].pop(step, []):
        effect = Effect.model_validate(data)
        printed.resolve(game, effect, str(effect.controller or game.turn_player), why)
        if game.is_over:
            return True
    gone = [
        game.find(uid)[2]
        for uid in (battle["attacker"], battle["target"])
        if game.find(uid)[1] not in ("leader", "characters")
    ]
    if not gone:
        return False
    names = "、".join(c.name for c in gone)
    game.emit(
        "battle_aborted",
        f"{names}が領域を移動したため、{next_step}に移行せずにバトルを終了します",
        (leave_rule, "7-1-5"),
        cards=[c.uid for c in gone],
    )
    end_battle(game)
    return True


# ----- block and counter steps (7-1-2, 7-1-3) ---------------------------------------------------
def _enter_block(game: OnePieceGame) -> None:
    assert game.battle is not None
    game.emit("step", "ブロック・ステップ", ("7-1-2",))
    game.step = "block"
    able = blockers(game)
    unable(game, able)  # a 【ブロッカー】 that may not block decides the battle as much: say why
    if not able:
        _enter_counter(game)


def counter_options(game: OnePieceGame) -> list[Action]:
    defender = opponent(game.turn_player)
    own = game.zone(defender, "leader") + game.zone(defender, "characters")
    active = len(game.active_don(defender))
    actions: list[Action] = []
    for card in game.zone(defender, "hand"):
        if card.kind == "character" and card.stats.get("counter", 0) > 0:
            kind = "counter"
        elif card.kind == "event" and COUNTER in card.keywords and card.stats.get("cost", 0) <= active:
            kind = "counter_event"
        else:
            continue
        actions.extend(Action(kind, defender, {"card": card.uid, "target": t.uid}) for t in own)
    return actions


def _enter_counter(game: OnePieceGame) -> None:
    if _step_end(game, "block", ("7-1-2-2",), "7-1-2-3", "カウンター・ステップ"):
        return
    game.emit("step", "カウンター・ステップ", ("7-1-3",))
    game.step = "counter"
    if not counter_options(game):
        _damage_step(game)


def legal_battle_actions(game: OnePieceGame, actor: str) -> list[Action]:
    if game.step == "block":
        return [Action("block", actor, {"blocker": c.uid}) for c in blockers(game)] + [Action("pass", actor)]
    if game.step == "counter":
        return [*counter_options(game), Action("pass", actor)]
    return [Action("trigger", actor, {"activate": flag}) for flag in (True, False)]


def verify_battle_action(game: OnePieceGame, action: Action) -> None:
    kind, step = action.kind, game.step
    if step == "block" and kind == "block":
        card = game.find(str(action.params.get("blocker")))[2]
        sealed = restrictions.unblockable(game)
        if sealed is not None:
            raise IllegalAction(
                "unblockable",
                f"{sealed.name}はテキストによりブロックされません",
                (restrictions.TEXT_WINS, "10-1-4-1", "7-1-2-1"),
            )
        if card not in blockers(game):
            short = ("10-2-9-1",) if don_short(game, card) else ()  # its 【ドン!!×N】 unmet
            raise IllegalAction(
                "cannot_block",
                f"{card.name}は【ブロッカー】を発動できません",
                (*short, "10-1-4-1", "7-1-2-1"),
            )
        verify_again(game, action)
    elif step == "counter" and kind in ("counter", "counter_event"):
        card = game.find(str(action.params.get("card")))[2]
        cost, active = card.stats.get("cost", 0), len(game.active_don(action.player))
        if kind == "counter_event" and card.kind == "event" and cost > active:
            raise IllegalAction(
                "insufficient_don",
                f"コスト{cost}に対してアクティブのドン!!が{active}枚しかありません",
                ("2-7-3", "7-1-3-2-2"),
            )
        if action not in counter_options(game):
            rule = "7-1-3-2-1" if kind == "counter" else "7-1-3-2-2"
            raise IllegalAction("cannot_counter", "そのカウンターは発動できません", (rule, "10-2-4-1"))
    elif step == "trigger" and kind == "trigger":
        return
    elif kind != "pass" or step == "trigger":
        raise IllegalAction("wrong_step", f"{step}では{kind}は行えません", ("7-1",))


def apply_battle_action(game: OnePieceGame, action: Action) -> None:
    battle = game.battle
    assert battle is not None
    kind = action.kind
    if kind == "block":
        blocker = game.find(str(action.params["blocker"]))[2]
        game.set_flag(
            blocker, "rested", True, ("10-1-4-1",), f"{blocker.name}をレストにして【ブロッカー】を発動"
        )
        battle["target"] = blocker.uid
        # 【ブロッカー】 granted by 【ドン!!×N】 (10-2-9-1)
        granted = ("10-2-9-1",) if BLOCKER not in printed.keywords(blocker) else ()
        game.emit(
            "block", f"アタックされたカードを{blocker.name}に変更します", (*granted, "10-1-4-1", "7-1-2-1")
        )
        refuse_again(game, action)
        _enter_counter(game)
    elif kind == "pass" and game.step == "block":
        game.emit("no_block", "ブロックしません", ("7-1-2-1",), player=action.player)
        _enter_counter(game)
    elif kind in ("counter", "counter_event"):
        card = game.find(str(action.params["card"]))[2]
        target = game.find(str(action.params["target"]))[2]
        if kind == "counter":
            value, rules = card.stats.get("counter", 0), ("7-1-3-2-1", "2-10-1")
        else:
            value, rules = card.stats.get("boost", 0), ("7-1-3-2-2", "10-2-4-1")
            for don in game.active_don(action.player)[: card.stats.get("cost", 0)]:
                game.set_flag(don, "rested", True, ("2-7-3",), "コストとしてドン!!をレストにします")
        game.move_card(card, action.player, "trash", rules, f"{card.name}をトラッシュに置きます")
        battle["boost"][target.uid] = int(battle["boost"].get(target.uid, 0)) + value
        game.emit(
            "power_up",
            f"このバトル中、{target.name}のパワーを+{value}(パワー{game.power(target)})",
            rules,
            card=target.uid,
            amount=value,
            power=game.power(target),
        )
        if not counter_options(game):
            _damage_step(game)
    elif kind == "pass":
        game.emit("counter_end", "カウンター・ステップを終了します", ("7-1-3-2",), player=action.player)
        _damage_step(game)
    elif kind == "trigger":
        _resolve_trigger(game, bool(action.params.get("activate", False)))


# ----- damage step (7-1-4) and end of battle (7-1-5) --------------------------------------------
def _damage_step(game: OnePieceGame) -> None:
    if _step_end(game, "counter", ("7-1-3-2",), "7-1-3-2-3", "ダメージ・ステップ"):
        return
    battle = game.battle
    assert battle is not None
    game.step = "damage"
    attacker = game.find(battle["attacker"])[2]
    target = game.find(battle["target"])[2]
    ap, dp = game.power(attacker), game.power(target)
    # DON!! given to either card decide its power: +1000 each on the owner's turn only (6-5-5-2)
    a_don, d_don = len(game.attached_don(attacker)), len(game.attached_don(target))
    don_rule = ("6-5-5-2",) if a_don or d_don else ()
    result_rule = "7-1-4-1" if ap >= dp else "7-1-4-2"  # the clause the comparison lands on
    game.emit(
        "compare",
        f"ダメージ・ステップ: アタックしているカードのパワー{ap}、アタックされているカードのパワー{dp}",
        tuple(dict.fromkeys((*don_rule, result_rule, "7-1-4", "7-1-4-1"))),
        attacker_power=ap,
        defender_power=dp,
        attacker=attacker.uid,
        defender=target.uid,
        defender_kind=target.kind,
        attacker_don=a_don,
        defender_don=d_don,
    )
    if ap < dp:
        game.emit("battle_lost", f"{ap} < {dp} のため、アタックしたカードはバトルに負けます", ("7-1-4-2",))
        end_battle(game)
        return
    defender = target.owner
    if target.kind == "character":
        game.emit("battle_won", f"{ap} ≥ {dp} のため、バトルに勝ちます", ("7-1-4-1", "7-1-4-1-2"))
        if not restrictions.ko_prevented(game, target, battle=True, rules=("7-1-4-1-2",)):
            game.leave_field(target, "trash", ("7-1-4-1-2", "10-2-1-2"), f"{target.name}をKOします")
        end_battle(game)
        return
    amount = 2 if DOUBLE_ATTACK in printed.keywords(attacker) else 1
    # keywords that change what this damage does lead its clauses
    rules = (
        *(("10-1-2-1",) if amount == 2 else ()),
        *(("10-1-3-1",) if BANISH in printed.keywords(attacker) else ()),
        "7-1-4-1-1",
    )
    game.emit(
        "damage",
        f"{ap} ≥ {dp} のため、バトルに勝ち、リーダーに{amount}ダメージを与えます",
        rules,
        player=defender,
        amount=amount,
    )
    if not game.zone(defender, "life"):
        game.change_counter(
            defender,
            ZERO_LIFE_HIT,
            1,
            ("7-1-4-1-1-1", "1-2-2-1"),
            f"ダメージ確定時点で{defender}のライフは0枚です",
        )
        end_battle(game)
        return
    battle["damage_left"] = amount
    _resolve_life(game)


def _resolve_life(game: OnePieceGame) -> None:
    battle = game.battle
    assert battle is not None
    attacker = game.find(battle["attacker"])[2]
    defender = opponent(game.turn_player)
    repeat = ("7-1-4-1-1-3",) if DOUBLE_ATTACK in printed.keywords(attacker) else ()
    while battle["damage_left"] > 0:
        battle["damage_left"] -= 1
        life = game.zone(defender, "life")
        if not life:
            game.emit(
                "no_life", "ライフがないため、これ以上手札に加えるカードはありません", ("1-3-2", *repeat)
            )
            break
        top = life[-1]
        if BANISH in printed.keywords(attacker):
            banish(game, top, defender, repeat)
        elif TRIGGER in top.keywords:
            game.step = "trigger"
            battle["trigger_card"] = top.uid
            game.emit(
                "trigger_check", f"ライフの{top.name}は【トリガー】を持ちます", ("7-1-4-1-1-2", "4-6-3")
            )
            return
        else:
            game.move_card(
                top,
                defender,
                "hand",
                ("7-1-4-1-1-2", "4-6-2-1", *repeat),
                f"{defender}はライフの上のカードを手札に加えます",
            )
    end_battle(game)


def _resolve_trigger(game: OnePieceGame, activate: bool) -> None:
    battle = game.battle
    assert battle is not None
    card = game.find(battle.pop("trigger_card"))[2]
    defender = card.owner
    if activate:
        game.emit(
            "reveal",
            f"{card.name}を手札に加える代わりに公開し、【トリガー】を発動します",
            ("7-1-4-1-1-2", "10-1-5-1"),
            card=card.uid,
        )
        for effect in printed.printed(card, Timing.TRIGGER):
            printed.resolve(game, effect, defender, ("10-1-5-1",))
            if game.is_over:
                return
        # the rulebook does not say where a revealed trigger card goes; it is used up like an event
        if game.find(card.uid)[1] == "life":
            game.move_card(card, defender, "trash", ("10-1-5-1",), f"{card.name}をトラッシュに置きます")
    else:
        game.move_card(
            card, defender, "hand", ("10-1-5-2", "7-1-4-1-1-2"), f"{card.name}を公開せずに手札に加えます"
        )
    game.step = "damage"
    _resolve_life(game)


def end_battle(game: OnePieceGame) -> None:
    game.battle = None
    game.step = None
    game.emit(
        "battle_end",
        "バトルを終了し、「このバトル中」の効果が無効になります",
        ("7-1-5-1", "7-1-5-3", "7-1-5-4", "7-1-5-5"),
    )
