"""An asked or decisive player quantity whose start the comprehensive rules do not print.

kiseki's 絆 starts at 40 only by the official how-to-play (`quantity.UNPRINTED_START`): the engine
needs a number to run, but 「STR3のUNITで相手プレイヤーを攻撃。相手の絆は?」 answered 37 states a number
grounded in no rule. `quantity.asked_quantity` gives None for such an ask, which alone would let the
number verdict fall back to the conclusion's numbers (the attack's 3); `untold_start` is the distinct
signal that the asked value is not knowable from the question and the rules, and names the missing
fact. A change asked (「相手は絆を何点失う?」, 804.11b) does not depend on the start and is not
signalled. `untold_decisive` is the same for a winner ask (705.5: a player whose 絆 is 0 or less
loses): once the run took 絆 from a seat the question never told it of, whether that player lost
rests on the untold start.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Accounted, Reading
from service.answering.reading.quantity import (
    _ASK,
    _CHANGE,
    _CHANGED,
    UNPRINTED_START,
    _owner,
    _seats,
    _words,
    told_seats,
)
from service.engine.scenario import SimulationResult

# 「絆は何点で済む?」: how little is lost, a change like 「何点失う?」, not the value left
_SPARED = re.compile(r"\s*で\s*(?:済|すむ|すん)")


def _name(seat: str, me: str) -> str:
    return "自分" if seat == me else "相手"


def untold_start(reading: Reading, game: str, me: str, accounted: Sequence[Accounted]) -> str | None:
    """The asked quantity (「相手の絆」) whose value the question never tells and the rules do not
    start at a printed value, or None when every asked value is told or printed."""
    text = reading.text
    seats = _seats(me)
    for word, games in _words().items():
        where = games.get(game) or games.get("*")
        if where is None or where.get("counter") not in UNPRINTED_START:
            continue
        told = told_seats(reading, accounted, where, me)
        for m in re.finditer(re.escape(word), text):
            ask = _ASK.match(text, m.end())
            if (
                ask is None
                or _CHANGE.match(text, ask.end())
                or _SPARED.match(text, ask.end())
                or _CHANGED.search(text[: m.start()])
            ):
                continue  # no value asked (「絆を何点失う?」 is a change, 「失う絆は?」 too)
            owner = _owner(reading, word, text[max(0, m.start() - 6) : m.start()])
            if owner is not None and seats[owner] not in told:
                return f"{_name(seats[owner], me)}の{word}"
            if owner is None and len(told) != 1:
                return word
    return None


def untold_decisive(
    reading: Reading, sim: SimulationResult, me: str, accounted: Sequence[Accounted]
) -> str | None:
    """The quantity of unprinted start the run changed on a seat the question never told it of
    (「STR3で攻撃したら相手負ける?」: 相手の絆), or None."""
    for counter in sorted(UNPRINTED_START):
        told = told_seats(reading, accounted, {"counter": counter}, me)
        changed = sorted(
            {
                str(e.data.get("player"))
                for e in sim.events
                if e.type == "counter" and e.data.get("key") == counter and e.data.get("delta") != 0
            }
            - told
        )
        if changed:
            word = next(
                (w for w, g in _words().items() for v in g.values() if v.get("counter") == counter), counter
            )
            return "・".join(f"{_name(s, me)}の{word}" for s in changed)
    return None
