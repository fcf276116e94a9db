"""A draw the question denies (「ドローはしてない」「まだ引いてない」) beside a deck told empty: the position
plans run no action at all, so a denied draw is exactly what they simulate — it is no act to order or
replay, and it does not turn the plan away (audit 24f).

Only a draw denied by its own verb counts: 「引けなかった」 (a draw tried and failed — from an empty deck
it is the loss itself) and 「引く指示はまだ来てない」 (the draw is awaited, not denied) are acts of
another shape and keep the plans away.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

# the draw's own verb denied: 「ドローはしてない」「ドローしてない」「引いてない」「引いていない」
_DENIED = re.compile(r"\s*(?:は|も)?\s*(?:し)?\s*て\s*(?:い)?\s*(?:ない|ません|なく)")
_TRIED = re.compile(r"引け|でき|られ")
# the draw denied in words the reader leaves unread: 「引かなくても」「引いてない」「ドローしなくても」
DRAW_DENIED = re.compile(
    r"引か\s*(?:なくて|ずに|ない)|引いて\s*(?:い)?\s*な|ドロー\s*(?:は|も)?\s*(?:し)?\s*(?:なくて|ないで|ずに|てな|ていな)"
)


def undone_draw(reading: Reading, fact: Fact) -> bool:
    """`fact` is a draw said not to have been made (see the module)."""
    if fact.role is not Role.ACTION or fact.concept != "draw" or not fact.negated:
        return False
    return not _TRIED.search(fact.text) and _DENIED.match(reading.text, fact.end) is not None
