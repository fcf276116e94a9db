"""軌跡 TCG reading: a player's words quoted — 「相手は「引けるだけ引いたからセーフ」って言ってる」 — are
a claim the question asks about, not card text nor an act of the situation: the facts inside the
quote are read as neutral words (the plans run what the rules do, 703.6a/1102.1, not what a player
says happened), and `kiseki_units.plain` does not take the quote for card text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Reading, Role

# the quote followed by 「って言ってる」「と言われた」「と主張」 — not 「っていうEVENT」 (a card's text)
SPOKEN = re.compile(r"[「『][^「」『』]{1,40}[」』](?=\s*(?:って|と)\s*(?:言[いうっわえ]|主張))")


def spoken(reading: Reading) -> Reading:
    """The reading with the facts inside a player's quoted words made neutral."""
    spans = [m.span() for m in SPOKEN.finditer(reading.text)]
    if not spans:
        return reading
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="spoken", value=None, owner=None, negated=False)
        if any(a <= f.start and f.end <= b for a, b in spans) and f.role is not Role.NEUTRAL
        else f
        for f in reading.facts
    )
    return replace(reading, facts=facts)
