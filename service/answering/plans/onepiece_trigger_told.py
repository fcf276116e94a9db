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
        return False if all(_denied(reading, f) for f in said) else None
    if len(said) != 1:
        return None
    return not _denied(reading, said[0])


# 「使わないとして」「発動しなかった」: the verb denied right after it, where the reader marked no negation
_DENIAL = re.compile(r"(?:ない|なかっ|なく|ず|ません)")


def _denied(reading: Reading, verb: Fact) -> bool:
    return verb.negated or _DENIAL.match(reading.text, verb.end) is not None


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


# 「トリガーは全部使わないとして」「【トリガー】は発動しない」: every revealed 【トリガー】 told declined
_DECLINED = re.compile(
    r"\s*】?\s*(?:は|も)?\s*(?:全部|すべて|全て|どれも|一切)?\s*(?:使わ|発動し|発動させ)(?:な|ず)"
)


def declined_trigger(reading: Reading, bound: set[Fact]) -> Fact | None:
    """The 【トリガー】 the question says is not activated, bound to no card (「トリガーは全部使わない
    として」): whatever the revealed life cards hold, each goes to the hand (10-1-5-2, 7-1-4-1-1-2)."""
    return next(
        (
            f
            for f in reading.of(Role.KEYWORD)
            if f.concept.strip("【】") == "トリガー"
            and not f.negated
            and f not in bound
            and _DECLINED.match(reading.text, f.end)
        ),
        None,
    )
