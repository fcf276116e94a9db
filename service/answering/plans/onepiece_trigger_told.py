"""Whether a revealed life card's 【トリガー】 is activated, as the question tells it (7-1-4-1-1-2).

「相手がトリガーを発動したら」 activates it (10-1-5-1), 「発動しないことにした」「トリガーは使わない」
does not (10-1-5-2); an attacker with 【バニッシュ】 trashes the life card and no 【トリガー】 is
activated (10-1-3-1), so nothing needs to be told then. Unsaid otherwise: the card goes to the hand
or is revealed and used, which the plan does not choose.
"""

from __future__ import annotations

from typing import Any

from service.answering.reading.model import Reading, Role

_USES = ("trigger", "activate", "use")


def trigger_choice(reading: Reading, attacker_spec: dict[str, Any]) -> bool | None:
    """True (activated), False (not), or None (not told)."""
    said = [f for f in reading.of(Role.ACTION) if f.concept in _USES]
    if any(k == "バニッシュ" for k in attacker_spec.get("keywords", ())):
        return False if not any(not f.negated for f in said) else None
    if len(said) != 1:
        return None
    return not said[0].negated
