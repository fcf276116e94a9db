"""Simultaneous events and their order, as each rulebook settles it: automatic abilities of both players
waiting at once, a player's own several at once, and an effect that makes each player choose.

Each game gives an `OrderRule` (the clauses that settle it) and its first player — the turn player
(onepiece 8-1-3-2 / 1-3-4, sve 10.5.2.2 / 1.3.4, ninjaslayer 902.1b / 1209.4) or the プライマリー
プレイヤー (kiseki 1002.1b / 1211.4 / 1502.1). `run_order` plays the order out as events, each citing
its clause, and ends with an ``order`` event whose data says who went first:

* ``triggers``: the first player's abilities are played (placed) first, each player choosing the order
  of their own; where abilities wait in a last-in-first-out zone (kiseki 902.5c, ninjaslayer 802.5c)
  the one placed last — the other player's — resolves first, else each resolves as it is played
  (onepiece 8-1-3-2, sve 10.5.2.2);
* ``choices``: the first player chooses first, then the other; whether the second knows the first's
  choice is a rule only where the rulebook says it (sve 1.3.4) — elsewhere the event leaves it unsaid;
* ``checks``: damage checks of both players placed at once, the turn player's first (ninjaslayer
  1003.2b), the one placed last resolving first (802.5c);
* ``rules``: rule processes waiting with automatic abilities — all rule processes first (sve 10.5.1.1,
  kiseki 1002.1a, ninjaslayer 902.1a);
* ``mandatory``: a waiting automatic ability may not be left unplayed (sve 10.7.3.1, kiseki 1211.5,
  ninjaslayer 1209.5).

What the abilities or the choices do is not modelled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from service.engine.core import PLAYERS, Action
from service.engine.errors import IllegalAction
from service.engine.events import Event

What = Literal["triggers", "choices", "checks", "rules", "mandatory"]


@dataclass(frozen=True, slots=True)
class OrderRule:
    """The clauses of one game's ordering rules; an empty tuple: the rulebook says nothing of it."""

    triggers: tuple[str, ...]  # the first player's waiting automatic abilities first, then the other's
    own: tuple[str, ...]  # a player chooses which of their own waiting abilities comes first
    stack: tuple[str, ...]  # last placed, first resolved; () when each resolves as it is played
    choices: tuple[str, ...]  # each player chooses, the first player first
    seen: tuple[str, ...]  # the second player knows the first's choice; () when not said
    together: tuple[str, ...] = ()  # the choices are carried out at the same time afterwards
    checks: tuple[str, ...] = ()  # damage checks of both players placed at once, the first player's first
    rules_first: tuple[str, ...] = ()  # rule processes all done before any automatic ability
    mandatory: tuple[str, ...] = ()  # a waiting automatic ability must be played
    first_role: str = "turn_player"  # who goes first: the turn player, kiseki's プライマリープレイヤー


# each game's clauses (fow's rulebook text here has none: no fow action)
RULES = {
    # onepiece: 9-1-2 resolves a rule process at once, but no clause orders it against an automatic
    # effect, and 8-1-2 lets a 「できる」 effect go unused: neither is given
    "onepiece": OrderRule(triggers=("8-1-3-2",), own=("8-1-3-2",), stack=(), choices=("1-3-4",), seen=()),
    "sve": OrderRule(
        triggers=("10.5.2.2", "10.5.2.3"),
        own=("10.5.2.2", "10.7.3.1"),
        stack=(),
        choices=("1.3.4",),
        seen=("1.3.4",),
        rules_first=("10.5.1.1", "10.5.2.1"),
        mandatory=("10.7.3.1",),
    ),
    "kiseki": OrderRule(
        triggers=("1002.1b", "1002.1c", "1211.4"),
        own=("1002.1b",),
        stack=("902.5c",),
        choices=("1502.1",),
        seen=(),
        together=("1502.1",),
        rules_first=("1002.1a", "1211.4"),
        mandatory=("1211.5",),
        first_role="primary",
    ),
    "ninjaslayer": OrderRule(
        triggers=("902.1b", "902.1c", "1209.4"),
        own=("902.1b",),
        stack=("802.5c",),
        choices=(),
        seen=(),
        checks=("1003.2", "1003.2b"),
        rules_first=("902.1a", "1209.4"),
        mandatory=("1209.5",),
    ),
}


class OrderAction(BaseModel):
    """Simultaneous automatic abilities or choices of the players, played out in the rulebook's order."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["order"]
    what: What = Field(
        description="triggers: automatic abilities waiting at once; choices: each player chooses"
    )
    # bounded: the count sizes the order's loop (a request body's integer, tests/service/test_hardening)
    pending: dict[Literal["player1", "player2"], Annotated[int, Field(ge=0, le=20)]] = Field(
        description="abilities each player has waiting (choices: 1 for each player who chooses)"
    )


class _Game(Protocol):
    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Event: ...


def verify_order(what: object, pending: dict[str, int]) -> None:
    if what not in ("triggers", "choices", "checks", "rules", "mandatory"):
        raise IllegalAction("order_shape", f"不明な同時処理 {what!r}", ())
    if any(p not in PLAYERS for p in pending) or not any(n > 0 for n in pending.values()):
        raise IllegalAction("order_shape", "同時に処理を待つプレイヤーがいません", ())


def verify_action(action: Action) -> None:
    """An ``order`` action of the engines whose actions carry params (kiseki, ninjaslayer)."""
    verify_order(action.params.get("what"), dict(action.params.get("pending") or {}))


def run_action(game: _Game, action: Action, name: str, first: str) -> None:
    run_order(game, action.params["what"], dict(action.params["pending"]), RULES[name], first)


def run_model(game: _Game, act: OrderAction, name: str, first: str) -> None:
    """An ``order`` action of the engines whose actions are typed models (onepiece, sve)."""
    pending = {str(p): n for p, n in act.pending.items()}
    verify_order(act.what, pending)
    run_order(game, act.what, pending, RULES[name], first)


def run_order(game: _Game, what: What, pending: dict[str, int], rule: OrderRule, first: str) -> None:
    """Play out the order of `pending` (player → abilities waiting, or 1 for a choice to make)."""
    order = [p for p in sorted(PLAYERS, key=lambda p: p != first) if pending.get(p, 0) > 0]
    if what == "choices":
        if not rule.choices:  # the rulebook has no order of each player's choices (ninjaslayer)
            raise IllegalAction("order_unruled", "各プレイヤーの選択の順番の規定がありません", ())
        _choices(game, order, rule, first)
        return
    if what in ("rules", "mandatory"):
        _told(game, what, rule)
        return
    if what == "checks" and not rule.checks:  # no damage checks placed on a zone (all but ninjaslayer)
        raise IllegalAction("order_unruled", "ダメージチェック処理を置く順番の規定がありません", ())
    placing = rule.checks if what == "checks" else rule.triggers
    noun = "ダメージチェック処理" if what == "checks" else "能力"
    placed: list[str] = []
    for player in order:
        n = pending[player]
        # the first player's clause, then the other's (sve 10.5.2.2 / 10.5.2.3), then those of both
        said = (
            placing
            if what == "checks"
            else (rule.triggers[min(int(player != first), len(rule.triggers) - 1)], *rule.triggers[2:])
        )
        if n > 1 and rule.own and what == "triggers":
            game.emit(
                "order_own", f"{player}は自分の{n}つの能力の順番を自分で選びます", rule.own, player=player
            )
        game.emit("order_place", f"{player}の{noun}{n}つを処理します", said, player=player, count=n)
        placed.extend([player] * n)
    resolved = list(reversed(placed)) if rule.stack else placed
    if rule.stack:
        for player in dict.fromkeys(resolved):
            game.emit(
                "order_resolve", f"後から置かれた{player}の{noun}から解決されます", rule.stack, player=player
            )
    game.emit(
        "order",
        f"{placed[0]}の{noun}が先に処理され、{resolved[0]}の{noun}が先に解決されます",
        placing + rule.stack,
        what=what,
        first=placed[0],
        resolved_first=resolved[0],
        own_order=bool(rule.own),
        first_role=rule.first_role,
    )


def _told(game: _Game, what: What, rule: OrderRule) -> None:
    """Rule processes against automatic abilities, or whether a waiting ability may go unplayed."""
    said = rule.rules_first if what == "rules" else rule.mandatory
    if not said:
        raise IllegalAction("order_unruled", "この順番・義務の規定がありません", ())
    text = (
        "ルール処理をすべて実行してから自動能力(誘発)をプレイします"
        if what == "rules"
        else "誘発して待機している自動能力はプレイしなければなりません"
    )
    game.emit("order_" + what, text, said)
    game.emit("order", text, said, what=what, first="rules" if what == "rules" else None, declinable=False)


def _choices(game: _Game, order: list[str], rule: OrderRule, first: str) -> None:
    for i, player in enumerate(order):
        seen = i > 0 and bool(rule.seen)
        said = "先の選択の内容を知ってから" if seen else ""
        game.emit(
            "order_choose",
            f"{player}が{said}選択を行います",
            rule.seen if seen else rule.choices,
            player=player,
        )
    if rule.together:
        game.emit("order_together", "各プレイヤーが選択した処理を同時に実行します", rule.together)
    game.emit(
        "order",
        f"{first}が先に選択を行います",
        rule.choices + rule.seen,
        what="choices",
        first=first,
        seen=True if rule.seen else None,
    )


__all__ = [
    "RULES",
    "OrderAction",
    "OrderRule",
    "run_action",
    "run_model",
    "run_order",
    "verify_action",
    "verify_order",
]
