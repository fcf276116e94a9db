"""「3/3のフォロワーが2ダメージ食らって体力1残りの状態」: a toughness left after the told damage, restated.

A player often says what is left after the damage they just told (「体力1残り」「残り体力1」「残り1」). It
is the same fact as the card's toughness minus that damage, not another card's stat nor a second health
for the same card — read as a stat of its own it left the whole question unmodeled (blind AI sve-ai-14
withheld the evolve of a damaged follower the plan models, 5.15.3). It is made neutral (concept
``restated_remaining``) only when the question told exactly one toughness and one damage before it and
the numbers agree; a number that disagrees stays a fact of its own (the planner then cannot use it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# a card's toughness: sve 体力, ninjaslayer 耐久力, fow 防御力
_TOUGHNESS = frozenset({"health", "durability", "defense"})
# 「残り体力1」「体力残り1」「体力1残り」「残り1」「1残って」
_LEFT_BEFORE = re.compile(r"(?:残り|のこり)\s*$")
_LEFT_AFTER = re.compile(r"\s*(?:残り|残っ|のこり|のこっ)")


def restated_remaining(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with a told toughness-after-damage made neutral when it equals toughness − damage."""
    out = list(facts)
    ordered = sorted(out, key=lambda f: f.start)
    for i, f in enumerate(out):
        if not isinstance(f.value, int) or isinstance(f.value, bool):
            continue
        if (f.role is Role.STAT and f.concept not in _TOUGHNESS) or f.role not in (Role.STAT, Role.NUMBER):
            continue
        left = _LEFT_BEFORE.search(question, 0, f.start) or _LEFT_AFTER.match(question, f.end)
        if "残" not in f.text and not left:
            continue
        before = [g for g in ordered if g.end <= f.start]
        tough = [g for g in before if g.role is Role.STAT and g.concept in _TOUGHNESS]
        dealt = [
            g
            for g in before
            if g.role is Role.ACTION and g.concept == "damage" and not g.negated and isinstance(g.value, int)
        ]
        if len(tough) != 1 or len(dealt) != 1 or not isinstance(tough[0].value, int):
            continue
        if tough[0].value - int(dealt[0].value or 0) == f.value:
            out[i] = replace(f, role=Role.NEUTRAL, concept="restated_remaining")
    return out
