"""Shadowverse EVOLVE: 永久循環 (15.2), an action that can be carried out forever or must be.

A scenario's ``loop`` action says that no player can stop it (``forced``) or how many times the turn
player shows it runs (``count``), and the fewer times the non-turn player may make it stop at
(``cut``):

* no player has a way to stop it: the game ends in a draw (15.2.1.3);
* otherwise the turn player shows the actions and the number of times; the non-turn player accepts it
  or makes it run fewer times by declaring an action not in the loop (15.2.1.1) — it runs that many
  times and stops.

What the repeated actions do is not modelled: the game goes on from where the loop stopped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.errors import InvalidScenario
from service.engine.events import Reason

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


class LoopAction(BaseModel):
    """永久循環 (15.2.1): forced (no player can stop it), or the times shown and the non-turn player's cut."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["loop"]
    players: Literal["both", "player1", "player2"] = Field(
        default="both", description="whose cards' effects repeat in the loop (told back in the event)"
    )
    forced: bool = Field(default=False, description="no player has a way to stop the loop (15.2.1.3: a draw)")
    count: Annotated[int, Field(ge=0, le=100)] | None = Field(
        default=None, description="the times the turn player shows the loop runs (15.2.1.1)"
    )
    cut: Annotated[int, Field(ge=0, le=100)] | None = Field(
        default=None, description="fewer times the non-turn player makes it run (15.2.1.1); none: accepted"
    )


def run_loop(game: SveGame, act: LoopAction) -> None:
    if act.forced == (act.count is not None):  # 15.2.1: either nobody can stop it or the turn player counts
        raise InvalidScenario("actions.loop", "forced か count のどちらか一方を指定してください (15.2.1)")
    if act.forced:
        game.emit(
            "loop",
            "どちらのプレイヤーにも永久循環を止める方法がありません",
            ("15.2.1",),
            players=act.players,
        )
        game.end_game(
            None,
            Reason.OTHER,
            ("15.2.1.3",),
            "どちらのプレイヤーにも永久循環を止める方法がないため、ゲームは引き分けで終了します",
            draw=True,
        )
        return
    assert act.count is not None
    times = act.count if act.cut is None else min(act.count, act.cut)
    said = f"{game.turn_player}が{act.count}回と示し、"
    said += (
        "非ターンプレイヤーが認めたので"
        if act.cut is None or act.cut >= act.count
        else (f"非ターンプレイヤーが{act.cut}回で止めさせたので")
    )
    game.emit(
        "loop", f"{said}{times}回だけ繰り返して止めます", ("15.2.1.1",), times=times, players=act.players
    )


__all__ = ["LoopAction", "run_loop"]
