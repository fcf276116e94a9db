"""Shadowverse Evolve: where one described follower ends and the next begins in a list of 攻撃力/体力
pairs with no card noun (「相手の場:2/2(アクト)、3/1(アクト)」「【守護】持ち1/4と、守護なしの3/1」「俺の
3/3で3/1の方を殴れる?」). Players name followers by their pair; a second pair is another card, and a
list separator (、 or と) before a segment that holds a pair starts that card's words there (the
「守護なし」 before 「3/1」 is the second card's, not the first's). Split from sve_read.py (~400 lines).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Fact, Role

_SEPARATOR = re.compile(r"\s*[)）]?\s*(?:と|や)?\s*[、,]\s*|\s*[)）]?\s*(?:と|や)\s*")
_PAIR = re.compile(r"[0-9０-９]+\s*[/／]\s*[0-9０-９]+")
_SEGMENT_END = re.compile(r"[、,。??!!]|と(?!\s*[、,])")


def pair_written(text: str, facts: Sequence[Fact]) -> bool:
    """The facts hold an 攻撃力 and a 体力 written as one pair (「3/4」「攻撃力3・体力4」)."""
    attack = next((p for p in facts if p.role is Role.STAT and p.concept == "attack"), None)
    health = next((p for p in facts if p.role is Role.STAT and p.concept == "health"), None)
    if attack is None or health is None:
        return False
    between = text[attack.end : health.start].strip()
    # 「攻撃力5・体力5で」: both stats named and joined by ・ are one pair too (audit 28e)
    named = between == "・" and health.text.startswith("体力") and attack.end < health.start
    return between in ("/", "／") or named


def new_card(text: str, pending: Sequence[Fact], f: Fact) -> bool:
    """Whether `f` opens another follower's words after `pending`, a follower named by its pair."""
    if not pending or not pair_written(text, pending):
        return False
    if f.concept == "attack" and text[f.end : f.end + 1] in ("/", "／"):
        return True  # 「俺の3/3で3/1の方」: a second pair
    if _SEPARATOR.fullmatch(text, pending[-1].end, f.start) is None:
        return False
    end = _SEGMENT_END.search(text, f.end)
    return _PAIR.search(text, f.start, end.start() if end else len(text)) is not None


# 「…【守護】持ちが1体だけ。でもそいつ【威圧】もある。」: a sentence or clause opening with a pronoun
_PRONOUN_OPENS = re.compile(
    r"\s*(?:でも|しかも|あと|それと|ただ|で)?\s*[、,]?\s*(?:そいつ|こいつ|あいつ|その\s*フォロワー)\s*(?:は|も|って|が|に)?"
    r"\s*[、,]?\s*"
)


def pronoun_sentence(text: str, facts: Sequence[Fact], before_end: int, pending: Sequence[Fact]) -> bool:
    """Whether `pending` (keywords and states, no card noun) follows a pronoun opening the sentence or
    clause right after the card named (ending at `before_end`; 「でもそいつ【威圧】もある」「…いるけど、
    そいつは【威圧】も持ってる」): they are that card's (audit 28e, sve-az-06: the 【威圧】 had been a card
    of its own and the attack withheld)."""
    if not pending or any(f.role not in (Role.KEYWORD, Role.STATE) or f.negated for f in pending):
        return False
    # the clause it opens: a sentence, or one after 「…いるけど、」
    start = max(text.rfind(c, 0, pending[0].start) for c in "。??、,") + 1
    if start <= before_end or text[before_end:start].count("。") > 1 or "?" in text[before_end:start]:
        return False
    if any(before_end <= f.start < pending[0].start and f.role in (Role.ACTION, Role.CARD) for f in facts):
        return False
    return _PRONOUN_OPENS.fullmatch(text, start, pending[0].start) is not None
