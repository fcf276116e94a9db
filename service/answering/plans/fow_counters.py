"""[+A/+B] counters put on one card (10.21.2): counters of one name are one counter whatever effect
put them (「別々の効果で1個ずつ」 is 2 of it), and only a J/リゾネイター gains +A/+B from them — an
アディション or 魔石 keeps the counter and gains nothing. Asked what happens (「数値は上がる?」
「この2つは別のカウンター?」); a 攻撃力/防御力 asked as a number is `fow_cards.card_stats`'s.

From the reading: the one [+A/+B] said as a counter, its count (「2個」, else 1), put once or by two
effects (「別々の効果で」), the one card named (its kind, owner, stated 攻撃力/防御力 — unsaid ones
100, named, which the shift does not depend on).
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.plans.fow_common import (
    acts_only,
    another_card,
    asked,
    built,
    left_field,
    lost,
    of,
    seats,
)
from service.answering.plans.fow_tell import stats_head
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario

_PAIR = re.compile(r"([+-][0-9]+)\s*/\s*([+-][0-9]+)")
_TWO_EFFECTS = re.compile(r"(?:別々|別|2つ|二つ|それぞれ)の効果")
_KINDS = {"resonator": "resonator", "ruler": "j_ruler", "addition": "addition", "stone": "stone"}


def counters_put(reading: Reading) -> BuiltScenario | None:
    mods = of(reading, Role.MODIFIER, "modify")
    cards = of(reading, Role.CARD)
    if len(mods) != 1 or len(cards) != 1 or asked(reading, "outcome") is None or not acts_only(reading):
        return None
    if lost(reading, mods[0]) or left_field(reading) or another_card(reading):
        return None  # 「…カウンターを取り除いた」: the counter is gone, not put
    if any(f.concept != "outcome" for f in reading.asks()) or not re.match(
        r"\s*カウンター", reading.text[mods[0].end :]
    ):
        return None
    pair = _PAIR.search(mods[0].text)
    card = cards[0]
    if pair is None or card.concept not in _KINDS or card.owner not in (None, "self", "opponent"):
        return None
    kind = _KINDS[str(card.concept)]
    counted = [c for c in of(reading, Role.MODIFIER, "counters") if 0 <= c.start - mods[0].end <= 1]
    n = int(counted[0].value) if counted and isinstance(counted[0].value, int) else 1
    times = 2 if _TWO_EFFECTS.search(reading.text) else 1
    notes: list[str] = []
    spec: dict[str, Any] = {"id": "r", "name": card.text, "kind": kind}
    stats = {f.concept: f.value for f in of(reading, Role.STAT) if isinstance(f.value, int)}
    if kind in ("resonator", "j_ruler"):
        unsaid = [w for c, w in (("atk", "攻撃力"), ("defense", "防御力")) if c not in stats]
        spec["atk"], spec["defense"] = stats.get("atk", 100), stats.get("defense", 100)
        if unsaid:
            notes.append(
                f"質問にない元の{'・'.join(unsaid)}は100としています(数値修正は元の値に加えるだけです)。"
            )
    else:
        spec["defense"] = None  # 10.21.2: only J/リゾネイター gain +A/+B
    me = seats(reading)
    name = f"{int(pair.group(1)):+d}/{int(pair.group(2)):+d}"
    ops = [
        {"kind": "put_counter", "player": me["self"], "card": "r", "name": name, "n": n} for _ in range(times)
    ]
    head = partial(stats_head, atk_stated="atk" in stats, def_stated="defense" in stats)
    payload = {me[str(card.owner or "self")]: {"field": [spec]}, "operations": ops}
    return built("counters", payload, head, notes, me["self"])
