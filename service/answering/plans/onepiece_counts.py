"""ONE PIECE plans: the players' stated quantities (「相手のライフ3枚、手札4枚」) with the owner each is
written with, and the parenthesis that says who is who (「(自分=アタックした側)」) — read for the plans by
`onepiece_cards` (re-exported there).
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

ASKER, OTHER = "self", "opponent"
_QUANTITY_GLUE = re.compile(r"\s*[、,・]\s*")


def quantities(
    reading: Reading, life_of: str | None = None, skip: frozenset[Fact] = frozenset()
) -> dict[str, dict[str, int]] | None:
    """Each player's stated quantities (「相手のライフ3枚、手札4枚」: a quantity listed right after
    another one is the same player's); None when one has no owner the question gives. `life_of`:
    the player a life count with no owner is (the attacked leader's, for a battle plan that says so
    in its notes). `skip`: counts the caller places itself."""
    out: dict[str, dict[str, int]] = {ASKER: {}, OTHER: {}}
    previous: Fact | None = None
    for f in reading.of(Role.QUANTITY):
        if f in skip:  # a count the caller placed (the counter cards used)
            continue
        owner = f.owner
        if owner is None and life_of is not None and f.concept == "life":
            f = f.__class__(f.start, f.end, f.text, f.role, f.concept, f.value, life_of, f.negated, f.why)
            owner = life_of
            out[life_of][f.concept] = f.value if isinstance(f.value, int) else 0
            if not isinstance(f.value, int) or f.negated:
                return None
            previous = f
            continue
        if (
            owner is None
            and previous is not None
            and previous.owner is not None
            and _QUANTITY_GLUE.fullmatch(reading.text[previous.end : f.start])
        ):
            owner = previous.owner
        if not isinstance(f.value, int) or f.negated:
            return None
        if owner is None or (f.owner is not None and not _owner_said(reading, f)):
            return None
        for side in (ASKER, OTHER) if owner == "both" else (owner,):  # 「お互いライフ0枚」
            out[side][f.concept] = f.value
        previous = f.__class__(f.start, f.end, f.text, f.role, f.concept, f.value, owner, f.negated, f.why)
    return out


# 「ライフ1枚の相手」: an owner right after the quantity it owns
_OWNER_AFTER = re.compile(r"\s*の\s*")


def _owner_said(reading: Reading, quantity: Fact) -> bool:
    """The quantity's owner is written where it owns it: the last owner word (or owned card) before
    it in its sentence, or an owner word right after 「…の」 (「ライフ1枚の相手」). An owner the
    reader took from elsewhere (「ライフ0枚のときに相手の効果で」: the effect's owner) is not."""
    text = reading.text
    if any(quantity.start <= f.start and f.end <= quantity.end for f in reading.of(Role.OWNER)):
        return True  # 「相手のデッキも俺のデッキも2枚」: the owners are written in the quantity itself
    after = next((f for f in reading.of(Role.OWNER) if f.start >= quantity.end), None)
    if (
        after is not None
        and after.owner == quantity.owner
        and _OWNER_AFTER.fullmatch(text[quantity.end : after.start]) is not None
    ):
        return True  # 「相手のキャラが、ライフ3枚の俺のリーダーに」: 「…の俺」 owns it, not the card before
    begun = max(text.rfind(c, 0, quantity.start) for c in "。??!!\n") + 1
    before = [
        f
        for f in reading.facts
        if f.role in (Role.OWNER, Role.CARD) and f.owner is not None and begun <= f.start
        and f.end <= quantity.start
    ]  # fmt: skip
    return bool(before) and before[-1].owner == quantity.owner


def inside_parens(text: str, fact: Fact) -> bool:
    """「(自分=アタックした側の私)」: a word in a parenthesis that says who is who, not an action."""
    opened = max(text.rfind("(", 0, fact.start), text.rfind("(", 0, fact.start))
    if opened < 0 or max(text.rfind(")", 0, fact.start), text.rfind(")", 0, fact.start)) > opened:
        return False
    closes = [i for i in (text.find(")", fact.end), text.find(")", fact.end)) if i >= 0]
    inner = text[opened : min(closes)] if closes else text[opened:]
    return "=" in inner or "=" in inner
