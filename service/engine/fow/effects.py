"""Force of Will §10: the shared effect vocabulary mapped onto §10 operations.

draw → 10.8 (``draw``), damage → 10.6 (``deal_damage``, one instance to every target, 10.6.4),
reduce_damage → 10.17 (``prevent_next``: the next damage to that target is reduced, a replacement
10.17.1), modify → 10.19.3 (``gain_modifier`` with ``atk`` / ``def``), destroy → 10.9, banish → 10.3
(ゲームから取り除く). §10 has no 「手札に戻す」, no ability-gaining rule and no divided damage, so
return_to_hand, gain_keyword / lose_keyword and ``divide`` are refused as not modelled. §10 has no
turns either: a 「ターン終了時まで」 modification is applied and never ends within a scenario.
"""

from __future__ import annotations

from service.engine.core import Action
from service.engine.effects import EffectAction, EffectKind, Target, Timing, unsupported
from service.engine.fow.game import FowGame

ONE_CARD = {EffectKind.DESTROY: "destroy", EffectKind.BANISH: "remove_from_game"}


def _uids(game: FowGame, targets: list[Target], effect: EffectAction) -> list[str]:
    """Players and card ids; an `all` target is the player's field now (a snapshot)."""
    out: list[str] = []
    for t in targets:
        if t.player is not None:
            out.append(t.player)
        elif t.card is not None:
            out.append(t.card)
        elif t.all is not None:
            owners = t.owners()
            out.extend(c.uid for p in owners for c in game.zone(p, "field") if t.kind in (None, c.kind))
    return out


def to_actions(game: FowGame, effect: EffectAction) -> list[Action]:
    """The §10 operations one vocabulary effect stands for (`InvalidScenario` for what §10 lacks)."""
    if effect.timing is not Timing.NOW:
        raise unsupported("fow", effect, "timing")
    if effect.divide is not None:
        raise unsupported("fow", effect, "divide")
    if effect.select is not None:  # a selection condition is not modelled here: refused, never ignored
        raise unsupported("fow", effect, "select")
    me = effect.controller or "player1"
    kind = effect.effect
    targets = _uids(game, effect.all_targets(), effect)
    if kind is EffectKind.DRAW:
        return [Action("draw", p, {"n": effect.count()}) for p in (targets or [me])]
    if kind is EffectKind.DAMAGE:
        return [Action("deal_damage", me, {"targets": targets, "amount": effect.count()})]
    if kind is EffectKind.REDUCE_DAMAGE:
        return [Action("prevent_next", me, {"targets": targets, "amount": effect.amount})]
    if kind is EffectKind.MODIFY:
        if set(effect.stats) - {"atk", "def"}:
            raise unsupported("fow", effect, "stats")
        a, b = effect.stats.get("atk", 0), effect.stats.get("def", 0)
        return [Action("gain_modifier", me, {"card": uid, "modifier": f"{a:+d}/{b:+d}"}) for uid in targets]
    if kind in ONE_CARD:
        return [Action(ONE_CARD[kind], me, {"card": uid}) for uid in targets]
    raise unsupported("fow", effect, "effect")


__all__ = ["to_actions"]
