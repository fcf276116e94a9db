"""A turn's start told as that turn coming (「そのまま相手のターンになった」「次の自分のターンが来た」): the
reader's `refresh` right after the turn it names (lexicon: 「(?<=ターン)(?:が|に)…なっ」) is that player's
turn begun — reflected when the run starts that player's turn: its refresh phase (onepiece 6-2) or a "turn"
event naming that player (ninjaslayer 505.4). Without it the words stayed not modeled and a run that does
pass the turn (an `end_turn` then the next turn) was withheld (row 4 of audit 29d).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from service.answering.reading.model import Fact, Role
from service.engine.events import Event

_TURNS = ("self_turn", "opponent_turn")
# only particles between the turn and its coming: 「相手のターン|になった」「自分のターン|が来た」
_GLUED = re.compile(r"\s*(?:が|に)?\s*")


def turn_came(
    text: str, fact: Fact, told: Sequence[Fact], seats: Mapping[str, str], events: Sequence[Event]
) -> str | None:
    """The payload path of the run's start of the turn `fact` says came, or None (see the module)."""
    if fact.role is not Role.TURN or fact.negated or fact.concept != "refresh":
        return None
    named = [
        f
        for f in told
        if f.role is Role.TURN
        and f.concept in _TURNS
        and not f.negated
        and f.end <= fact.start
        and _GLUED.fullmatch(text[f.end : fact.start]) is not None
    ]
    if not named:
        return None
    seat = seats.get("self" if named[-1].concept == "self_turn" else "opponent")
    for e in events:
        begun = e.type == "turn" or (e.type == "phase" and "6-2" in e.rules)
        if begun and e.data.get("player") == seat:
            return f"events[{e.seq}].{e.type}"
    return None
