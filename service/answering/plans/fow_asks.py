"""Question shapes no fow run answers, checked before any plan (fow audit 11c, third batch): a second
question sentence supposing another situation, a confirmation of a negated statement, and the damage a
card holds asked after its turn is over."""

from __future__ import annotations

import re

from service.answering.reading.model import Reading

_QUOTED = re.compile(r"[「『][^「」『』]*[」』]")
_ASKED = re.compile(r"[^。!?！？\n]*[?？]")
# 「破壊される?もし「ルーラー1体を破壊する」だったら?」: a later question sentence supposing another
# situation — the run answers the first (True had been stated, the supposed card's, for the told one's False)
_SUPPOSED = re.compile(r"もし|だったら|としたら|とすれば|場合は|ならどう")
# 「ルーラーは破壊されない、で合ってる?」: the yes/no confirms a negated statement — the run's 'no'
# (not destroyed) had been stated for the asker's 'yes, right'. Not 「…払えないよね?」: a negative
# can-ask the answer tells as asked (「はい、払えません。」, reading.polarity.told_can)
_NEGATED_CONFIRMED = re.compile(
    r"(?:ない|ません|ず)\s*[、,]?\s*(?:(?:で|って|と)\s*(?:合って|あって|正し|いい|良い|OK|ok)|(?:って|という)\s*こと)"
    r"[^?？。]*[?？]"
)
# 「俺のターン終了後、蓄積ダメージは?」: the damage held asked after the turn is over — its removal at the
# turn's end is no §10 rule the run holds (300 had been stated for a damage gone)
_TURN_OVER = re.compile(
    r"(?:ターン\s*(?:の)?\s*(?:終了\s*(?:後|した|して|時点)|終わ(?:った|って|り))|次\s*の\s*(?:自分の|相手の)?\s*ターン)"
    r"[^?？。]*(?:蓄積|ダメージ|溜ま|たま)[^?？。]*[?？]"
)


def unanswerable(reading: Reading) -> bool:
    """Whether the question has one of the shapes above (outside card text quoted in 「」『』)."""
    plain = _QUOTED.sub("「」", reading.text)
    asks = [m.group() for m in _ASKED.finditer(plain)]
    if len(asks) > 1 and any(_SUPPOSED.search(a) for a in asks[1:]):
        return True
    # the confirmation in the last question sentence only: 「これ引けないよね?解決後の手札は何枚?」 asks
    # the count after it (fow-br-09)
    confirmed = bool(asks) and _NEGATED_CONFIRMED.search(asks[-1]) is not None
    return confirmed or _TURN_OVER.search(plain) is not None
