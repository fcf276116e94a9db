"""The prevention of a damage dealt to one card (10.17.1), for `fow_cards.card_damage` (split from it
to keep it under 400 lines): its amount (10.17.1.1) or "all" when none is said (10.17.1.2).
"""

from __future__ import annotations

import re

from service.answering.plans.fow_common import denied, of, prevented_after
from service.answering.reading.model import Fact, Reading, Role

# a prevention set up before the damage (「前もって「次に…軽減する」を使っておいた。そこに1000ダメージ」) is
# in place when the damage would be dealt (10.17.1: a replacement); told with a turn passing between, it
# may have ended (「このターン」) — not read
_TURN_PASSED = re.compile(
    r"次の(?:自分の|相手の)?ターン|翌ターン|ターン(?:が|を)?\s*(?:終|跨|またい|越|明け)|後のターン|次ターン"
)


def card_prevention(reading: Reading, dealt: list[Fact]) -> int | str | bool | None:
    """The prevention of the one damage instance dealt (10.17.1): its amount (「200軽減する」,
    10.17.1.1) or "all" for one with no amount (「そのダメージを軽減する」(点数の指定なし), 10.17.1.2);
    None when no prevention is told; False when it cannot be placed (several instances, several or
    denied preventions)."""
    told = of(reading, Role.MODIFIER, "reduce_damage")
    if not told:
        return None
    if len(told) != 1 or denied(reading, told[0]) or len(dealt) != 1:
        return False
    if told[0].start < dealt[0].start and _TURN_PASSED.search(reading.text, told[0].end, dealt[0].start):
        return False  # 「このターン…軽減する」, the damage a turn later: whether it still applies is not read
    if prevented_after(reading, told[0]):
        return False  # 「300ダメージ、その後…100軽減する効果を得た」: gained after the damage was dealt
    if isinstance(told[0].value, int):  # 「200軽減」: the amount read with the prevention (lexicon)
        return told[0].value if told[0].value > 0 else False
    numbers = [f for f in of(reading, Role.NUMBER) if 0 <= told[0].start - f.end <= 1]
    if numbers:
        value = numbers[-1].value
        return value if isinstance(value, int) and value > 0 else False
    before = reading.text[max(0, told[0].start - 8) : told[0].start]
    return "all" if any(w in before for w in ("ダメージを", "すべて", "全て", "全部")) else False
