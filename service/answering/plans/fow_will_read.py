"""How the will plan (`fow_will`) reads two more things a payment question tells (`plans.reread`):

- 「2点払って、残り1点は後から払う」: the part of the cost the asker would pay later is no other number
  (10.2.4: a cost is paid whole or not at all — the plan states only a payment the held will cannot
  make whole, which no deferral makes either; `deferred_told`).
- 「その光ウィルを出した魔石」「ウィルは魔石から出した」: the 魔石 the held will came from is where it came
  from, no card played or in play the payment uses.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Reading, Role

# 「残り1点は後から払う」「あと1点は後で払う」「1点だけ後払い」「残りは次のターンに払う」
_DEFERRED = re.compile(
    r"(?:残り|あと|後)\s*(?:の)?\s*(\d+)\s*点?\s*(?:分)?\s*(?:は|を|だけ)?\s*(?:後|あと)\s*(?:から|で|回し)"
    r"|(\d+)\s*点?\s*(?:分)?\s*(?:は|を|だけ)?\s*(?:後|あと)\s*(?:から|で)\s*払"
    r"|(\d+)\s*点?\s*(?:分)?\s*(?:だけ)?\s*後払い"
)
_PART = "the part of a cost the asker would pay later (10.2.4: a cost is paid whole), no other number"


def deferred(reading: Reading) -> Reading:
    """The number of a deferred part (「残り1点は後から払う」) is no number of the situation."""
    spans = [(m.start(), m.end()) for m in _DEFERRED.finditer(reading.text)]
    if not spans:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="deferred_part", why=_PART)
        if f.role is Role.NUMBER and any(s <= f.start and f.end <= e for s, e in spans)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def deferred_told(reading: Reading) -> bool:
    """Whether the question would pay part of the cost later (「残り1点は後から払う」「一部だけ払って」):
    a payment the held will makes whole does not answer it (the deferral is not allowed either way)."""
    return _DEFERRED.search(reading.text) is not None or _SOME.search(reading.text) is not None


_SOME = re.compile(r"(?:一部|一部分|途中まで)\s*(?:だけ)?\s*(?:を)?\s*払")

# 「その光ウィルを出した魔石」「ウィルを生み出した魔石」: the 魔石 named as the will's source
_SOURCE = re.compile(r"ウィル\s*(?:を|が)?\s*(?:出し|生み出し|生成し|出てき)た\s*(?:方の|その)?\s*$")
_FROM = "the 魔石 the held will came from (its source), no card the payment plays or uses"


def will_source(reading: Reading) -> Reading:
    """A 魔石 told as where the held will came from is no card of the payment (its trait, 「月の特質を持って
    ない」, is read by the will plan's 月 check)."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="will_source", why=_FROM)
        if f.role is Role.CARD
        and f.concept == "stone"
        and _SOURCE.search(reading.text, max(0, f.start - 14), f.start)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
