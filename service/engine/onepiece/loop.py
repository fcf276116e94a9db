"""ONE PIECE CARD GAME: 永久循環 (11-1), an action that can be repeated forever or must be.

A scenario's ``loop`` action says that no player can stop it (``forced``) or which players are
given a choice that stops it (``stoppers``):

* neither player can stop it: the game ends in a draw (11-1-1-1);
* one player can: that player declares how many times it repeats, it runs that many times and
  stops (11-1-1-2);
* both can: the turn player declares first, then the non-turn player; it runs the smaller number
  of times and stops (11-1-1-3).

What the repeated actions do is not modelled: the game goes on from where the loop stopped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.errors import InvalidScenario
from service.engine.events import Reason

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


class LoopAction(BaseModel):
    """永久循環 (11-1-1): the players who have a choice that stops it, and the counts they declare."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["loop"]
    players: Literal["both", "player1", "player2"] = Field(
        default="both", description="whose cards' effects repeat in the loop (told back in the event)"
    )
    forced: bool = Field(default=False, description="neither player can stop the loop (11-1-1-1: a draw)")
    stoppers: list[Literal["player1", "player2"]] = Field(
        default_factory=list,
        max_length=2,
        description="players given a choice that stops the loop (11-1-1-2, 11-1-1-3)",
    )
    counts: dict[Literal["player1", "player2"], Annotated[int, Field(ge=0, le=100)]] = Field(
        default_factory=dict, description="times each stopper declares (default 1, 11-1-1-2 / 11-1-1-3)"
    )


def run_loop(game: OnePieceGame, act: LoopAction) -> None:
    stoppers = list(dict.fromkeys(act.stoppers))
    if act.forced == bool(stoppers):  # 11-1-1: either nobody can stop it or somebody can
        raise InvalidScenario("actions.loop", "forced か stoppers のどちらか一方を指定してください (11-1-1)")
    if act.forced:
        game.emit(
            "loop",
            "どちらのプレイヤーにも永久循環を止める方法がありません",
            ("11-1", "11-1-1"),
            players=act.players,
        )
        game.end_game(
            None,
            Reason.OTHER,
            ("11-1-1-1",),
            "どちらのプレイヤーにも永久循環を止める方法がないため、ゲームは引き分けで終了します",
            draw=True,
        )
        return
    counts = {p: max(0, int(act.counts.get(p, 1))) for p in stoppers}
    if len(stoppers) == 1:
        (player, times), rules = next(iter(counts.items())), ("11-1-1-2",)
        text = f"{player}だけが永久循環を止められるため、{player}が宣言した{times}回だけ繰り返して止めます"
    else:
        order = sorted(stoppers, key=lambda p: p != game.turn_player)
        times, rules = min(counts.values()), ("11-1-1-3",)
        said = "、".join(f"{p}が{counts[p]}回" for p in order)
        text = f"ターンプレイヤーから順に{said}と宣言し、少ない方の{times}回だけ繰り返して止めます"
    game.emit("loop", text, rules, times=times, stoppers=stoppers, players=act.players)


__all__ = ["LoopAction", "run_loop"]
