"""An act told as how a card's told state came about (`plans.reread` step): 「このターン攻撃させてもう
レスト状態になってる俺のリゾネイターの「[レスト]:…」って使える?」 — the attack is why the card is rested (a
card that attacks is rested), the state is the fact the run holds; read as an act of its own, the attack
had been one more act no plan scripts and the verdict was withheld (blind fow-bc-20: 10.12.2, a rested
card cannot pay [レスト]).

The act and the state stand in one clause, the act's て-form (「攻撃して」「アタックさせて」「殴って」) or
reason (「攻撃したから」「…したので」) right before the state word with at most 「もう」「すでに」 between;
only acts that rest the acting card (attack, rest) are read so.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

# the acts that leave their card rested, and the state they cause
_CAUSES = {"attack": "rested", "rest": "rested"}
# between the act and the state: its て-form or reason, then at most 「もう」「すでに」「既に」「今」
_LINK = re.compile(
    r"\s*(?:さ|し|っ)?\s*(?:せ)?\s*(?:て|たから|たので|た\s*せいで)\s*(?:もう|すでに|既に|今|いま)?\s*(?:は)?\s*"
)
_OF_NOUN = re.compile(r"\s*(?:状態)?\s*の")
_WHY = (
    "the act told as the cause of the card's told state (「攻撃させてもうレスト状態」): the state is the fact"
)


def caused(reading: Reading) -> Reading:
    states = [f for f in reading.facts if f.role is Role.STATE]

    def reread(f: Fact) -> Fact:
        want = _CAUSES.get(f.concept) if f.role is Role.ACTION and not f.negated else None
        if want is None:
            return f
        for s in states:
            link = _LINK.fullmatch(reading.text, f.end, s.start) if s.start >= f.end else None
            # 「攻撃して、レスト状態の相手のリゾネイターに…」: a state said of another noun (its の) is not
            # the acting card's; a comma is not allowed between either
            modifies = _OF_NOUN.match(reading.text, s.end) is not None
            if s.concept == want and link is not None and not modifies:
                return dataclasses.replace(f, role=Role.NEUTRAL, concept="state_cause", why=_WHY)
        return f

    facts = tuple(reread(f) for f in reading.facts)
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
