"""A draw the question denies (「ドローはしてない」「まだ引いてない」「引かなくても」) beside a deck told
empty: the position plans run no action at all, so a denied draw is exactly what they simulate — it
is no act to order or replay, and it does not turn the plan away (audit 24f).
"""

from __future__ import annotations

from service.answering.reading.model import Fact, Role


def undone_draw(fact: Fact) -> bool:
    """`fact` is a draw said not to happen."""
    return fact.role is Role.ACTION and fact.concept == "draw" and fact.negated
