"""ループ (1501): an action that can be repeated as often as wanted, or is forced without limit.

A scenario's ``loop`` action names the players who may choose to repeat it and the number of
times each specifies (``counts``), and the players who cannot stop it (``unstoppable``):

* one player may repeat it: it runs the number of times that player specifies (1501.1a);
* several may: the turn player specifies first, then the non-turn player, and it runs the smaller
  number of times (1501.1b);
* no player can stop it: the game ends in a draw (1501.1c).
"""

from __future__ import annotations

from typing import Any, Protocol

from service.engine.core import PLAYERS, Action
from service.engine.errors import IllegalAction
from service.engine.events import Event, Reason


class _Game(Protocol):
    turn_player: str

    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Event: ...

    def end_game(
        self, winner: str | None, reason: Reason, rules: tuple[str, ...], text: str, *, draw: bool = False
    ) -> Event: ...


def _forced(action: Action) -> bool:
    """No player can stop the loop (1501.1c)."""
    return set(action.params.get("unstoppable") or ()) >= set(PLAYERS)


def verify_loop(action: Action) -> None:
    counts = dict(action.params.get("counts") or {})
    unstoppable = set(action.params.get("unstoppable") or ())
    if any(p not in PLAYERS for p in (*counts, *unstoppable)):
        raise IllegalAction("unknown_player", f"不明なプレイヤー {sorted(counts)!r}", ("102.1",))
    if unstoppable & set(counts):  # a player who cannot stop it does not choose how often it runs
        raise IllegalAction(
            "loop_shape", "停止できないプレイヤーは繰り返す回数を指定できません", ("1501.1", "1501.1c")
        )
    if not _forced(action) and not counts:
        raise IllegalAction(
            "loop_shape", "ループを繰り返す回数を指定するプレイヤーがいません", ("1501.1", "1501.1a")
        )


def run_loop(game: _Game, action: Action) -> None:
    counts = {p: int(n) for p, n in dict(action.params.get("counts") or {}).items()}
    if _forced(action):
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
        # the turn player specifies first, then the non-turn player; the smaller count runs
        order = sorted(counts, key=lambda p: p != game.turn_player)
        times, rules = min(counts.values()), ("1501.1b",)
        said = "、".join(f"{p} が{counts[p]}回" for p in order)
        text = f"{said}を指定したので、少ない方の{times}回ループを実行する"
    game.emit("loop", text, rules, times=times, counts=counts)


__all__ = ["run_loop", "verify_loop"]
