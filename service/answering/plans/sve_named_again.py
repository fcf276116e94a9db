"""sve attack plan: a follower named again (「この突進フォロワーで」「そのフォロワーで」) and states
predicated of the card just named (「…フォロワーを出したばかり。」) are one card, not two."""

from __future__ import annotations

import re

from service.answering.plans.sve_read import Described
from service.answering.reading.model import Reading, Role


def named_again(reading: Reading, cards: list[Described]) -> list[Described]:
    """「この突進フォロワーで」: a card said with この/その and only facts an earlier card has is that card,
    dropped. 「【突進】持ちのフォロワーを出したターンに、そのフォロワーで」: states told between the two (the
    play's time, read before the second noun) are the earlier card's, merged into it (audit 28f: the
    【突進】 had been left on a card the run did not attack, withheld)."""
    out = list(cards)
    for d in cards:
        if d.noun is None:
            continue
        before = [f for f in d.facts if f.start < d.noun.start]
        first = min((f.start for f in d.all()), default=0)
        if before and all(f.role is Role.STATE for f in before):
            first = d.noun.start  # the states between are said of the earlier card's play
        if not re.search(r"(?:この|その)\s*$", reading.text[max(0, first - 3) : first]):
            continue
        said = {(f.role, f.concept, f.value) for f in d.facts if f.start >= first}
        earlier = [o for o in out if o is not d and o.end() <= min(f.start for f in d.all())]
        same = [o for o in earlier if said <= {(f.role, f.concept, f.value) for f in o.facts}]
        if not same:
            continue
        moved = [f for f in d.facts if f.start < first]
        merged = Described(same[-1].noun, same[-1].facts + moved) if moved else same[-1]
        out = [merged if o is same[-1] else o for o in out if o is not d]
    return out


def played_states(reading: Reading, cards: list[Described]) -> list[Described]:
    """「【突進】持ちのフォロワーを出したばかり。」: states with no noun predicated of the card right before
    them (its object を) are that card's (a noun-less group had been a stray card, withheld, audit 28f)."""
    out = list(cards)
    for d in cards:
        if d.noun is not None or not d.facts or any(f.role is not Role.STATE for f in d.facts):
            continue
        first = min(f.start for f in d.facts)
        prior = [o for o in out if o is not d and o.noun is not None and o.end() <= first]
        if not prior or not re.fullmatch(r"\s*を\s*", reading.text[prior[-1].end() : first]):
            continue
        merged = Described(prior[-1].noun, prior[-1].facts + d.facts)
        out = [merged if o is prior[-1] else o for o in out if o is not d]
    return out
