"""軌跡 TCG reading for the 配備ステップ's CP (`kiseki_prep.deploy_cp`): 拠点 cards told acted for EP before
the 配備ステップ asked — 「そのうち2枚はさっき相手のステップ中にEPを出すためにアクションしたから
横向き」「さっきの相手のターンに2枚アクションしてEP出した」「(2枚アクション済み、1枚表向き)」.

The 配備ステップ gives one CP for each card in the 拠点 (703.8a), acted or not, face up or down, so how and
when those cards were acted changes no CP: the clause is read as that many acted 拠点 cards (a rested STATE
with the count as its value, as the lexicon reads 「うち2枚は横向き」), and its words of making EP, of the
step or turn it happened in and of whose step it was as neutral words of the scene. Only a clause whose
count is the 拠点's part (「(そのうち)N枚」) and that makes EP by acting them is read; the EP made is not
asked (the CP is), so whether it was spent does not matter.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.plans.kiseki_spent import acted_count
from service.answering.reading.model import Reading, Role

# 「(そのうち)2枚は…EPを出すためにアクションしたから横向き」「2枚アクションしてEP出した」
# 「(2枚アクション済み」
_CLAUSE = re.compile(
    r"(?P<n>[0-9])\s*枚\s*(?:は|を|が)?"
    r"(?P<body>[^。?!、,()]{0,40}?)"
    r"(?:アクション(?:状態|済み?|し(?:た|て))|横向き|横に(?:し|倒)|寝かせ(?:た|て))"
)
_EP = re.compile(r"EP\s*(?:を)?\s*(?:出|得|生み出|作)")
# the words of the clause that tell when and for what, read neutral (owners, turns, steps, the EP made)
_SCENE = frozenset({Role.OWNER, Role.TURN, Role.ACTION, Role.QUANTITY, Role.NEUTRAL, Role.TERM})
# a count of the 拠点 told in the clause (「拠点に5枚あって、…」 ends before it): the clause is the total's


def acted_for_ep(reading: Reading) -> tuple[Reading, tuple[tuple[int, int], ...]]:
    """The reading with each 「N枚…EP…アクション/横向き」 clause read as N acted 拠点 cards, and the
    clauses' spans (the plan names them read: the gate sees the question as told)."""
    text = reading.text
    facts = list(reading.facts)
    spans: list[tuple[int, int]] = []
    for m in _CLAUSE.finditer(text):
        end = m.end()
        tail = re.match(r"[^。?!、,)]*", text[end:])
        stop = end + (tail.end() if tail else 0)
        if not (_EP.search(text, m.start("body"), stop) or "済" in text[m.start("body") : end]):
            continue  # acted for something else told (an attack, a craft's cost): not read here
        # the clause from its start (「さっきの相手のターンに2枚…」: the time told before the count is
        # its own)
        begin = max([0, *(text.rfind(c, 0, m.start()) + 1 for c in "。?!、,(")])
        inside = [f for f in facts if begin <= f.start < stop]
        numbers = [f for f in inside if f.role is Role.NUMBER and f.value == int(m.group("n"))]
        # 「前の相手のターンに3枚アクション」: a state told across turns that holds the count is the clause's
        numbers = numbers or [
            f for f in inside if f.role is Role.TURN and f.start <= m.start("n") < f.end and not f.negated
        ]
        states = [f for f in inside if f.role is Role.STATE and f.concept == "rested" and not f.negated]
        if len(numbers) != 1 or len(states) > 1:
            continue
        rest = [f for f in inside if f not in numbers and f not in states]
        if any(f.role not in _SCENE or f.negated for f in rest):
            continue
        if any(f.role is Role.QUANTITY and f.concept != "ep" for f in rest):
            continue
        if any(f.role is Role.ACTION and f.concept not in ("play", "use", "gain_ep") for f in rest):
            continue
        count = numbers[0]
        acted = acted_count(
            count,
            int(m.group("n")),
            "703.8a: 拠点 cards acted for EP still count for the 配備ステップ's CP, whenever acted",
        )
        gone = set(map(id, rest + states))
        facts = [
            acted
            if f is count
            else replace(f, role=Role.NEUTRAL, concept="acted_for_ep", value=None, owner=None)
            if id(f) in gone
            else f
            for f in facts
        ]
        spans.append((begin, stop))
    return (replace(reading, facts=tuple(facts)) if spans else reading), tuple(spans)
