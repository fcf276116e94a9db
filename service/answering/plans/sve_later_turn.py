"""The next turn an sve question tells (「次の自分のターン」「次の相手のターン」): whose it is.

The scenario runs that turn from its start phase, which stands the turn player's acted cards (7.2.3).
「次の相手のターン」 is read as the opponent's turn (`opponent_turn`, common lexicon): told as the next one,
the opponent's follower that attacked in its previous turn had been run still acted ('cannot attack')."""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# 「次の相手のターン」「翌相手のターン」: the opponent's turn word right after 次の
_NEXT = re.compile(r"(?:次の|翌)\s*$")


def next_turn_sides(reading: Reading) -> set[str]:
    """The sides ("self", "opponent") whose next turn the question tells."""
    return {
        "self" if f.concept == "next_turn" else "opponent"
        for f in reading.of(Role.TURN)
        if not f.negated
        and (
            f.concept == "next_turn"
            or (f.concept == "opponent_turn" and _NEXT.search(reading.text, 0, f.start))
        )
    }
