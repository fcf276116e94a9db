"""Whether a revealed life card's 【トリガー】 is activated, as the question tells it (7-1-4-1-1-2).

「相手がトリガーを発動したら」 activates it (10-1-5-1), 「発動しないことにした」「トリガーは使わない」
does not (10-1-5-2); an attacker with 【バニッシュ】 trashes the life card and no 【トリガー】 is
activated (10-1-3-1), so nothing needs to be told then. Unsaid otherwise: the card goes to the hand
or is revealed and used, which the plan does not choose.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role

_USES = ("trigger", "activate", "use")


def trigger_choice(reading: Reading, attacker_spec: dict[str, Any]) -> bool | None:
    """True (activated), False (not), or None (not told)."""
    said = [f for f in reading.of(Role.ACTION) if f.concept in _USES]
    if any(k == "バニッシュ" for k in attacker_spec.get("keywords", ())):
        return False if not any(not f.negated for f in said) else None
    if len(said) != 1:
        return None
    return not said[0].negated


# 「めくれたライフは【トリガー】付き」「ライフの一番上が【トリガー】持ち」: the keyword said of the revealed
# life card, no card noun told (its kind changes nothing when the 【トリガー】 is not activated)
_LIFE_TOP = re.compile(
    r"(?:めくれ(?:た|て)|公開(?:した|された))\s*ライフ|ライフ\s*(?:の\s*(?:一番|いちばん)?\s*上\s*(?:の\s*カード)?)"
    r"\s*(?:が|は|も)?\s*$|ライフ\s*(?:が|を)\s*めく(?:れ|っ)[^。??]{0,6}?(?:ら|と|て)\s*[、,]?\s*$"
)


def revealed_trigger(reading: Reading, bound: set[Fact]) -> Fact | None:
    """The 【トリガー】 the question says the revealed life card holds, bound to no card: the text
    right before it in its sentence names that life card (`_LIFE_TOP`)."""
    for f in reading.of(Role.KEYWORD):
        if f.concept.strip("【】") != "トリガー" or f.negated or f in bound:
            continue
        begun = max(reading.text.rfind(c, 0, f.start) for c in "。??") + 1
        if _LIFE_TOP.search(reading.text[begun : f.start]):
            return f
    return None
