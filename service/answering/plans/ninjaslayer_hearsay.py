"""ニンジャスレイヤー REREAD: a sentence that asks back what the asker heard (「先攻1ターン目は1枚ドローって
聞いたから後攻も1枚?」) after the question was asked is the asker's supposition, not the situation.

Its facts (a turn, a draw count, an ask of 1) had been read as told: the draw-step plan declined the
question for a draw count the rules set (502.3a) and for two first turns. Such a sentence — it reports
hearsay (って聞いた/と聞いた/らしい/って話) or recalls a rule (…だっけ?), ends with a question mark, and
comes after a sentence that already asks (a number, a fate, a permission), and names no card, count or
effect — keeps its words, read as neutral: the answer (the run's own 502.3a draw) answers the supposition
too.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

# 「後攻の1ターン目も1枚ドローだっけ?」: a rule recalled and asked back (not 「引いたっけ?」, a past act)
_HEARD = re.compile(
    r"(?:って|と)\s*聞い(?:た|て)|らしい(?:けど|から|が|し|よね)|って話|(?<![たし])だっけ\s*[?？]"
)
_SENTENCE = re.compile(r"[^。?？!！]+[。?？!！]?")
# what a supposition about a rule never holds: a card, a count, an effect — a situation told by hearsay
# (「相手が効果で1枚捨てさせてくるって聞いたけど?」) stays read
_SITUATION = frozenset({Role.CARD, Role.STAT, Role.QUANTITY, Role.MODIFIER, Role.KEYWORD, Role.STATE})
# 「その前に1枚引いたって聞いたけど?」「1点回復したって」: hearsay of a past act (its verb in
# the past, た, right before the report) tells what happened in the game, not what a rule is (「最初のターン
# は1枚ドローって聞いた」)
_PAST_ACT = re.compile(r"た\s*(?:って|と)\s*聞い|たらしい|たって話")


def supposed(reading: Reading) -> Reading:
    """`reading` with the facts of a hearsay sentence asked back after the question read as neutral."""
    text = reading.text
    asked_before: int | None = None  # the end of the first sentence that asks
    spans: list[tuple[int, int]] = []
    for m in _SENTENCE.finditer(text):
        start, end = m.start(), m.end()
        asks = [f for f in reading.asks() if start <= f.start < end]
        heard = _HEARD.search(text, start, end) is not None and text[end - 1 : end] in ("?", "？")
        heard = heard and _PAST_ACT.search(text, start, end) is None
        told = [f for f in reading.facts if start <= f.start < end and f.role in _SITUATION]
        if heard and asked_before is not None and not told:
            spans.append((start, end))
        elif asked_before is None and any(not f.concept.startswith("about:") for f in asks):
            asked_before = end
    if not spans:
        return reading
    facts = tuple(
        dataclasses.replace(
            f, role=Role.NEUTRAL, concept="supposed", why="hearsay asked back (ninjaslayer_hearsay)"
        )
        if any(s <= f.start < e for s, e in spans) and f.role is not Role.NEUTRAL
        else f
        for f in reading.facts
    )
    return dataclasses.replace(reading, facts=facts)


def quote_owners(reading: Reading) -> Reading:
    """`reading` with a count told before a quoted card text unowned when its owner was taken from an
    owner word inside that quote (「手札5枚から「相手の場のキャラを1人選び…」のコトダマを撃った」: the
    quote's 相手 names the target's side, not whose hand it is); an owner word before it keeps it."""
    text = reading.text
    owners = reading.of(Role.OWNER)

    def misowned(f: Fact) -> bool:
        if f.role is not Role.QUANTITY or f.owner is None:
            return False
        start = max(text.rfind(c, 0, f.start) for c in "。?？!！") + 1
        if any(start <= o.end <= f.start for o in owners):
            return False  # 「自分の手札5枚」: owned before
        nxt = min((o for o in owners if o.start >= f.end), key=lambda o: o.start, default=None)
        if nxt is None:
            return False
        opened = text.rfind("「", f.end, nxt.start)
        return opened >= 0 and text.rfind("」", opened, nxt.start) < 0

    if not any(misowned(f) for f in reading.facts):
        return reading
    facts = tuple(dataclasses.replace(f, owner=None) if misowned(f) else f for f in reading.facts)
    return dataclasses.replace(reading, facts=facts)


def reread(reading: Reading) -> Reading:
    """ninjaslayer's REREAD: hearsay asked back, then counts owned across a quote."""
    return quote_owners(supposed(reading))
