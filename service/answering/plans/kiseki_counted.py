"""軌跡 TCG: a reference to UNITs told only as a count — 「相手の場にUNITが1体いる。そいつはスタン状態」
「…UNITが1体いて、そのUNITはスタン状態」 names the counted UNITs again, not a UNIT described before. With no
UNIT noun told before it, `kiseki_units` had found nothing to refer to and the plans withheld; the state
said after it is the counted UNITs' (its owner is the count's, `reading.stated_of`), as in 「スタン状態の
UNITが1体」, which the plans read from the count (803.5a-1, 803.6h)."""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

_SENTENCE = re.compile(r"[。.!?！？]|(?:て|で)\s*[、,]")
_COUNTS = frozenset({"field_count"})


def counted_before(reading: Reading, fact: Fact, described: bool) -> bool:
    """Whether `fact`, a reference no described UNIT answers (`described`: a UNIT noun was told before),
    names UNITs told as a count in an earlier clause of the same owner (or of no owner said)."""
    if described:
        return False
    counts = [
        q
        for q in reading.of(Role.QUANTITY)
        if q.concept in _COUNTS
        and isinstance(q.value, int)
        and not q.negated
        and q.end <= fact.start
        and _SENTENCE.search(reading.text, q.end, fact.start)
    ]
    return bool(counts) and fact.owner in (None, counts[-1].owner)
