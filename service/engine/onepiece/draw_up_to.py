"""「カードN枚までを引く」 (4-5-4) and 「N枚を引く」 (4-5-3) told with the cards the player stops after.

An up-to draw lets its player end the instruction before each draw (4-5-4-1); each draw is one card
(4-5-4-2) and it ends by itself after N (4-5-4-3); N = 0 does nothing (4-5-4). A draw of N (no 「まで」)
repeats the one-card draw N times (4-5-3): stopping before N is refused.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from service.engine.errors import IllegalAction, InvalidScenario
from service.engine.onepiece.game import OnePieceGame
from service.engine.onepiece.position import StrictModel


class DrawAction(StrictModel):
    """An effect's draw by the scenario: `count` cards, `up_to` (「まで」), ended after `stop_after`."""

    type: Literal["draw"]
    player: Literal["player1", "player2"] = "player1"
    count: int = Field(ge=0, le=60, description="the N of 「N枚(まで)を引く」")
    up_to: bool = Field(default=False, description="「N枚までを引く」 (4-5-4)")
    stop_after: int | None = Field(default=None, ge=0, le=60, description="the cards drawn when it ends")


def run_draw(game: OnePieceGame, act: DrawAction) -> None:
    stop = act.count if act.stop_after is None else act.stop_after
    if stop > act.count:
        raise InvalidScenario("draw.stop_after", f"the draw ends after 0 to {act.count} cards (4-5-4-3)")
    if not act.up_to and stop < act.count:
        raise IllegalAction(
            "draw_all",
            f"「{act.count}枚を引く」は1枚引く行動を{act.count}回繰り返すため、{stop}枚で終了することはできません",
            ("4-5-3",),
        )
    if act.up_to and act.count == 0:
        game.emit("not_performed", "0枚までを引く指示では何もおこりません", ("4-5-4",))
        return
    base = ("4-5-4-2",) if act.up_to else ("4-5-3",)
    for _ in range(stop):
        game.draw(act.player, (*base, "4-5-2"), f"{act.player}がカードを1枚引きます")
    if act.up_to and stop < act.count:
        game.emit(
            "draw_ended",
            f"{act.player}は{stop}枚引いたところでこの指示を終了します(残りは引きません)",
            ("4-5-4-1",),
            player=act.player,
            drawn=stop,
        )
    elif act.up_to:
        game.emit("draw_ended", f"{stop}枚引いたため、この指示を終了します", ("4-5-4-3",), player=act.player)
    game.run_rule_processing()
