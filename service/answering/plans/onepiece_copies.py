"""Which of several cards with the same 【ターン1回】 effect each use told of it is (10-2-13-2).

「同じキャラを2枚並べてる。1枚目の効果をもう使った。2枚目の方の効果も使える?」: each card is its own
card, and 【ターン1回】 limits each once (10-2-13-1, 10-2-13-2) — a use by one copy does not use up
another's. A use is the copy named before it, after the use told before it: an ordinal
(「1枚目」「2体目」) is that copy; 「片方」「一方」 the first; 「もう片方」「もう1体」「別の」「ほかの」
「残りの」 a copy not used before; 「同じ1体目」「そのキャラ」「同じキャラ」 the previous use's.
A use naming no copy, when several are told, is unread (which card it is decides the answer): the
plan declines.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

# 「もう片方」「もう一方」「もう1体」「別のキャラ」「ほかの1枚」「残りの1体」「2体目じゃない方」: another copy
_OTHER = re.compile(
    r"もう\s*(?:片方|一方|1\s*[体枚]|一\s*[体枚]|ひとつ|1\s*つ)|別の|他の|ほかの|残りの|残った|違う(?:方|ほう)"
)
_FIRST = re.compile(r"(?<!もう)(?<!もう\s)(?:片方|一方)")
# 「同じ1体目」「そのキャラ」「同じカード」「それ」: the copy the previous use was
_SAME = re.compile(r"同じ(?!効果)|その\s*(?:キャラ|カード|1体|1枚)|それ(?:で|の|を|も)")
# 「同じキャラを2枚並べてる」「キャラが2体いる」「2枚出してる」: the copies on the field
# 「同じキャラ(【起動メイン】【ターン1回】)を2体」: its text in parentheses between noun and count
_COUNT = re.compile(
    r"\s*(?:[(\uff08][^()\uff08\uff09]{0,60}[)\uff09])?\s*(?:を|が|は|も)?\s*(?:場に)?\s*([2-5])\s*(?:枚|体)"
)
MAX_COPIES = 5


def told_copies(reading: Reading, card: Fact | None) -> tuple[int, int] | None:
    """(copies, end of the count's words) told of the card's effect: a field count (「場に2体」), a count
    right after the card noun (「キャラを2枚」), or the highest ordinal (「2枚目」); None when none is told
    (「別の効果で」 alone tells no copy)."""
    counts = [
        (int(q.value), q.end)
        for q in reading.of(Role.QUANTITY)
        if q.concept == "field_count" and isinstance(q.value, int)
    ]
    if card is not None:
        after = _COUNT.match(reading.text, card.end)
        if after is not None:
            counts.append((int(after.group(1)), after.end()))
    ordinals = _ordinals(reading)
    if not counts and not ordinals:
        return None  # 「自分の別の効果で」: another card's effect, no copy told
    n = max([c for c, _e in counts] + [int(str(f.value)) for f in ordinals])
    end = min((e for _c, e in counts), default=0)
    return (n, end) if n <= MAX_COPIES else None


def copy_of_each(reading: Reading, uses: list[Fact], copies: int, start: int) -> list[int] | None:
    """The copy (0-based) each use in `uses` (in order) is of; None when one names no copy."""
    ordinals = _ordinals(reading)
    out: list[int] = []
    for use in uses:
        span = reading.text[start : use.start]
        said = [f for f in ordinals if start <= f.start < use.start]
        if len({f.value for f in said}) > 1:
            return None  # 「1体目と2体目で使った」: one use told of several copies (not read per copy)
        if said:
            index = int(str(said[-1].value)) - 1
        elif _OTHER.search(span):
            index = next((i for i in range(copies) if i not in out), -1)
        elif _FIRST.search(span) and not out:
            index = 0
        elif _SAME.search(span) and out:
            index = out[-1]
        else:
            return None
        if not 0 <= index < copies:
            return None
        out.append(index)
        start = use.end
    return out


def _ordinals(reading: Reading) -> list[Fact]:
    """「1枚目」「2体目でも使える?」: the ordinals told, asked ones too (an ordinal right before the ask)."""
    return [
        f
        for f in reading.of(Role.NUMBER, Role.ASK)
        if f.concept in ("ordinal", "about:ordinal") and isinstance(f.value, int)
    ]
