"""ONE PIECE CARD GAME plans: scenarios built from the reading's facts (see `plans/__init__`).

Families, tried in order: a battle between two named cards (`onepiece_battle`).
"""

from __future__ import annotations

from service.answering.plans import Plan
from service.answering.plans.onepiece_battle import battle

PLANS: tuple[Plan, ...] = (battle,)
