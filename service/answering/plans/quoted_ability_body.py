"""An activated effect quoted whole in a question that asks whether it can be used (audit 23c):
「「【起動メイン】【ターン1回】カードを1枚引く」を持ってる同じキャラが場に2枚いる。1枚目で使ったあと、
2枚目のほうでも使える?」. The quote's bracketed keywords are the effect's timing and limit (onepiece
10-2-2-1, 10-2-13-1 .. 10-2-13-4) — what the plans that answer 「使える?」 read; the effect's body after
them (「カードを1枚引く」) is what it does when it resolves, which decides neither whether it may be
activated nor how often. A plan wrapped here runs on the question without the body's facts and names
the quote read whole (the gate counts its facts the plan's).

Only a body with no cost and no condition is read so: a cost (「ドン!!−1:」「このキャラをレストにする:」,
onepiece 8-3-1-5) or a condition (「…場合」「…なら」「…とき」) may refuse the activation, and such a quote
is left to the plan as it was (which declines it).

`elided_ability_read`: a quote that writes an ability's cost and elides its effect (「「[レスト]:…」の
能力って使える?」, fow 10.12; 「「これをスタンする:〜」」) says only the cost — the words the wrapped plan
reads outside quotes too (「[レスト]の能力」). The plan runs on the question as it is, and the quote is
named read whole and held by the card that pays the cost; any other quote leaves the plan as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

Plan = Callable[[Reading], BuiltScenario | None]

# the bracketed keywords the quote opens with: 【起動メイン】【ターン1回】【ドン!!×1】
_OPENING = re.compile(r"\s*(?:【[^【】]{1,12}】\s*)+")
# a cost (「…:」) or a condition (「…場合」「…なら」「…とき」「…時」「…できる」) in the body
_UNSAFE = re.compile(r"[:：]|場合|なら|とき|時|限り|できる|できない|のみ")


# 「[レスト]:…」「[レスト]:〜」: the cost, its colon, and the effect elided (or left out)
_ELISION = r"[:：]\s*(?:…+|・{2,}|\.{2,}|[〜~]+|ー+|\(略\)|(略)|略|など)?\s*"


def body_spans(reading: Reading) -> list[tuple[int, int, int]] | None:
    """(start, end, body start) of each quote that is a bracketed ability with a plain effect body;
    None when a quote opening with brackets has a cost or a condition in its body."""
    out: list[tuple[int, int, int]] = []
    for start, end, body in quoted(reading.text):
        opening = _OPENING.match(body)
        if opening is None or opening.end() == len(body.strip()):
            continue  # no brackets (not an ability's text), or only the brackets: read as before
        if _UNSAFE.search(body, opening.end()):
            return None
        out.append((start, end, start + 1 + opening.end()))
    return out


def ability_body_read(plan: Plan) -> Plan:
    """`plan` run on the question without the facts of its quoted abilities' effect bodies; the quotes
    are named read whole."""

    def planned(reading: Reading) -> BuiltScenario | None:
        spans = body_spans(reading)
        if spans is None:
            return None
        if not spans:
            return plan(reading)
        drop: list[Fact] = [
            f
            for f in reading.facts
            if f.role is not Role.KEYWORD and f.role is not Role.TERM
            if any(body <= f.start and f.end <= end for _s, end, body in spans)
        ]
        built = plan(replace(reading, facts=tuple(f for f in reading.facts if f not in drop)))
        if built is None:
            return None
        # the card the plan gives the keywords holds the quoted ability (「「…」を持つキャラ」)
        read = tuple((s, e) for s, e, _b in spans)
        return replace(built, quoted=(*built.quoted, *read), held=(*built.held, *read))

    return planned


def elided_ability_read(plan: Plan, cost: str) -> Plan:
    """`plan` with its quotes that write the one cost `cost` (a pattern: the cost the plan pays, nothing
    else — 「[レスト]、[1]:…」 has a will cost it does not) and elide the effect named read whole and
    held."""
    elided = re.compile(rf"\s*(?:{cost})\s*{_ELISION}")

    def planned(reading: Reading) -> BuiltScenario | None:
        built = plan(reading)
        if built is None:
            return None
        spans = tuple((s, e) for s, e, body in quoted(reading.text) if elided.fullmatch(body))
        if not spans:
            return built
        return replace(built, quoted=(*built.quoted, *spans), held=(*built.held, *spans))

    return planned
