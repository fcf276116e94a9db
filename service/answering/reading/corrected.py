"""A value the asker takes back (「殺せる? 実は相手キャラの耐久力は4だった。」「…勝てる? あ、攻撃力は実は
2だった。」「いや待って、相手のキャラのパワーは6000だった」): the question tells the card twice, and the
planner holds both — as two cards (ninjaslayer: the 耐久力4 went to a second opponent character and the
first, 耐久力3, was killed: 'yes' stated for the no the correction gives, 1004.1) or one value and an unread
other (round 21).

A stat, state or quantity told after a correction word in its sentence, of a concept a fact before
it already told, withholds the verdict — which of the two the run holds is not read. A bare number told so is
not modeled (`telling.loose_number`, `corrected_number`).
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

__all__ = ["CORRECTION", "corrected_number", "taken_back"]

# the words a player takes a told value back with (not 「実は光のリゾネイターが入ってる」 alone: a reveal
# tells a new fact, and only a concept told twice makes it a correction; not 「やっぱり…ブロックし直したい」,
# a change of plan, nor 「ブロッカーA…ブロッカーB」, a keyword told of two cards)
CORRECTION = re.compile(
    r"実は|じつは|本当は|ほんとは|正しくは|訂正|間違え|まちがえ|いや待って|と思ったら|と思ったけど"
    # 「4じゃなくて1枚」, not 「リーダーじゃなくて相手のレストのキャラ」 (a contrast of cards)
    r"|[0-9０-９]\s*(?:枚|点|体|つ|個)?\s*(?:じゃ|では)なくて"
)
_SENTENCE_END = re.compile(r"[。?？!！\n]")
_TOLD = (Role.STAT, Role.STATE, Role.QUANTITY)


def _opened(text: str, at: int) -> int:
    return max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)


def corrected_number(text: str, fact: Fact) -> bool:
    """Whether a bare number is told after a correction word in its sentence (「手札は実は1枚だった」)."""
    return CORRECTION.search(text, _opened(text, fact.start), fact.start) is not None


def taken_back(reading: Reading) -> str | None:
    """Why the verdict is withheld: a value told again after a correction word."""
    text = reading.text
    facts = sorted(reading.facts, key=lambda f: f.start)
    for m in CORRECTION.finditer(text):
        end = _SENTENCE_END.search(text, m.end())
        stop = end.start() if end is not None else len(text)
        for f in facts:
            if f.start < m.end() or f.start >= stop or f.role not in _TOLD or f.negated:
                continue
            if any(e.role is f.role and e.concept == f.concept and e.end <= m.start() for e in facts):
                return f"「{m.group(0)}…{f.text}」は先に述べた値の訂正で、どちらの値か反映できません"
    return None
