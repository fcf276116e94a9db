"""A response while cards, abilities or damage checks wait in a last-in-first-out zone (kiseki's
発動待機領域, ninjaslayer's コトダマ空間): whether the player who gets priority may play (enter) a card,
an ability or a UNIT / character now, and which waiting thing resolves first.

The waiting items and their owners are data (`StackAction`), placed bottom first. The engine places
them (each citing its clause), gives the replier priority (a pass hands it over: kiseki 902.5b,
ninjaslayer 802.5b), refuses a reply the rules forbid — anything but a pass while a damage check is on
top (ninjaslayer 802.4), a UNIT / ITEM / character while anything waits (kiseki 902.4h, 1206.1, 1207.1;
ninjaslayer 802.4d, 1206.1) — places an allowed one on top (kiseki 902.4b/d/e, ninjaslayer 802.4b/c)
and ends with a ``respond`` event: whether the reply was allowed and whose item resolves first (the one
placed last: kiseki 902.5c, ninjaslayer 802.5c). What the cards do is not modelled. onepiece and sve
have no such zone (sve's 【クイック】 has its own timings, onepiece's counters their step): no action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict

from service.engine.core import PLAYERS, Action
from service.engine.errors import IllegalAction
from service.engine.events import Event

Item = Literal["card", "ability", "damage_check"]
Reply = Literal[
    "card", "ability", "unit"
]  # a card of the instant kind (EVENT / コトダマ), an ability, a UNIT


@dataclass(frozen=True, slots=True)
class StackRule:
    """One game's clauses of its last-in-first-out zone."""

    place: dict[str, tuple[str, ...]]  # an item of each kind waits in the zone
    priority: tuple[str, ...]  # a pass gives the other player priority
    reply: dict[str, tuple[str, ...]]  # replies a player with priority may make while something waits
    empty_only: dict[str, tuple[str, ...]]  # replies allowed only while nothing waits
    check_top: tuple[str, ...]  # only a pass while a damage check is on top; () when none exist
    stack: tuple[str, ...]  # the one placed last resolves first


RULES = {
    "kiseki": StackRule(
        place={"card": ("1204.2i",), "ability": ("1204.2j",)},
        priority=("902.5b",),
        reply={"card": ("902.4b", "1208.1"), "ability": ("902.4d", "902.4e")},
        empty_only={"unit": ("902.4h", "1206.1", "1207.1")},
        check_top=(),
        stack=("902.5c",),
    ),
    "ninjaslayer": StackRule(
        place={"card": ("1204.2j",), "ability": ("1204.2j",), "damage_check": ("1003.2",)},
        priority=("802.5b",),
        reply={"card": ("802.4b", "1207.1"), "ability": ("802.4c", "1208.2")},
        empty_only={"unit": ("802.4d", "1206.1")},
        check_top=("802.4",),
        stack=("802.5c",),
    ),
}
_NOUN = {
    "card": "カード",
    "ability": "能力",
    "damage_check": "ダメージチェック処理",
    "unit": "UNIT・キャラクター",
}


class StackItem(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    owner: Literal["player1", "player2"]
    kind: Item


class _Game(Protocol):
    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Event: ...


def verify_action(action: Action, name: str) -> None:
    items = list(action.params.get("stack") or [])
    reply = action.params.get("reply")
    if name not in RULES:
        raise IllegalAction("respond_unruled", "カードや能力を置いて解決を待つ領域がありません", ())
    if not items or any(not isinstance(i, dict) or i.get("owner") not in PLAYERS for i in items):
        raise IllegalAction("respond_shape", "解決を待つカードや能力がありません", ())
    if any(i.get("kind") not in RULES[name].place for i in items):
        raise IllegalAction("respond_shape", "この領域に置かれない種類があります", ())
    if reply is not None and (reply not in ("card", "ability", "unit") or action.player not in PLAYERS):
        raise IllegalAction("respond_shape", f"不明な対応 {reply!r}", ())


def run_action(game: _Game, action: Action, name: str) -> None:
    """Place the items, then the reply of ``action.player`` (if any), in `name`'s rules."""
    rule = RULES[name]
    items = [(str(i["owner"]), str(i["kind"])) for i in action.params["stack"]]
    for owner, kind in items:
        game.emit("respond_place", f"{owner}の{_NOUN[kind]}が置かれます", rule.place[kind], player=owner)
    reply = action.params.get("reply")
    allowed: bool | None = None
    if reply is not None:
        player = action.player
        if player != items[-1][0]:
            game.emit("respond_priority", f"パスにより{player}が優先権を得ます", rule.priority, player=player)
        top = items[-1][1]
        if top == "damage_check" and rule.check_top:
            allowed = False
            said = rule.check_top
            why = "ダメージチェック処理が一番上にある間はパスのみ行えます"
        elif reply in rule.empty_only:
            allowed, said = False, rule.empty_only[reply]
            why = f"解決を待つものがある間は{_NOUN[reply]}をプレイ(エントリー)できません"
        else:
            allowed, said = True, rule.reply[reply]
            why = f"{player}は{_NOUN[reply]}で対応し、それが一番上に置かれます"
            items.append((player, reply))
        game.emit("respond_reply", why, said, player=player, allowed=allowed)
    owner, kind = items[-1]
    game.emit(
        "respond_resolve",
        f"最も後から置かれた{owner}の{_NOUN[kind]}から解決されます",
        rule.stack,
        player=owner,
    )
    game.emit(
        "respond",
        f"{owner}の{_NOUN[kind]}が先に解決されます",
        rule.stack,
        allowed=allowed,
        resolved_first=owner,
        first_placed=items[0][0],
    )


__all__ = ["RULES", "StackItem", "StackRule", "run_action", "verify_action"]
