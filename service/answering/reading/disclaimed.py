"""A disclaimer of absence denies every act and keyword it names (「サポートとかオーバーキルしない系の
効果は一切なし。」「ブロックもカウンターも無し、」「他にドローとかする効果はない。」).

The sentence shapes are `index.disclaimers`' (Japanese grammar: a noun list closed by なし / 無し, は / も
+ 一切 / 何も / 特に + ない with a word saying what kind of thing is absent); retrieval drops such a
sentence, and here the reading takes it as a denial of everything it lists. Each game's lexicon denies
its own words in a few shapes (「サポート(とか…)は何もなし」 within 8 characters); a longer list went past
them and its items were read as told — blind AO kiseki-ao-06, 「サポートとかオーバーキルしない系の効果は一切
なし。」, read a support and a no-overkill effect as present and withheld a plain battle's 絆 count.

Only acts, keywords and states are denied (a count in such a sentence stays as read), only in a
sentence that is not the question's last, ends with 。、 or a line break, and asks nothing — and only
after a card made its topic (「相手のアイサツしてるキャラは対象変更を防ぐ能力とか持ってない。」: the
card's own アイサツ is told, what it lacks is the rest; retire_check ninjaslayer-bf-09).
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.disclaimers import disclaimer_spans
from service.answering.reading.model import Fact, Role

_DENIED = frozenset({Role.ACTION, Role.KEYWORD, Role.STATE})


def disclaimed(question: str, facts: list[Fact]) -> list[Fact]:
    """`facts` with each act, keyword and state inside a disclaimer of absence negated."""
    absent = [
        (s, e)
        for s, e in disclaimer_spans(question)
        if not any(f.role is Role.ASK and s <= f.start < e for f in facts)
    ]
    if not absent:
        return facts
    absent = [(_after_topic(question, facts, _inside(question, s, e), e), e) for s, e in absent]
    return [
        replace(f, negated=True)
        if f.role in _DENIED and not f.negated and any(s <= f.start and f.end <= e for s, e in absent)
        else f
        for f in facts
    ]


_TOPIC = re.compile(r"\s*(?:は|って|も)")
_CLOSED = re.compile(r"[)）]\s*[。、．，\n]?\s*$")


def _inside(question: str, start: int, end: int) -> int:
    """Where the disclaimer begins: inside its closing parenthesis when it is one (「出したばかりのキャラ
    (キーワードとか特になし)、」: the play is told, only the aside denies — retire_check onepiece-bk-13)."""
    if not _CLOSED.search(question, start, end):
        return start
    opened = max(question.rfind("(", start, end), question.rfind("（", start, end))
    return opened + 1 if opened >= 0 else start


def _after_topic(question: str, facts: list[Fact], start: int, end: int) -> int:
    """Where the absent things begin: after the last card the sentence makes its topic, else its start."""
    topics = [
        f.end
        for f in facts
        if f.role is Role.CARD and start <= f.start and f.end < end and _TOPIC.match(question, f.end)
    ]
    return max(topics, default=start)
