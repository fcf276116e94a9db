"""Who draws: a draw the question gives a subject (「相手がドロー1枚」「自分は2枚引いた」) must be
drawn by that player's seat in the simulation (a card moved from its deck to its hand, or a
draw from its empty deck recorded).

A builder that runs the turn's draw step for the asker answers 「相手がドローしたら?」 about the
wrong player; the fact-by-fact accounting finds 「ドロー」 reflected by any draw. Draws are the
engine's card moves from a player's deck to that player's hand (every game draws through
`core.move_card`); a question with no such move is left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from service.answering.reading.model import Reading, Role
from service.engine.events import Event

# the subject right before the draw, in its clause: 「相手が2枚ドロー」「自分は…引いた」
_SUBJECT = re.compile(r"(自分|こっち|俺|相手|向こう)\s*(?:が|は)")
_OPPONENT = frozenset({"相手", "向こう"})


# a draw from an empty deck moves no card: the engines record the attempt
_EMPTY_KEYS = frozenset({"drew_empty", "drew_from_empty"})
_EMPTY_TYPES = frozenset({"draw_failed", "draw_short", "no_draw"})


def _drawer(e: Event) -> str | None:
    d = e.data
    if e.type == "move" and d.get("from_zone") == "deck" and d.get("to_zone") == "hand":
        return str(d.get("to_player")) if d.get("from_player") == d.get("to_player") else None
    empty = (e.type == "counter" and d.get("key") in _EMPTY_KEYS and d.get("value")) or e.type in _EMPTY_TYPES
    return str(d["player"]) if empty and d.get("player") is not None else None


def _drawers(events: Sequence[Event]) -> set[str]:
    return {p for e in events if (p := _drawer(e)) is not None}


def wrong_drawer(reading: Reading, events: Sequence[Event], seats: Mapping[str, str]) -> str | None:
    """Why the simulation's draws are another player's than the question's, or None."""
    drawers = _drawers(events)
    if not drawers:
        return None
    text = reading.text
    for f in reading.of(Role.ACTION):
        if f.concept != "draw" or f.negated:
            continue
        start = max(text.rfind(c, 0, f.start) for c in "。、,?!") + 1
        said = list(_SUBJECT.finditer(text, start, f.start))
        if not said:
            continue
        who = "opponent" if said[-1].group(1) in _OPPONENT else "self"
        seat = seats.get(who)
        if seat is not None and seat not in drawers:
            return f"「{f.text}」は{said[-1].group(1)}が引きますが、シミュレーションでは引いていません"
    return None
