"""軌跡 TCG reading: a player's words quoted — 「相手は「引けるだけ引いたからセーフ」って言ってる」 — are
a claim the question asks about, not card text nor an act of the situation: the facts inside the
quote are read as neutral words (the plans run what the rules do, 703.6a/1102.1, not what a player
says happened), and `plain` (re-exported by `kiseki_units`) does not take the quote for card text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Reading, Role

# a UNIT's effect a whole quote states (1319.1, 1326.1, 803.3a-2): no card text `plain` declines
QUOTED_STATES = ("unattackable", "no_attack")
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


def plain(reading: Reading) -> bool:
    """Whether the question gives no card text and no modifier: a quoted effect (「…」), +X/+Y,
    軽減 or 無効 would change what the plans compute from stats alone. A 組織 name in quotes
    (「組織「結社」」) is no card text: the org fact reads it; nor are a player's words quoted
    (「「…」って言ってる」, `kiseki_spoken`)."""
    text = SPOKEN.sub(lambda m: " " * len(m.group(0)), reading.text)
    for f in reading.of(Role.STATE):  # 「これは攻撃されない。」 too: a UNIT's flag the engine holds (1326.1)
        opened, closed = text[f.start - 1 : f.start], text[f.end : f.end + 1]
        if f.concept in ("org", *QUOTED_STATES) and opened in "「『" and closed in "」』":
            text = text[: f.start - 1] + " " * (f.end - f.start + 2) + text[f.end + 1 :]
    return "「" not in text and "『" not in text and not reading.of(Role.MODIFIER)
