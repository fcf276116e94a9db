"""ONE PIECE CARD GAME printed effects: the shared vocabulary (`service.engine.effects`) in onepiece's rules.

Timings: ``now`` (a scenario `effect` action, or an effect during a battle step: 【アタック時】 7-1-1-3,
【ブロック時】 7-1-2-2, a counter step effect 7-1-3-2) and ``trigger`` (【トリガー】: resolved when the
card is revealed from life instead of being added to the hand, 10-1-5-1).
Kinds: draw (4-5-3), damage to a leader (4-6-2: one life card per point, 4-6-2-1 / 4-6-2-2; at 0 life
the leader's player loses during that processing, 1-2-1-1-1, 1-2-6), KO (10-2-1-2), return to hand,
power ±N (``stats: {"power": N}``; power may go negative and that trashes nothing, 1-3-7, 1-3-7-1;
``end_of_turn`` ends at 6-6-1-2 / 6-6-1-3), gain/lose a keyword. onepiece has no general
damage-reduction rule, no damage to characters and no 消滅: those are refused as not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from service.engine import discarding
from service.engine.core import PLAYERS, Card
from service.engine.effects import Duration, Effect, EffectAction, EffectKind, Target, Timing, unsupported
from service.engine.errors import InvalidScenario
from service.engine.onepiece import restrictions, selection
from service.engine.onepiece.rules import EFFECT_HIT, KEYWORD_RULES, TRIGGER

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

TIMINGS = frozenset({Timing.NOW, Timing.TRIGGER, Timing.ON_KO, Timing.ON_PLAY})
ZERO_LIFE_HIT = "damaged_at_zero"
# 10-2-14-1 捨てる: hand cards to the trash; 1-3-2 / 8-1-2 「する」 as far as possible. No cost
# 「…してもよい。そうしたなら」 clause is modelled (`cost` / `if_done` are refused)
DISCARD = discarding.DiscardRules("trash", ("10-2-14-1",), ("10-2-14-1",), ("1-3-2", "8-1-2"))


def check(effect: Effect, field: str) -> Effect:
    """Refuse what onepiece does not model, naming the scenario field."""
    if isinstance(effect, EffectAction):
        effect = effect.as_effect()
    if effect.timing not in TIMINGS:
        raise InvalidScenario(
            f"{field}.timing",
            "onepiece timings here: now, trigger (【トリガー】), on_ko (【KO時】), on_play (【登場時】)",
        )
    if effect.effect in (EffectKind.REDUCE_DAMAGE, EffectKind.BANISH, EffectKind.STUN, EffectKind.MILL):
        raise unsupported("onepiece", effect, "effect")
    if effect.divide is not None:
        raise InvalidScenario(f"{field}.divide", "onepiece damage is dealt to leaders one by one")
    if effect.cost or effect.if_done:
        raise unsupported("onepiece", effect, "cost" if effect.cost else "if_done")
    if set(effect.stats) - {"power"}:
        raise InvalidScenario(f"{field}.stats", "onepiece effects modify power only")
    if effect.keyword is not None and effect.keyword not in KEYWORD_RULES:
        raise InvalidScenario(f"{field}.keyword", f"onepiece keywords: {', '.join(sorted(KEYWORD_RULES))}")
    return effect


def printed(card: Card, timing: Timing) -> list[Effect]:
    return [e for e in (Effect.model_validate(d) for d in card.effects) if e.timing is timing]


def resolve(game: OnePieceGame, effect: Effect, controller: str, why: tuple[str, ...] = ()) -> None:
    """Carry out one effect; `why` are the clauses that make it happen now (a step, a trigger)."""
    base = (*why, "4-1-1")
    kind = effect.effect
    if kind is EffectKind.DISCARD:
        discarding.discard(game, effect, controller, why, DISCARD)
        return
    targets = [c for t in effect.all_targets() for c in _target(game, effect, t)]
    if effect.select is not None:  # the text's condition on what it chooses (8-4-4)
        for card in targets:
            selection.chosen(game, card, effect.select, controller)
    if kind is EffectKind.DRAW:
        _draw(game, effect, [c.owner for c in targets] or [controller], base)
    elif kind is EffectKind.DAMAGE:
        # one effect's damage to several leaders is dealt together: the defeat conditions it meets
        # are met at once (1-2-3: both players → a draw), not checked after the first leader's
        together = len(targets) > 1
        for card in targets:
            damage_leader(game, card.owner, effect.count(), (*base, "4-6-2"), check=not together)
        if together:
            game.run_rule_processing()
    elif kind is EffectKind.DESTROY:
        for card in targets:
            if not restrictions.ko_prevented(game, card, battle=False, rules=("10-2-1-2",), by=controller):
                game.leave_field(card, "trash", (*base, "10-2-1-2", "10-2-1-1"), f"{card.name}をKOします")
    elif kind is EffectKind.RETURN_TO_HAND:
        for card in targets:
            game.leave_field(card, "hand", base, f"{card.name}を持ち主の手札に戻します")
    elif kind is EffectKind.TRASH:  # no 「KOする」: no KO, so a KO prevention does not hold (10-2-1-3)
        for card in targets:
            said = f"{card.name}をトラッシュに置きます(KOではありません)"
            game.leave_field(card, "trash", (*base, "10-2-1-3"), said)
    elif kind is EffectKind.MODIFY:
        for card in targets:
            _power(game, effect, card, base, controller)
    elif kind is EffectKind.CHOOSE:
        if effect.select is None:
            raise InvalidScenario("effect.select", "choose checks a selection condition (`select`)")
    else:
        for card in targets:
            _keyword(game, effect, card, base, controller)


def _target(game: OnePieceGame, effect: Effect, target: Target) -> list[Card]:
    if effect.effect in (EffectKind.DRAW, EffectKind.DAMAGE) and target.player is None:
        raise InvalidScenario("effect.target", f"{effect.effect.value} targets a player (4-5-2, 4-6-2)")
    if target.player is not None:
        if effect.select is not None:  # a leader chosen: refused by a 「キャラ」 or a cost (2-2-4-1, 2-7-5)
            selection.check_player(effect.select)
        if effect.effect is EffectKind.DRAW:
            return game.zone(target.player, "leader")[:1]
        if effect.effect in (EffectKind.DESTROY, EffectKind.RETURN_TO_HAND, EffectKind.TRASH):
            raise InvalidScenario("effect.target", "a leader cannot be KO'd, trashed or returned to the hand")
        return game.zone(target.player, "leader")[:1]
    if target.all is not None:
        if effect.select is not None:
            raise InvalidScenario("effect.select", "a selection condition filters a chosen card, not `all`")
        players = list(PLAYERS) if target.all == "both" else [target.all]
        zones = ("characters",) if effect.effect is not EffectKind.MODIFY else ("leader", "characters")
        return [
            c
            for p in players
            for z in zones
            for c in game.zone(p, z)
            if not target.kind or c.kind == target.kind
        ]
    if target.left:  # the card is no longer there to choose as the text resolves (8-4-4): not done (1-3-2)
        game.emit(
            "not_performed",
            f"{target.card} は場にいないため選べず、それに対する処理は行われません",
            ("8-4-4", "8-4-4-1", "1-3-2"),
            target=str(target.card),
        )
        return []
    _, zone, card = game.find(str(target.card))
    if zone not in ("leader", "characters"):
        raise InvalidScenario("effect.target.card", f"{card.name} is not in the leader or character area")
    if effect.effect is EffectKind.DAMAGE:
        raise InvalidScenario(
            "effect.target", "onepiece deals damage to leaders only (4-6-2); target a player"
        )
    return [card]


def _draw(game: OnePieceGame, effect: Effect, players: list[str], base: tuple[str, ...]) -> None:
    if effect.count() <= 0:
        game.emit("not_performed", "0枚引く指示では何もおこりません", ("4-5-3",))
        return
    for _ in range(effect.count()):
        for p in players:
            game.draw(p, (*base, "4-5-3", "4-5-2"), f"{p}がカードを1枚引きます")


def damage_leader(
    game: OnePieceGame, player: str, amount: int, rules: tuple[str, ...], check: bool = True
) -> None:
    """Effect damage to a leader (4-6-2): N times one life card to the hand (4-6-2-1, 4-6-2-2). A point
    dealt while the life is 0 is a defeat condition (1-2-1-1-1) met during this processing (1-2-6);
    `check`: run the rule processing now (not when the same effect damages another leader too)."""
    if amount <= 0:
        game.emit("not_performed", f"{player}のリーダーへの0ダメージでは何もおこりません", ("4-6-2-2",))
        return
    game.emit(
        "damage", f"{player}のリーダーに{amount}ダメージを与えます", rules, player=player, amount=amount
    )
    for _ in range(amount):
        life = game.zone(player, "life")
        if not life:
            game.set_counter(
                player,
                ZERO_LIFE_HIT,
                EFFECT_HIT,
                ("1-2-1-1-1", "1-2-2-1", "1-2-6", "4-6-2"),
                f"{player}のライフが0枚のときにリーダーがダメージを受けました",
            )
            if check:
                game.run_rule_processing()
            return
        top = life[-1]
        if TRIGGER in top.keywords:
            game.emit(
                "trigger_declined",
                f"{top.name}は【トリガー】を持ちますが、発動せずに手札に加えます",
                ("10-1-5-2",),
                card=top.uid,
            )
        game.move_card(
            top, player, "hand", ("4-6-2-1", "4-6-2-2"), f"{player}はライフの上のカードを手札に加えます"
        )


def _until(game: OnePieceGame, effect: Effect) -> int | None:
    return game.turn if effect.duration is Duration.END_OF_TURN else None


def _power(game: OnePieceGame, effect: Effect, card: Card, base: tuple[str, ...], by: str) -> None:
    delta = effect.stats.get("power", 0)
    if not delta:
        game.emit("not_performed", "パワー±0では何も変わりません", ("4-1-1",), card=card.uid)
        return
    card.flags["mods"] = [
        *card.flags.get("mods", []),
        {"power": delta, "until": _until(game, effect), "by": by},
    ]
    power = game.power(card)
    rules = (*base, "1-3-7", "1-3-7-1") if power < 0 else base
    until = "ターン終了時まで" if effect.duration is Duration.END_OF_TURN else ""
    note = "(マイナスでもトラッシュには置かれません)" if power < 0 else ""
    game.emit(
        "modify",
        f"{until}{card.name}のパワー{delta:+d}(パワー{power}){note}",
        rules,
        card=card.uid,
        power=power,
    )


def _keyword(game: OnePieceGame, effect: Effect, card: Card, base: tuple[str, ...], by: str) -> None:
    kw = str(effect.keyword)
    key = "gained" if effect.effect is EffectKind.GAIN_KEYWORD else "lost"
    entries = [*card.flags.get(key, []), {"keyword": kw, "until": _until(game, effect), "by": by}]
    verb = "を得ます" if key == "gained" else "を失います"
    game.set_flag(
        card, key, entries, (*base, KEYWORD_RULES[kw]), f"{card.name}は【{kw}】{verb}", event="keyword"
    )


def keywords(card: Card) -> frozenset[str]:
    kws = set(card.keywords) | {str(e["keyword"]) for e in card.flags.get("gained", [])}
    return frozenset(kws - {str(e["keyword"]) for e in card.flags.get("lost", [])})


def power_mods(card: Card) -> int:
    return sum(int(m["power"]) for m in card.flags.get("mods", []))


def expire(game: OnePieceGame) -> None:
    """「ターン終了時まで」 effects end: the turn player's (6-6-1-2), then the other player's (6-6-1-3)."""
    for by, rule in ((game.turn_player, "6-6-1-2"), (None, "6-6-1-3")):
        for p in PLAYERS:
            for card in game.zone(p, "leader") + game.zone(p, "characters"):
                for key in ("mods", "gained", "lost"):
                    entries: list[dict[str, Any]] = card.flags.get(key, [])
                    kept = [e for e in entries if e.get("until") != game.turn or _other(e, by, game)]
                    if len(kept) != len(entries):
                        game.set_flag(
                            card, key, kept, (rule,), f"{card.name}のターン終了時までの効果が無効になります"
                        )


def _other(entry: dict[str, Any], by: str | None, game: OnePieceGame) -> bool:
    """Whether `entry` belongs to the other pass: the turn player's first (by), then the rest (None)."""
    mine = entry.get("by") == game.turn_player
    return not mine if by is not None else mine


__all__ = [
    "ZERO_LIFE_HIT",
    "check",
    "damage_leader",
    "expire",
    "keywords",
    "power_mods",
    "printed",
    "resolve",
]
