"""ループ (1501.1): an action that can be repeated as often as a player wants, or is forced without
limit. A scenario's ``loop`` action gives the players who may choose to repeat it with the number of
times each specifies (``counts``), or none (``forced``: no player can stop it):

* no player can stop it: the game ends in a draw (1501.1c);
* one player may repeat it: it runs the number of times that player specifies (1501.1a);
* both may: the プライマリープレイヤー specifies first, then the other, and it runs the smaller number
  of times (1501.1b).

What the repeated actions do is not modelled: the game goes on from where the loop stopped.
"""

from __future__ import annotations

from typing import Any, Protocol

from service.engine.core import PLAYERS, Action
from service.engine.errors import IllegalAction
from service.engine.events import Event, Reason


class _Game(Protocol):
    @property
    def primary(self) -> str: ...

    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Event: ...

    def end_game(
        self, winner: str | None, reason: Reason, rules: tuple[str, ...], text: str, *, draw: bool = False
    ) -> Event: ...


def verify_loop(action: Action) -> None:
    counts = dict(action.params.get("counts") or {})
    forced = bool(action.params.get("forced"))
    if any(p not in PLAYERS for p in counts):
        raise IllegalAction("unknown_player", f"不明なプレイヤー {sorted(counts)!r}", ("102.1",))
    if forced == bool(counts):  # either nobody can stop it or somebody specifies how often it runs
        raise IllegalAction(
            "loop_shape",
            "止められないループか、繰り返す回数を指定するプレイヤーのどちらかが必要です",
            ("1501.1",),
        )


def run_loop(game: _Game, action: Action) -> None:
    counts = {p: int(n) for p, n in dict(action.params.get("counts") or {}).items()}
    if action.params.get("forced"):
        game.emit(
            "loop",
            "いずれのプレイヤーもループを繰り返すことを停止できない",
            ("1501.1",),
            players=action.params.get("players", "both"),
        )
        game.end_game(
            None,
            Reason.OTHER,
            ("1501.1c",),
            "いずれのプレイヤーもループを停止できないため、ゲームは引き分けで終了する",
            draw=True,
        )
        return
    if len(counts) == 1:
        (player, times), rules = next(iter(counts.items())), ("1501.1a",)
        text = f"{player} だけが繰り返すことを選べるので、{player} が指定した{times}回ループを実行する"
    else:
        order = sorted(counts, key=lambda p: p != game.primary)  # the プライマリープレイヤー first
        times, rules = min(counts.values()), ("1501.1b",)
        said = "、".join(f"{p} が{counts[p]}回" for p in order)
        text = f"{said}を指定したので、少ない方の{times}回ループを実行する"
    game.emit("loop", text, rules, times=times, counts=counts, players=action.params.get("players", "both"))


__all__ = ["run_loop", "verify_loop"]
