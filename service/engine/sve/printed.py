"""Shadowverse Evolve printed effects: the shared vocabulary (`service.engine.effects`) in sve's rules.

Timings: ``now`` (a spell's text, 10.6.2.8.2, or a scenario `effect` action), ``fanfare``
(ファンファーレ: put onto the field from elsewhere, 12.4.3) and ``last_word`` (ラストワード: moved from
the field to the graveyard, 12.5.1 — so 消滅, 5.6.1, does not trigger it). Automatic abilities wait
and resolve at the next check timing, after rule processing (10.5.2.1–10.5.2.3).
An ``all`` effect with ``scope: continuous`` still reaches only the cards there when it resolved:
a continuous effect not from a 永続能力 skips cards that moved after the ability was played (10.9.2).
Kinds: draw (5.9.2), damage (5.13.1), modify (5.26.1; ``end_of_turn`` ends at 7.4.8; a leader's 体力
only, which lasts, 2.8.3), destroy (5.5.1),
return_to_hand (5.4.1), banish (5.6.1), gain/lose a keyword, reduce_damage (a replacement waiting on
its target for the next damage, 10.2.1.3.2 / 10.10.1, `sve.shields`). 【オーラ】 forbids only choosing
(12.15.2, 12.15.2.1): a card target is refused, an ``all`` target still reaches the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from service.engine import discarding
from service.engine.core import PLAYERS, Card, opponent
from service.engine.effects import (
    Duration,
    Effect,
    EffectAction,
    EffectKind,
    Scope,
    Target,
    Timing,
    unsupported,
)
from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.sve import boost, restrictions, selection, shields
from service.engine.sve import effects as moves
from service.engine.sve.rules import AURA, DRAIN, INTIMIDATE, KEYWORD_RULES

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

TIMINGS = frozenset({Timing.NOW, Timing.FANFARE, Timing.LAST_WORD})
_KIND_JA = {
    EffectKind.DRAW: "カードを引く",
    EffectKind.DAMAGE: "ダメージを与える",
    EffectKind.MODIFY: "能力値を変更する",
    EffectKind.DESTROY: "破壊する",
    EffectKind.RETURN_TO_HAND: "手札に戻す",
    EffectKind.BANISH: "消滅する",
    EffectKind.GAIN_KEYWORD: "キーワードを得る",
    EffectKind.LOSE_KEYWORD: "キーワードを失う",
}
# 5.11.1 捨てる: the named player's hand cards to the graveyard; 1.3.2 as many as possible. No cost
# 「…してもよい。そうしたなら」 clause is modelled (`cost` / `if_done` are refused)
DISCARD = discarding.DiscardRules("graveyard", ("5.11.1",), ("5.11.1",), ("1.3.2",))
_TIMING_RULES = {Timing.FANFARE: ("12.4.3", "12.4.1"), Timing.LAST_WORD: ("12.5.1",)}


def check(effect: Effect, field: str) -> Effect:
    """Refuse what sve does not model, naming the scenario field."""
    if isinstance(effect, EffectAction):
        effect = effect.as_effect()
    if effect.timing not in TIMINGS:
        raise InvalidScenario(field, f"sve has no timing {effect.timing.value!r} (now, fanfare, last_word)")
    if effect.effect is EffectKind.STUN:
        raise unsupported("sve", effect, "effect")
    if effect.effect is EffectKind.CHOOSE and effect.select is None:
        raise InvalidScenario(f"{field}.select", "choose checks a selection condition (`select`)")
    if effect.cost or effect.if_done:
        raise unsupported("sve", effect, "cost" if effect.cost else "if_done")
    if effect.keyword is not None and effect.keyword not in KEYWORD_RULES:
        raise InvalidScenario(f"{field}.keyword", f"sve keywords: {', '.join(sorted(KEYWORD_RULES))}")
    if effect.divide is not None and effect.amount is not None and 0 in effect.divide:
        raise InvalidScenario(f"{field}.divide", "each target divided among gets at least 1 (10.6.2.4.1)")
    return effect


def printed(card: Card, timing: Timing) -> list[Effect]:
    return [e for e in (Effect.model_validate(d) for d in card.effects) if e.timing is timing]


def queue(game: SveGame, card: Card, timing: Timing) -> None:
    """An automatic ability met its trigger: it waits for the next check timing (10.5.1.1)."""
    for effect in printed(card, timing):
        name = "ファンファーレ" if timing is Timing.FANFARE else "ラストワード"
        game.emit(
            "triggered",
            f"{card.name}の{name}が誘発し、待機状態になります",
            _TIMING_RULES[timing],
            card=card.uid,
            timing=timing.value,
        )
        game.pending.append(
            {"effect": effect.model_dump(mode="json"), "controller": card.owner, "source": card.uid}
        )


def resolve_pending(game: SveGame) -> None:
    """One waiting automatic ability: the turn player's first (10.5.2.2), then the other's (10.5.2.3)."""
    order = sorted(range(len(game.pending)), key=lambda i: game.pending[i]["controller"] != game.turn_player)
    entry = game.pending.pop(order[0])
    rule = "10.5.2.2" if entry["controller"] == game.turn_player else "10.5.2.3"
    if entry.get("leader_damage"):
        card = game.find(str(entry["source"]))[2]
        game.emit("fanfare", f"{card.name}のファンファーレを解決します", (rule, "12.4.1"), card=card.uid)
        leader_damage(game, str(entry["controller"]), card, (rule,))
        return
    effect = Effect.model_validate(entry["effect"])
    resolve(game, effect, str(entry["controller"]), str(entry["source"]), auto=(rule,))


def resolve(
    game: SveGame, effect: Effect, controller: str, source: str | None, auto: tuple[str, ...] = ()
) -> None:
    """Carry out one effect. A chosen target the rules forbid refuses a played effect (10.6.2.1.2);
    for a waiting automatic ability it is cancelled instead (10.7.3.2)."""
    if effect.effect is EffectKind.DISCARD:
        discarding.discard(game, effect, controller, auto, DISCARD)
        return
    if effect.effect is EffectKind.MILL:  # 5.4.1, as many as the deck holds (1.3.2); no draw (11.2.2)
        for player in effect.drawers(controller):
            moves.mill(game, player, effect.count())
        return
    try:
        targets = _targets(game, effect, controller)
    except IllegalAction as exc:
        if not auto or exc.code == "unknown_card":
            raise
        game.emit("ability_cancelled", f"{exc.message}。この能力は解決できません", (*exc.rules, "10.7.3.2"))
        return
    base = (*auto, "10.6.2.8.2") if auto or source else ()
    kind = effect.effect
    if kind in (EffectKind.DESTROY, EffectKind.DAMAGE, EffectKind.MODIFY):
        for card in targets:
            restrictions.refuse_effect(card, kind.value)
    if kind is EffectKind.CHOOSE:  # only chosen: what the text does to it next is not run
        return
    if kind is EffectKind.DRAW:
        _draw(game, effect, controller, targets, base)
    elif kind is EffectKind.DAMAGE:
        amounts = effect.divide or [effect.count()] * len(targets)
        added, why = boost.extra(game, controller, source) if targets else (0, ())
        for card, amount in zip(targets, amounts, strict=True):
            game.deal_damage(card, amount + added, (*base, "5.13.1", *why))
    elif kind is EffectKind.REDUCE_DAMAGE:
        for card in targets:
            shields.put(game, card, effect.amount, base)
    elif kind in (EffectKind.MODIFY, EffectKind.GAIN_KEYWORD, EffectKind.LOSE_KEYWORD):
        if effect.scope is Scope.CONTINUOUS and any(t.all for t in effect.all_targets()):
            game.emit(
                "snapshot",
                "能力による継続効果は、能力のプレイより後に場に出たカードには適用されません"
                f"(適用されるのは今いる{len(targets)}体です)",
                ("10.9.2",),
                cards=[c.uid for c in targets],
            )
        for card in targets:
            if kind is EffectKind.MODIFY and card.kind == "leader":
                _leader_health(game, effect, card, base)
            elif kind is EffectKind.MODIFY:
                _modify(game, effect, card, base)
            else:
                _keyword(game, effect, card, base)
    else:
        for card in targets:
            _leave(game, kind, card, base)


def _draw(game: SveGame, effect: Effect, controller: str, cards: list[Card], base: tuple[str, ...]) -> None:
    players = [c.owner for c in cards] or [controller]
    if effect.count() <= 0:
        game.emit("not_performed", "0枚引く行動は行われません", ("1.3.2.2",))
        return
    for _ in range(effect.count()):
        for p in players:
            game.draw(p, (*base, "5.9.2", "5.9.1"), f"{p}がカードを1枚引きます")


def _targets(game: SveGame, effect: Effect, controller: str) -> list[Card]:
    cards: list[Card] = []
    for target in effect.all_targets():
        cards.extend(_target(game, effect, target, controller))
    return cards


def _target(game: SveGame, effect: Effect, target: Target, controller: str) -> list[Card]:
    if effect.effect is EffectKind.DRAW and target.player is None:
        raise InvalidScenario("effect.target", "a draw targets a player")
    if effect.divide is not None and target.all is not None:
        raise InvalidScenario("effect.divide", "divided damage names each target (card or player), not `all`")
    if target.player is not None:
        if effect.select is not None:  # a leader chosen: refused by a text choosing a follower (2.3.4)
            selection.check_leader(effect.select)
        health_only = effect.effect is EffectKind.MODIFY and set(effect.stats) == {"health"}
        at_leader = (EffectKind.DRAW, EffectKind.DAMAGE, EffectKind.REDUCE_DAMAGE)
        if effect.effect not in at_leader and not health_only:
            raise InvalidScenario("effect.target", f"{effect.effect.value} cannot target a leader")
        return game.zone(target.player, "leader")[:1]
    if target.all is not None:
        if effect.select is not None:
            raise InvalidScenario("effect.select", "a selection condition filters a chosen card, not `all`")
        players = list(PLAYERS) if target.all == "both" else [target.all]
        kinds = {target.kind} if target.kind else {"follower"}
        found = [c for p in players for c in game.zone(p, "field") if c.kind in kinds]
        for card in found:
            if AURA in game.card_keywords(card) and card.owner != controller:
                game.emit(
                    "aura_not_chosen",
                    f"{card.name}の【オーラ】は選ぶことだけを禁止するため、選ばないこの効果は及びます",
                    ("12.15.2.1",),
                    card=card.uid,
                )
        return found
    uid = str(target.card)
    if target.left:  # chosen, then gone before the text resolved: that part cannot be done (1.3.2)
        said = f"選んだ {uid} は場を離れているため、それに対する処理は行われません"
        game.emit("no_effect", said, ("1.3.2",), target=uid)
        return []
    _, zone, card = game.find(uid)
    if zone != "field":
        raise InvalidScenario("effect.target.card", f"{uid} is not on the field (4.4)")
    if AURA in game.card_keywords(card) and card.owner != controller:
        raise IllegalAction(
            "aura",
            f"{card.name}は【オーラ】を持つため、相手のカードや能力で選べません",
            ("12.15.2", "12.15.1"),
        )
    if INTIMIDATE in game.card_keywords(card) and card.owner != controller:
        game.emit(
            "intimidate_chosen",
            f"{card.name}の【威圧】が禁止するのは攻撃目標として選ぶことだけなので、この効果で選べます",
            ("12.12.2",),
            card=card.uid,
        )
    if effect.select is not None:  # the text's condition on what it chooses (10.6.2.3)
        selection.chosen(game, card, effect.select, controller)
    return [card]


def _until(game: SveGame, effect: Effect) -> int | None:
    return game.turn if effect.duration is Duration.END_OF_TURN else None


def _modify(game: SveGame, effect: Effect, card: Card, base: tuple[str, ...]) -> None:
    if card.kind != "follower":
        raise InvalidScenario("effect.target", f"{card.name} has no attack or health to modify")
    stats = _stats(effect)
    if not stats:
        game.emit("not_performed", "0の修正は何も変えません", ("1.3.2.2",), card=card.uid)
        return
    mods = [*card.flags.get("mods", []), {"stats": stats, "until": _until(game, effect)}]
    said = "/".join(f"{'攻撃力' if k == 'attack' else '体力'}{v:+d}" for k, v in stats.items())
    until = "ターン終了時まで" if effect.duration is Duration.END_OF_TURN else ""
    game.set_flag(card, "mods", mods, (*base, "5.26.1"), f"{until}{card.name}の{said}", event="modify")


def _leader_health(game: SveGame, effect: Effect, card: Card, base: tuple[str, ...]) -> None:
    """「自分のリーダーの体力を4増加する」: a leader's 体力 (2.8.3) changed as the text says (10.6.2.8.2) —
    no printed value to return to, so it lasts (the 【ドレイン】 gain, 12.13.2, changes it the same way)."""
    delta = effect.stats["health"]
    if not delta:
        game.emit("not_performed", "0の修正は何も変えません", ("1.3.2.2",), card=card.uid)
        return
    game.change_counter(
        card.owner, "health", delta, (*base, "10.6.2.8.2", "2.8.3"), f"{card.name}の体力を{delta:+d}します"
    )


def _keyword(game: SveGame, effect: Effect, card: Card, base: tuple[str, ...]) -> None:
    kw = str(effect.keyword)
    key = "gained" if effect.effect is EffectKind.GAIN_KEYWORD else "lost"
    entries = [*card.flags.get(key, []), {"keyword": kw, "until": _until(game, effect)}]
    verb = "を得ます" if key == "gained" else "を失います"
    had = kw in game.card_keywords(card)
    game.set_flag(
        card, key, entries, (*base, KEYWORD_RULES[kw]), f"{card.name}は【{kw}】{verb}", event="keyword"
    )
    if key == "gained" and had and kw == DRAIN:
        game.emit(
            "single_keyword",
            f"{card.name}はすでに【ドレイン】を持つため、複数ではなく単一の【ドレイン】を持ちます",
            ("12.13.3",),
            card=card.uid,
            keyword=kw,
        )


def _stats(effect: Effect) -> dict[str, int]:
    if set(effect.stats) - {"attack", "health"}:
        raise InvalidScenario("effect.stats", "sve stats are attack and health")
    return {k: v for k, v in effect.stats.items() if v}


def _leave(game: SveGame, kind: EffectKind, card: Card, base: tuple[str, ...]) -> None:
    if kind is EffectKind.DESTROY:
        rules = (*base, "5.5.1")
        if not restrictions.kept(game, card, rules, by_effect=True) and not restrictions.replaced(
            game, card, rules
        ):
            game.leave_field(card, "graveyard", (*base, "5.5.1"), f"{card.name}を破壊し、墓場に置きます")
    elif kind is EffectKind.BANISH:
        game.leave_field(card, "banished", (*base, "5.6.1"), f"{card.name}を消滅し、消滅領域に置きます")
        if printed(card, Timing.LAST_WORD):
            game.emit(
                "cannot_trigger",
                f"消滅は破壊ではなく墓場に置かれないため、{card.name}のラストワードは誘発しません",
                ("12.5.1", "5.6.1"),
                card=card.uid,
            )
    else:
        game.leave_field(card, "hand", (*base, "5.4.1"), f"{card.name}をオーナーの手札に戻します")
        if printed(card, Timing.LAST_WORD):  # 12.5.1: only a move from the field to the graveyard
            game.emit(
                "cannot_trigger",
                f"手札に戻ったカードは墓場に置かれないため、{card.name}のラストワードは誘発しません",
                ("12.5.1", "5.4.1"),
                card=card.uid,
            )


def expire(game: SveGame) -> None:
    """7.4.8: effects lasting until the end of the turn are removed."""
    for p in PLAYERS:
        for card in game.zone(p, "field"):
            for key in ("mods", "gained", "lost"):
                entries: list[Mapping[str, Any]] = card.flags.get(key, [])
                kept = [e for e in entries if e.get("until") != game.turn]
                if len(kept) != len(entries):
                    game.set_flag(
                        card, key, kept, ("7.4.8",), f"{card.name}のターン終了時までの効果が終わります"
                    )


# ----- a leader damage a card carries as numbers (`damage`, `per`) -------------------------------
def leader_damage(game: SveGame, player: str, card: Card, lead: tuple[str, ...]) -> None:
    """The card's damage to the opponent's leader (5.13.1), counted once per `per` cards of the
    controller's graveyard when it has one (5.28.1: one instance of damage); `lead` cites what
    carries it out (a spell's resolution, 10.6.2.8.2)."""
    damage = card.stats.get("damage", 0)
    if not damage:
        return
    per = card.stats.get("per", 0)
    rules: tuple[str, ...] = (*lead, "5.13.1")
    if per:
        units = len(game.zone(player, "graveyard")) // per
        game.emit(
            "per_count",
            f"墓場のカード{len(game.zone(player, 'graveyard'))}枚: {per}枚につき{damage}ダメージ"
            f" → {units * damage}ダメージを1回",
            ("5.28.1",),
            units=units,
        )
        damage *= units
        rules = ("5.28.1", "5.13.1")
    added, why = boost.extra(game, player, card.uid)
    damage += added
    if damage > 0:
        text = f"相手のリーダーに{damage}ダメージ"
        game.change_counter(opponent(player), "health", -damage, (*rules, *why), text, damage=damage)
    else:
        game.emit("no_damage", "0ダメージのため何も行われません", ("1.3.2.2",))


def queue_leader_damage(game: SveGame, card: Card) -> None:
    """A follower's ファンファーレ carrying a leader damage (`damage`, `per`): it triggers as the
    follower enters the field (12.4.3) and waits for the next check timing (10.5.1.1)."""
    game.emit(
        "triggered",
        f"{card.name}のファンファーレが誘発し、待機状態になります",
        _TIMING_RULES[Timing.FANFARE],
        card=card.uid,
        timing=Timing.FANFARE.value,
    )
    game.pending.append({"leader_damage": True, "controller": card.owner, "source": card.uid})


__all__ = [
    "check",
    "expire",
    "leader_damage",
    "printed",
    "queue",
    "queue_leader_damage",
    "resolve",
    "resolve_pending",
]
