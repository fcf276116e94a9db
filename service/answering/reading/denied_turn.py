"""A turn the question denies (「先攻1ターン目じゃない」「後攻の2ターン目ではない」「1ターン目以外」).

The reader reads the turn and the planner matches it against the scenario's turn: the very turn
the question says it is not. sve 7.2.4.1 (the first player's first turn draws nothing) made the
difference: simulated as that turn, an empty deck had been stated to lose nothing. No builder or
plan models 'any turn but N', so the verdict is withheld.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# 「自分のターン中ではない」「相手のターン中じゃなくて」: 中 between the turn and its denial too
_DENIED = re.compile(r"\s*(?:目|中)?\s*(?:じゃな|ではな|でな[いく]|以外)")


def denied_turn(reading: Reading) -> str | None:
    """Why a turn the question denies keeps the verdict back, or None."""
    for f in reading.of(Role.TURN):
        if _DENIED.match(reading.text, f.end):
            return f"「{f.text}」ではないターンはシナリオにしていません"
    return None
