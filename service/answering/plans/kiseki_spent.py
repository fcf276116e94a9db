"""軌跡 TCG reading: 拠点 cards told acted earlier in the turn to make EP, and that EP told spent —
「このターン中にもう2枚寝かせてEP出して別のカードに使い切ってる」「2枚アクションしてEP出した(そのEPは
使い切った)」. Each card acted for EP stays acted until the turn's end (1217.2, 1315.2, 705.8); the EP
it gave is gone (spent, or gone as its step or phase ended, 302.1b) — told spent, the pool holds none.

The clause is read as the state of that many 拠点 cards (a rested STATE with the count as its value,
as the lexicon reads 「そのうち2枚は横にした」), its words of making and spending EP as neutral words of
the scene. An EP made and not told spent is left as read (the pool it may still hold is not told).
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Reading, Role

# 「2枚寝かせてEP出して」「2枚アクションしてEP出した」「2枚を横にしてEPを得た」
_ACTED_FOR_EP = re.compile(
    r"(?P<n>[0-9０-９])\s*枚\s*(?:を|は)?\s*(?:アクション(?:状態に)?|寝かせ|横向きに|横に|タップ)\s*"
    r"(?:して|させて|し|て)\s*(?:[、,]\s*)?(?:その分\s*)?EP\s*(?:を)?\s*(?:出|得|生み出|作|貰|もら)"
)
# 「使い切ってる」「そのEPは使った」「もう残ってない」: the EP made is gone
_SPENT = re.compile(
    r"(?:使い切|使いき)(?:っ|り|れ)?|(?:EP|それ|その分)\s*(?:は|も)?\s*(?:もう)?\s*(?:全部|ぜんぶ)?\s*使っ"
    r"|(?:EP|それ)\s*(?:は|も)?\s*(?:もう)?\s*(?:残って(?:い)?ない|無い|ない)"
)
# 「使い切ってない」「使ってはいない」: the EP told not spent
_NOT_SPENT = re.compile(r"\s*(?:て|た)?\s*(?:は|も)?\s*(?:い)?(?:ない|ません|なかった|ず)")
_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_NEUTRAL_ROLES = frozenset({Role.ACTION, Role.NEUTRAL, Role.TERM, Role.NUMBER, Role.STATE, Role.QUANTITY})
_SPENT_ROLES = frozenset({Role.ACTION, Role.NEUTRAL, Role.TERM})


# 「前のターンに」「前ターン」「さっきの相手のターンに」: the 拠点 cards acted in another turn than now
_EARLIER_TURN = re.compile(
    r"(?:前|さっき|先|昨|前回)\s*の?\s*(?:自分の|相手の|俺の|こっちの)?\s*(?:ターン|番)|相手\s*の\s*(?:ターン|番)"
)

# 「次のターン」「ターンが変わったら」「回復フェイズのあと」: a moment after the turn's end (705.8)
_LATER_TURN = re.compile(
    r"次\s*の?\s*(?:自分の|相手の|俺の|こっちの)?\s*(?:ターン|番)|次ターン|翌ターン|回復フェイズ"
    r"|ターン\s*(?:が|を)?\s*(?:変わ|明け|終わ|終え|回っ|跨|またい|越)"
)

# 「1EPは残ってる」「まだ余ってる」: some EP told left in the pool
_LEFT = re.compile(r"(?:残って|余って|残り|余り)(?!\s*(?:は|も)?\s*(?:い)?(?:ない|ません|なかった|ゼロ|0))")


def acted_count(count: Fact, value: int | str | None, why: str) -> Fact:
    """The count of 拠点 cards told acted, read as an acted state of that many cards (`why`: the rule)."""
    return Fact(
        start=count.start,
        end=count.end,
        text=count.text,
        role=Role.STATE,
        concept="rested",
        value=value,
        owner=None,
        negated=False,
        why=why,
    )


def _sentence_start(text: str, at: int) -> int:
    return max((m.end() for m in re.finditer(r"[。?？!！]", text[:at])), default=0)


def _sentence_end(text: str, at: int) -> int:
    end = re.compile(r"[。?？!！]").search(text, at)
    return end.start() if end else len(text)


def spent_base(reading: Reading) -> Reading:
    """The reading with 「N枚…してEP出して…使い切った」 read as N acted 拠点 cards (see the module)."""
    text = reading.text
    found = list(_ACTED_FOR_EP.finditer(text))
    if len(found) != 1:
        return reading
    m = found[0]
    if _EARLIER_TURN.search(text, _sentence_start(text, m.start()), m.start()):
        return reading  # acted in an earlier turn: readied at that turn's end (705.8), not acted now
    if _LATER_TURN.search(text, m.end()):
        return reading  # the moment asked is after a turn's end: the 拠点 is readied by then (705.8)
    spent = _SPENT.search(text, m.end(), _sentence_end(text, m.end()) + 1)
    if spent is None:
        spent = _SPENT.search(text, m.end(), _sentence_end(text, _sentence_end(text, m.end()) + 1))
    if spent is None or _NOT_SPENT.match(text, spent.end()):
        return reading  # the EP made may still be in the pool
    if re.search(r"[0-9０-９一二三]\s*$", text[: spent.start()]) or _LEFT.search(text, m.end()):
        return reading  # 「1EPは使って、1EPは残ってる」: part of it spent, some still in the pool (302.1b)
    inside = [f for f in reading.facts if m.start() <= f.start < m.end()]
    numbers = [f for f in inside if f.role is Role.NUMBER]
    told = int(m.group("n").translate(_DIGITS))
    if len(numbers) != 1 or numbers[0].value != told:
        return reading
    if any(f.role not in _NEUTRAL_ROLES or f.negated for f in inside):
        return reading
    if any(f.role is Role.QUANTITY and f.concept != "ep" for f in inside):
        return reading
    used = [f for f in reading.facts if spent.start() <= f.start < spent.end()]
    if any(f.role not in _SPENT_ROLES or f.negated for f in used):
        return reading
    count = numbers[0]
    acted = acted_count(
        count,
        count.value,
        "1217.2, 1315.2: 拠点 cards acted earlier in the turn for EP stay acted (705.8), the EP spent",
    )
    gone = {f for f in inside} | {f for f in used}
    facts: list[Fact] = []
    for f in reading.facts:
        if f is count:
            facts.append(acted)
        elif f in gone:
            facts.append(replace(f, role=Role.NEUTRAL, concept="spent_ep", value=None, owner=None))
        else:
            facts.append(f)
    return replace(reading, facts=tuple(facts))
