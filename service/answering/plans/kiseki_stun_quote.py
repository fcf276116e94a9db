"""A quoted 「スタンダメージを受けない」 effect (kiseki 1307.1) and the side it is said of — split from
kiseki_units (which keeps the UNITs a question tells)."""

from __future__ import annotations

import re

from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Reading, Role

# 「相手は「このターン、スタンダメージを受けない」効果がかかってる」: the player who holds the quoted
# 1307.1 effect is the subject said right before the quote (its 「あなた」 is that card's controller)
_QUOTE = re.compile(r"[「『]([^「」『』]*)[」』]")
_HOLDER = re.compile(
    r"(自分|こっち|こちら|俺|私|相手|向こう)\s*(?:は|が|も)?\s*(?:その前に|今ターン|このターン|先に)?\s*、?\s*$"
)


def stun_guarded(reading: Reading) -> str | None:
    """The side ("self"/"opponent") a quoted 「スタンダメージを受けない」 effect is said of, when that is
    the one quote of the question and a modifier-free one; "" when nothing is quoted; else None."""
    quotes = list(_QUOTE.finditer(reading.text))
    if not quotes:
        return "" if plain(reading) else None
    if len(quotes) != 1:
        return None
    quote = quotes[0]
    # 「「…」効果を使ってる」: a 効果 right after the quote is the quote's own, no other modifier
    if any(
        not (f.concept == "effect" and 0 <= f.start - quote.end() <= 1) for f in reading.of(Role.MODIFIER)
    ):
        return None
    inside = [f for f in reading.facts if quote.start() <= f.start < quote.end()]
    if any(f.role not in (Role.STATE, Role.OWNER, Role.NEUTRAL, Role.TERM) for f in inside):
        return None  # the quote says more than the prevention
    said = {f.concept for f in inside if f.role is Role.STATE and not f.negated}
    if said == {"no_overkill"} and not any(f.negated for f in inside):
        return ""  # 「STR2の片方は「このターン中オーバーキルしない」効果」: a UNIT's (1319.1)
    if "prevent" not in said:
        return None
    holder = _HOLDER.search(reading.text, 0, quote.start())
    if holder is None:
        return None
    return "opponent" if holder.group(1) in ("相手", "向こう") else "self"
