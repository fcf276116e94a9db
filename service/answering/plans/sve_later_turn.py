"""The next turn an sve question tells (「次の自分のターン」「次の相手のターン」): whose it is.

The scenario runs that turn from its start phase, which stands the turn player's acted cards (7.2.3).
「次の相手のターン」 is read as the opponent's turn (`opponent_turn`, common lexicon): told as the next one,
the opponent's follower that attacked in its previous turn had been run still acted ('cannot attack')."""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

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


# 「前のターンに出した」「前の自分のターンに出した」: a play told right after an earlier turn
_EARLIER_PLAY = re.compile(r"(?:前|前回|この前)の\s*(?:(?:自分|俺|こっち)の\s*)?ターン\s*(?:に|で)\s*$")


def earlier_play(reading: Reading, act: Fact) -> bool:
    """Whether `act` is a play told of an earlier turn (「前のターンに出したフォロワーで」): history — the
    card has been in play since, with no summoning sickness (8.4.2.1); read as this turn's play, 'cannot
    attack the leader' had been stated."""
    return act.concept == "play" and _EARLIER_PLAY.search(reading.text, 0, act.start) is not None
