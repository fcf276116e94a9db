"""軌跡 TCG: the UNITs a question says were played in a 配備ステップ, as the CPコスト of each (1206.1,
1204.2f-1) — moved out of `kiseki_prep` (which pays them with the step's CP, 703.8a): one UNIT noun with
its costs (「コスト2とコスト3のユニット両方出せる?」, 「CPコスト2のUNITを2体出した」), or UNITs played one
after another, each with its own cost and verb (「CPコスト1のUNITを2体出して、CPコスト2のUNITも出した」).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Fact, Reading, Role


def played_units(reading: Reading) -> list[int] | None:
    """The CPコスト of each UNIT played after the CP is gained (「コスト2とコスト3のユニット両方出せる?」:
    a CPコスト each, one UNIT noun, a play after them); [] when no UNIT is told, None when the UNITs
    are not of that shape (another stat, another player's card, no play)."""
    stats, cards = reading.of(Role.STAT), reading.of(Role.CARD)
    if not stats and not cards:
        return []
    plays = [f for f in reading.of(Role.ACTION) if f.concept == "play"]
    if any(f.concept != "cp_cost" or not isinstance(f.value, int) or f.owner == "opponent" for f in stats):
        return None
    if not stats or any(f.concept != "unit" or f.owner == "opponent" for f in cards):
        return None
    if len(cards) > 1:  # 「CPコスト1のUNITを2体出して、CPコスト2のUNITも出した」: each UNIT its own play
        each = _each_unit(reading, stats, cards, plays)
        return each if each is not None and all(0 <= c <= 20 for c in each) and len(each) <= 5 else None
    if (
        not plays
        or any(f.negated or f.start < cards[0].end for f in plays)
        or stats[-1].start > cards[0].start
    ):
        return None
    costs = [int(f.value) for f in stats if isinstance(f.value, int)]
    counted = [int(f.value) for f in plays if isinstance(f.value, int)]
    if counted:  # 「CPコスト2のUNITを2体出した」: the one UNIT told, played that many times (1206.1)
        if len(plays) != 1 or len(costs) != 1 or not 1 <= counted[0] <= 5:
            return None  # 「コスト2とコスト3のUNITを2体」: which UNIT is played twice is not told
        costs = costs * counted[0]
    return costs if all(0 <= c <= 20 for c in costs) and len(costs) <= 5 else None


def _each_unit(
    reading: Reading, stats: Sequence[Fact], cards: Sequence[Fact], plays: Sequence[Fact]
) -> list[int] | None:
    """UNITs played one after another, each with the one CPコスト said before it and its own verb after
    it, a count on the verb repeating that UNIT (1206.1) — not 「2体とも」「まとめて」 (several UNITs)."""
    if len(plays) != len(cards) or len(stats) != len(cards):
        return None
    costs: list[int] = []
    before = 0
    for card, verb in zip(cards, plays, strict=True):
        mine = [f for f in stats if before <= f.start < card.start]
        if verb.negated or not card.end <= verb.start or len(mine) != 1 or _SEVERAL.search(verb.text):
            return None
        times = int(verb.value) if isinstance(verb.value, int) else 1
        if not 1 <= times <= 5:
            return None
        costs += [int(mine[0].value or 0)] * times
        before = verb.end
    return costs


_SEVERAL = re.compile(r"とも|全部|まとめて|同時")
