"""Shadowverse Evolve: playing cards (8.2), follower attacks (8.4), destruction (11.3). Evolving (12.2)
is in `evolve`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Action, Card, opponent
from service.engine.effects import Timing
from service.engine.errors import IllegalAction
from service.engine.sve import boost, notation, printed, restrictions
from service.engine.sve.rules import BANE, DRAIN, FIELD_LIMIT, INTIMIDATE, QUICK, RUSH, STORM, TARGETED, WARD

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


def evolved_card(game: SveGame, card: Card) -> Card | None:
    uid = card.flags.get("evolved_into")
    return game.find(str(uid))[2] if uid else None


def info(game: SveGame, card: Card) -> Card:
    """The card whose information applies: the associated evolve card, except for cost (5.15.2)."""
    return evolved_card(game, card) or card


def keywords(game: SveGame, card: Card) -> frozenset[str]:
    """Printed keywords, plus those gained and minus those lost by effects (printed.py)."""
    kws = set(info(game, card).keywords)
    kws |= {str(e["keyword"]) for e in card.flags.get("gained", [])}
    kws -= {str(e["keyword"]) for e in card.flags.get("lost", [])}
    return frozenset(kws)


def _modified(game: SveGame, card: Card, stat: str) -> int:
    value = info(game, card).stats.get(stat, 0)
    return value + sum(int(m["stats"].get(stat, 0)) for m in card.flags.get("mods", []))


def attack_value(game: SveGame, card: Card) -> int:
    return _modified(game, card, "attack")


def health_left(game: SveGame, card: Card) -> int:
    """Health after damage (2.8.2); damage taken before evolving stays taken (5.15.3)."""
    return _modified(game, card, "health") - int(card.flags.get("damage", 0))


# ----- playing cards (8.2, 10.6) --------------------------------------------------------------
def paid_cost(card: Card) -> int:
    """The PP playing `card` takes: an effect changing its cost changes the PP paid, not the card's cost
    (10.4.4.1) — one setting it to a value first, then the increases and decreases (10.10.2.4); a change
    below 0 is a decrease of 0 or less, which is not done at all (1.3.2.2)."""
    base = card.stats["cost_set"] if "cost_set" in card.stats else card.stats.get("cost", 0)
    return max(0, base + card.stats.get("cost_change", 0))


def cost_told(card: Card) -> tuple[str, tuple[str, ...]]:
    """How the effects on `card` changed the PP its play reduces, and their clauses."""
    change = card.stats.get("cost_change", 0)
    told = ""
    rules: tuple[str, ...] = ()
    if "cost_set" in card.stats:
        told = f"コストを{card.stats['cost_set']}にする効果を{'先に' if change else ''}適用し、"
        rules = ("10.4.4.1", "10.10.2.4") if change else ("10.4.4.1",)
    if change:
        told += f"コストの変更({change:+d})を反映し、"
        rules = rules or ("10.4.4.1",)
    return told, rules


def play_card(game: SveGame, player: str, card: Card, act: bool = False) -> None:
    """Pay the cost and resolve (10.6.2); a 【守護】 follower may enter acted instead (12.8.2)."""
    cost = paid_cost(card)
    changed, changed_rules = cost_told(card)
    if cost > 0 or not changed:
        rules = ("8.2.1", "10.4.4", *changed_rules)
        game.change_counter(player, "pp", -cost, rules, f"{changed}コストとしてPPを{cost}支払います")
    else:  # a PP decrease of 0 or less is not done (1.3.2.2)
        text = f"{changed}減少するPPは0以下のため、PPは減りません"
        game.emit("cost_paid_none", text, (*changed_rules, "1.3.2.2"), player=player, card=card.uid)
    notation.played(game, player, card)  # before it resolves: 13.3.1.3, 13.5.1.3.1
    if card.kind == "spell":
        game.emit("play", f"スペル「{card.name}」をプレイします", ("8.2.1", "10.6.2"), card=card.uid)
        # out of the hand before its text resolves (10.6.2.1): its own 「手札を1枚捨てる」 cannot
        # discard it, and a hand counted during the resolution does not hold it
        game.move_card(card, player, "resolution", ("10.6.2.1", "4.11.1"), f"{card.name}を解決領域に置きます")
        _resolve_spell(game, player, card)
        game.move_card(card, player, "graveyard", ("10.6.2.8.3",), f"{card.name}を墓場に置きます")
        return
    on_field = len(game.zone(player, "field"))  # checked after paying, before resolving (10.6.2.6)
    game.emit(
        "field_check",
        f"場のカードは{on_field}枚で、上限の{FIELD_LIMIT}枚に達していません",
        ("10.6.2.6", "4.4.4.1"),
        player=player,
        on_field=on_field,
    )
    game.move_card(card, player, "field", ("8.2.1", "10.6.2.8.1", "4.2.2.3"), f"{card.name}を場に出します")
    game.set_flag(card, "entered_turn", game.turn, ("8.4.2.1",), "このターンに場に出ました")
    if act:
        game.set_flag(
            card, "acted", True, ("12.8.2",), f"【守護】を持つ{card.name}をアクト状態で場に置きます"
        )
    printed.queue(game, card, Timing.FANFARE)
    if card.stats.get("damage"):
        printed.queue_leader_damage(game, card)


def _resolve_spell(game: SveGame, player: str, card: Card) -> None:
    """The spell's text in order (10.6.2.8.2): its damage, then its draw; rule processing waits for
    the check timing after the whole resolution (11.1.2), so a leader at 0 and a draw from an empty
    deck are checked together."""
    printed.leader_damage(game, player, card, ("10.6.2.8.2",))
    for _ in range(card.stats.get("draw", 0)):
        game.draw(player, ("10.6.2.8.2", "5.9.2", "5.9.1"), f"{player}がカードを1枚引きます")
    for effect in printed.printed(card, Timing.NOW):
        printed.resolve(game, effect, player, card.uid)


# ----- attacks (8.4) ---------------------------------------------------------------------------
def _continuous(game: SveGame, card: Card) -> bool:
    """Its master's since the turn began (8.4.2.1): not put onto the field, nor taken (5.21.1), this turn."""
    return (
        int(card.flags.get("entered_turn", -1)) < game.turn
        and int(card.flags.get("master_turn", -1)) < game.turn
    )


def master(game: SveGame, card: Card) -> str:
    """A card's master (3.1.2): the player the zone holding it belongs to — a taken follower's (5.21.1),
    not its owner's (5.21.1.1)."""
    return card.owner if card.kind == "leader" else game.find(card.uid)[0]


def attack_problem(game: SveGame, attacker: Card, target: Card) -> IllegalAction | None:
    tp = game.turn_player
    if game.find(attacker.uid)[1] != "field" or master(game, attacker) != tp or attacker.kind != "follower":
        return IllegalAction("bad_attacker", f"{attacker.name}は攻撃できません", ("8.4.1", "8.4.2"))
    if attacker.flags.get("acted"):
        return IllegalAction("attacker_acted", f"{attacker.name}はアクト状態です", ("8.4.2",))
    forbidden = restrictions.attack_forbidden(attacker)
    if forbidden is not None:
        return forbidden
    kws = keywords(game, attacker)
    continuous = _continuous(game, attacker)
    evolved_now = attacker.flags.get("evolved_turn") == game.turn
    if target.kind == "leader":
        if target.owner == tp:
            return IllegalAction("bad_target", "自分のリーダーは攻撃できません", ("8.4.3.1",))
        if not continuous and STORM not in kws:
            # 【突進】 lets it attack only acted followers (12.10.2); without 【疾走】 (12.9.2) no leader
            text = "このターンに場に出たフォロワーはリーダーを攻撃できません"
            why: tuple[str, ...] = ("8.4.2.1", "8.4.3.1", "12.9.2")
            if RUSH in kws:
                text += "(【突進】で攻撃できるのはアクト状態のフォロワーだけです)"
                why = ("8.4.3.1", "12.10.2")
            elif evolved_now:
                # 8.4.2.1 lets it attack; 8.4.3.1 still asks for control since the turn began
                text = "このターンに進化したフォロワーが攻撃できるのは"
                text += "アクト状態のフォロワーだけで、リーダーは攻撃できません"
                why = ("8.4.3.1", "8.4.2.1")
            return IllegalAction("cannot_attack_leader", text, why)
    else:
        in_field = game.find(target.uid)[1] == "field"
        # 【指定攻撃】: a standing follower is chosen as if it were acted (12.11.2)
        acted = bool(target.flags.get("acted")) or TARGETED in kws
        if master(game, target) == tp or target.kind != "follower" or not in_field or not acted:
            return IllegalAction("bad_target", f"{target.name}は攻撃目標にできません", ("8.4.3.1",))
        if INTIMIDATE in keywords(game, target):
            return IllegalAction("intimidate", f"{target.name}は【威圧】を持ちます", ("12.12.2",))
        if not (continuous or evolved_now or STORM in kws or RUSH in kws):
            return IllegalAction(
                "summoning", f"{attacker.name}はこのターンに場に出ました", ("8.4.2.1", "12.10.2")
            )
    guards = wards(game, opponent(tp))
    if guards and target not in guards:
        return IllegalAction(
            "ward", "【守護】を持つアクト状態のフォロワーを攻撃目標に選ぶ必要があります", ("12.8.2", "8.4.3")
        )
    return None


def wards(game: SveGame, player: str) -> list[Card]:
    """`player`'s acted 【守護】 followers an attacker must choose among if it can (12.8.2)."""
    return [
        c
        for c in game.zone(player, "field")
        if c.flags.get("acted") and WARD in keywords(game, c) and INTIMIDATE not in keywords(game, c)
    ]


def legal_attacks(game: SveGame, tp: str) -> list[Action]:
    opp = opponent(tp)
    targets = game.zone(opp, "leader") + game.zone(opp, "field")
    return [
        Action("attack", tp, {"attacker": a.uid, "target": t.uid})
        for a in game.zone(tp, "field")
        for t in targets
        if attack_problem(game, a, t) is None
    ]


def verify_attack(game: SveGame, action: Action) -> None:
    attacker = game.find(str(action.params.get("attacker")))[2]
    target = game.find(str(action.params.get("target")))[2]
    problem = attack_problem(game, attacker, target)
    if problem is not None:
        raise problem
    defender = opponent(game.turn_player)
    cost = 0
    for uid in action.params.get("quick", ()):
        owner, zone, card = game.find(str(uid))
        if owner != defender or zone != "hand":
            raise IllegalAction("not_in_hand", f"{card.name}は相手プレイヤーの手札にありません", ("8.4.7",))
        if QUICK not in card.keywords:
            raise IllegalAction(
                "not_quick",
                f"{card.name}は【クイック】を持たないため、相手の攻撃中にはプレイできません",
                ("8.4.7", "12.3.4"),
            )
        cost += card.stats.get("cost", 0)
    if cost > game.counter(defender, "pp"):
        raise IllegalAction(
            "insufficient_pp",
            f"【クイック】のコスト{cost}に対してPPが{game.counter(defender, 'pp')}しかありません",
            ("10.6.2.5.3", "8.4.7"),
        )


def permission(game: SveGame, attacker: Card, target: Card) -> tuple[str, tuple[str, ...]] | None:
    """What lets a follower that was not under its master's control since the turn began attack
    (8.4.2.1, 8.4.3.1): 【疾走】 (12.9.2), 【突進】 against an acted follower (12.10.2), or having
    evolved this turn (8.4.2.1's second case)."""
    if _continuous(game, attacker):
        return None
    kws = keywords(game, attacker)
    if target.kind == "leader":
        if STORM in kws:
            return (
                f"【疾走】: このターンに場に出た{attacker.name}でもリーダーを攻撃できます",
                ("12.9.2", "8.4.3.1"),
            )
        return None
    if attacker.flags.get("evolved_turn") == game.turn:
        return (
            f"{attacker.name}はこのターンに進化したため、アクト状態のフォロワーを攻撃できます",
            ("8.4.2.1",),
        )
    if STORM in kws:
        return (f"【疾走】: このターンに場に出た{attacker.name}でも攻撃できます", ("12.9.2", "8.4.2.1"))
    if RUSH in kws:
        return (
            f"【突進】: このターンに場に出た{attacker.name}でもアクト状態のフォロワーを攻撃できます",
            ("12.10.2", "8.4.2.1"),
        )
    return None


def attack(game: SveGame, action: Action) -> None:
    attacker = game.find(str(action.params["attacker"]))[2]
    target = game.find(str(action.params["target"]))[2]
    engaged = target.kind == "follower"
    guards = wards(game, master(game, target))
    if engaged and target in guards:
        others = len(guards) - 1
        game.emit(
            "ward_target",
            f"【守護】を持つアクト状態の{target.name}を攻撃目標に選びます"
            + (f"(ほかに{others}体いる【守護】のどれを選んでもかまいません)" if others else ""),
            ("12.8.2", "8.4.3"),
            card=target.uid,
            wards=len(guards),
        )
    elif engaged and not target.flags.get("acted"):
        game.emit(
            "targeted",
            f"【指定攻撃】でスタンド状態の{target.name}をアクト状態であるかのように攻撃目標に選びます",
            ("12.11.2", "8.4.3.1"),
            card=target.uid,
        )
    allowed = permission(game, attacker, target)
    if allowed is not None:
        game.emit("permission", allowed[0], allowed[1], card=attacker.uid)
    game.set_flag(attacker, "acted", True, ("8.4.4",), f"{attacker.name}をアクトします")
    granted = allowed[1] if allowed else ()
    if engaged and not target.flags.get("acted") and target not in guards:
        granted = (*granted, "12.11.2", "8.4.3.1")  # 【指定攻撃】 chose a standing follower
    game.emit(
        "attack",
        f"{attacker.name}が{target.name}を攻撃しました",
        tuple(dict.fromkeys((*("8.4.5", "8.4.5.1")[: 2 if engaged else 1], *granted))),
        attacker=attacker.uid,
        target=target.uid,
    )
    _quick(game, action)
    if game.is_over:
        return
    if game.find(attacker.uid)[1] != "field":
        game.emit(
            "no_attack_damage",
            f"{attacker.name}が場に存在しないため、攻撃によるダメージは与えられません",
            ("8.4.9",),
            card=attacker.uid,
        )
    elif engaged and game.find(target.uid)[1] != "field":
        game.emit(
            "no_attack_damage",
            f"攻撃目標の{target.name}が場に存在しないため、ダメージは与えられず交戦もしません",
            ("8.4.9", "8.4.9.1"),
            card=target.uid,
        )
    else:
        boost.not_on_attack(game, master(game, attacker))
        _attack_damage(game, attacker, target)
    if game.is_over:
        return
    game.emit("attack_end", "攻撃が終了します", ("8.4.11",))


def _quick(game: SveGame, action: Action) -> None:
    """8.4.6–8.4.8: a check timing, then the non-turn player may play 【クイック】 cards, each followed
    by a check timing; then back to 8.4.7 (nothing more is played here)."""
    quick = [str(u) for u in action.params.get("quick", ())]
    if not quick:
        return
    defender = opponent(game.turn_player)
    game.run_rule_processing()
    for uid in quick:
        if game.is_over:
            return
        card = game.find(uid)[2]
        game.emit(
            "quick",
            f"{defender}は攻撃に対応して【クイック】を持つ{card.name}をプレイします",
            ("8.4.7", "12.3.4", "12.3.2"),
            card=card.uid,
            player=defender,
        )
        play_card(game, defender, card)
        game.run_rule_processing()  # 8.4.8


def _attack_damage(game: SveGame, attacker: Card, target: Card) -> None:
    atk = attack_value(game, attacker)
    healed = master(game, attacker)  # its master's leader, even once it has left the field (12.13.2)
    if target.kind != "follower":
        game.deal_damage(target, atk, ("8.4.9", "5.13.1"))
    else:
        back = attack_value(game, target)
        game.emit(
            "combat_damage",
            f"{attacker.name}と{target.name}が交戦し、同時に互いに攻撃力に等しいダメージを与えます"
            f"(攻撃力{max(atk, 0)}と{max(back, 0)})",
            ("8.4.9", "8.4.9.1"),
            attacker_damage=atk,
            target_damage=back,
        )
        for card, amount in ((target, atk), (attacker, back)):
            game.deal_damage(card, amount, ("8.4.9.1", "5.13.1"))
        game.emit("engaged", "互いに交戦しました", ("8.4.9.2",))
        if DRAIN in keywords(game, target) and back > 0:
            game.emit(
                "drain_not_triggered",
                f"{target.name}の【ドレイン】は、攻撃された側として与えたダメージでは誘発しません",
                ("12.13.2.2",),
                card=target.uid,
            )
        for card, other in ((attacker, target), (target, attacker)):
            if BANE in keywords(game, other):
                game.set_flag(
                    card, "bane", True, ("12.14.2",), f"{card.name}は【必殺】を持つフォロワーと交戦しました"
                )
    if DRAIN in keywords(game, attacker) and atk > 0:
        # an automatic ability: at the check timing (8.4.10) rule processing comes first (10.5.2.1), so
        # a defeated opponent has lost before it resolves (10.5.2.2); it resolves even if the attacker
        # was destroyed meanwhile (10.7.7)
        game.run_rule_processing()
        if game.is_over:
            return
        game.change_counter(
            healed,
            "health",
            atk,
            ("12.13.2", "12.13.2.1", "10.5.2.2"),
            f"【ドレイン】体力を{atk}回復",
        )


def destroy_followers(game: SveGame) -> bool:
    """11.3: destroy (5.5.1) each follower with health <= 0 or engaged with 【必殺】, all at once (11.1.3)."""
    doomed: list[tuple[Card, tuple[str, ...]]] = []
    for p in game.players:
        for card in game.zone(p, "field"):
            if card.kind != "follower":
                continue
            if health_left(game, card) <= 0:
                rules: tuple[str, ...] = ("11.3.1", "5.5.1")
            elif card.flags.get("bane"):
                rules = ("11.3.2", "12.14.2", "5.5.1")
            else:
                continue
            if not restrictions.kept(game, card, rules, by_effect=False):
                doomed.append((card, rules))
    for card, rules in doomed:
        if not restrictions.replaced(game, card, rules):  # a replacement does its event instead (10.10.1)
            game.leave_field(card, "graveyard", rules, f"{card.name}は破壊され、墓場に置かれます")
    return bool(doomed)
