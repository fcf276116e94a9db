"""Triggered abilities of cards in play, for three §10 conditions: a card drawn (10.8: a draw of
several cards is that many single draws, 10.8.2, so each one triggers), a resonator summoned
(10.5.2: ‘召喚された’ is resolving from the chase onto the field — a resonator put onto the field
directly was not summoned) and a player dealt damage (10.6.2: its life lowered; one instance of
damage is one, 10.6.4.1 — a damage prevented to nothing, 10.17.1, deals none). A triggered ability
‘発動する’ when its condition is met (10.14.1), by the player its text names: its controller
(「あなたが」), the controller's opponent (「相手が」) or either player (「プレイヤーが」).

What the model simplifies, said in each trigger event: the ability goes onto the chase and resolves
with no player responding, one at a time in the order triggered. Its effect is a draw by its
controller or damage to a player (the controller's opponent, the controller, or the player who met
the condition: 「そのプレイヤーに」). A trigger whose effect would meet a trigger's condition again
(a loop) is not modelled (InvalidScenario).

A card's own 「このカードが破壊されたとき」 (on "destroyed") looks back at the card that left: it is met
only when the card was destroyed — moved from the field to the graveyard by 破壊 (10.9.1). Leaving
the field otherwise — removed from the game (10.3.1) or disposed of (10.10.1) — or a destroy not done
because the card is not destroyed (10.9.3) does not meet it, said as `cannot_trigger`. Its own
「このカードが墓地に置かれたとき」 (on "graveyard") is met by any move from the field to the graveyard —
destroyed (10.9.1) or disposed of (10.10.1) — and not by a removal from the game (10.3.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.engine.core import PLAYERS, Action, Card
from service.engine.errors import InvalidScenario
from service.engine.events import Event
from service.engine.fow.game import FowGame
from service.engine.fow.ops import deal_damage


def _other(player: str) -> str:
    return next(p for p in PLAYERS if p != player)


def _met(game: FowGame, events: Sequence[Event]) -> list[tuple[str, str]]:
    """(condition, player) per condition met by `events`: 'draw' per card drawn, 'summoned' per
    resonator resolved from the chase onto its controller's field, 'damaged' per player whose life
    a damage lowered (10.6.2)."""
    met: list[tuple[str, str]] = []
    for e in events:
        if e.type == "counter" and e.data.get("key") == "life" and "10.6.2" in e.rules:
            if int(e.data.get("delta", 0)) < 0:
                met.append(("damaged", str(e.data.get("player"))))
            continue
        if e.type != "move":
            continue
        src, dst, player = e.data.get("from_zone"), e.data.get("to_zone"), str(e.data.get("to_player"))
        if src == "deck" and dst == "hand" and "10.8.1" in e.rules:
            met.append(("draw", player))
        elif src == "chase" and dst == "field" and "10.5.2" in e.rules:
            met.append(("summoned", player))
    return met


_NOT_DESTROYED = {"10.3.1": "ゲームから取り除かれた", "10.10.1": "破棄された"}


_OWN = ("destroyed", "graveyard")  # the card's own look-back conditions (10.9.1; 10.9.1 / 10.10.1)


def _own_destroyed(game: FowGame, events: Sequence[Event]) -> list[tuple[Card, dict[str, Any], bool]]:
    """Per own look-back trigger of a card that left the field or survived a destroy in `events`:
    (card, trigger, met). 「このカードが破壊されたとき」 is met when the card was destroyed (10.9.1);
    「このカードが墓地に置かれたとき」 when it went from the field to the graveyard by any instruction
    (破壊 10.9.1, 破棄 10.10.1), not to another zone (removed from the game, 10.3.1)."""
    out: list[tuple[Card, dict[str, Any], bool]] = []
    for e in events:
        uid = str(e.data.get("card", ""))
        own = [t for t in game.printed.get(uid, {}).get("triggers", ()) if t.get("on") in _OWN]
        if not own:
            continue
        card = game.find(uid)[2]
        if e.type == "move" and e.data.get("from_zone") == "field":
            to_grave = e.data.get("to_zone") == "graveyard"
            destroyed = to_grave and "10.9.1" in e.rules
            out += [(card, dict(t), destroyed if t.get("on") == "destroyed" else to_grave) for t in own]
        elif e.type == "destroy" and "10.9.3" in e.rules:
            out += [(card, dict(t), False) for t in own]
    return out


def _meets(trig: dict[str, Any], controller: str, player: str) -> bool:
    """Whether `player` meeting the condition is whom the trigger's text names (its "whose")."""
    whose = str(trig.get("whose", "you"))
    return whose == "any" or (whose == "you") == (player == controller)


def _triggered(game: FowGame, met: list[tuple[str, str]]) -> list[tuple[Card, dict[str, Any], str, str]]:
    """(card, trigger, condition, the player who met it) per trigger of a card on either field or in
    either ルーラーエリア whose condition that player met, once per meeting."""
    out: list[tuple[Card, dict[str, Any], str, str]] = []
    for condition, player in met:
        for controller in PLAYERS:  # a ルーラー's abilities work from its ルーラーエリア too
            for card in (*game.zone(controller, "field"), *game.zone(controller, "ruler_area")):
                for trig in game.printed.get(card.uid, {}).get("triggers", ()):
                    if trig.get("on") == condition and _meets(trig, controller, player):
                        out.append((card, dict(trig), condition, player))
    return out


_WHY = {
    "draw": ("10.8.2", "カードを1枚ドローした"),
    "summoned": ("10.5.2", "リゾネイターが召喚された"),
    "damaged": ("10.6.2", "ダメージを受けた"),
}


def _target(trig: dict[str, Any], controller: str, player: str) -> str:
    to = str(trig.get("to", "opponent"))
    return player if to == "that_player" else controller if to == "you" else _other(controller)


def fire(game: FowGame, since: int) -> None:
    """Fire the triggers the events from index `since` met, and resolve each (see the module)."""
    for card, own, met in _own_destroyed(game, game.events[since:]):
        on = str(own.get("on"))
        if not met:
            _not_destroyed(game, card, since, on)
            continue
        owner = game.find(card.uid)[0]
        moved = [e for e in game.events[since:] if e.type == "move" and e.data.get("card") == card.uid]
        rule = next((r for e in moved for r in e.rules if r in ("10.9.1", "10.10.1")), "10.9.1")
        said = "破壊された" if on == "destroyed" else "墓地に置かれた"
        game.emit(
            "trigger",
            f"{card.name} が{said}(場から墓地に置かれた)ので、その「このカードが{said}とき」の"
            "誘発能力が発動する(誘発済みになる)。誰も対応しないものとして、その能力を解決する",
            ("10.14.1", rule),
            card=card.uid,
            on=on,
            player=owner,
        )
        if own.get("draw"):
            game.draw(owner, int(own["draw"]))
        if own.get("damage"):
            params = {"targets": [_target(own, owner, owner)], "amount": int(own["damage"])}
            deal_damage(game, Action("deal_damage", owner, params))
    for card, trig, condition, met_by in _triggered(game, _met(game, game.events[since:])):
        rule, what = _WHY[condition]
        player = game.find(card.uid)[0]  # its controller: the player whose field holds it, not its owner
        game.emit(
            "trigger",
            f"{game.label(met_by)}が{what}ので {card.name} の誘発能力が発動する(誘発済みになる)。"
            "誰も対応しないものとして、チェイスに置かれたその能力を解決する",
            ("10.14.1", rule),
            card=card.uid,
            on=condition,
            player=met_by,
        )
        start = len(game.events)
        if trig.get("draw"):
            game.draw(player, int(trig["draw"]))
        if trig.get("damage"):  # 10.6.2: damage to a player lowers its life
            params = {"targets": [_target(trig, player, met_by)], "amount": int(trig["damage"])}
            deal_damage(game, Action("deal_damage", player, params))
        if _triggered(game, _met(game, game.events[start:])):
            raise InvalidScenario(
                "operations", "誘発能力が繰り返し誘発する(ループ)状況はモデル化していません"
            )


def _not_destroyed(game: FowGame, card: Card, since: int, on: str) -> None:
    """The card left the field otherwise than by 破壊 (or for another zone than the graveyard), or was
    not destroyed (10.9.3): its own look-back condition is not met."""
    moved = [e for e in game.events[since:] if e.type == "move" and e.data.get("card") == card.uid]
    rule = next((r for e in moved for r in e.rules if r in _NOT_DESTROYED), "10.9.3")
    what = _NOT_DESTROYED.get(rule, "破壊されない効果で破壊する処理が行われなかった")
    rules: tuple[str, ...] = (rule,)
    if on == "destroyed":
        why = f"{what}ので破壊されておらず(10.9.1: 破壊は場から墓地への移動)、「このカードが破壊されたとき」"
        rules = ("10.9.1", rule)
    else:
        why = f"{what}ので墓地に置かれておらず、「このカードが墓地に置かれたとき」"
    game.emit(
        "cannot_trigger",
        f"{card.name} は{why}の誘発能力は発動しない",
        rules,
        card=card.uid,
        on=on,
    )
