"""A state the asked count's cards come to be in is part of what is asked (style audit 19b).

「コスト3のキャラを出したら、オジギ状態になるエテルは何枚?」「レストになるドン!!は何枚?」: the state names the
cards counted — the ones the payment turns (ninjaslayer 1312.1, onepiece 2-7-2) — it is not told of any
card. Read as a fact, it had attached to the card played (a bowed character) and the payment plan had
declined. A state right before 〜になる/〜にする/〜した + a noun and the asked count (何枚/いくつ) in
one clause is neutral: the asked count says it — not 「縦になったままのエテル」, a state kept (the plans
read it as the standing cards counted).
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Reading, Role

# 「オジギ状態になるエテルは何枚」「レストになるドン!!は何枚」「オジギするエテルは何枚」
_ASKED = re.compile(
    r"\s*(?:状態)?\s*(?:に)?\s*(?:なる|なった|する|した|される|された)(?!\s*まま)\s*"
    r"[^、。??!!\s]{1,10}?\s*(?:は|って|が)?\s*(?:全部で|合計)?\s*(?:何枚|いくつ|何個)"
)
_WHY = "a state the asked count's cards come to be in (「オジギ状態になるエテルは何枚?」): the ask names them"


def asked_state(reading: Reading) -> Reading:
    asks = [f for f in reading.asks() if f.concept == "number"]
    if not asks:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="asked_state", why=_WHY)
        if f.role is Role.STATE
        and not f.negated
        and (m := _ASKED.match(reading.text, f.end)) is not None
        and any(a.start < m.end() <= a.end + 1 or m.end() == a.end for a in asks)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
