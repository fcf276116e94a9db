"""The prevention of a damage dealt to one card (10.17.1), for `fow_cards.card_damage` (split from it
to keep it under 400 lines): its amount (10.17.1.1) or "all" when none is said (10.17.1.2).
"""

from __future__ import annotations

from service.answering.plans.fow_common import denied, of, prevented_after
from service.answering.reading.model import Fact, Reading, Role


def card_prevention(reading: Reading, dealt: list[Fact]) -> int | str | bool | None:
    """The prevention of the one damage instance dealt (10.17.1): its amount (「200軽減する」,
    10.17.1.1) or "all" for one with no amount (「そのダメージを軽減する」(点数の指定なし), 10.17.1.2);
    None when no prevention is told; False when it cannot be placed (several instances, several or
    denied preventions)."""
    told = of(reading, Role.MODIFIER, "reduce_damage")
    if not told:
        return None
    if len(told) != 1 or denied(reading, told[0]) or len(dealt) != 1 or told[0].start < dealt[0].end:
        return False
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
