"""A total restated (「フォロワー2体+アミュレット2枚で計4枚の状態で」「手札3枚とEX2枚、合計5枚」): the number
after 計 / 合計 / 全部で that equals the sum of the counts told just before it in its sentence says
nothing new. Left a bare number, it had kept the plans from reading the question at all (sve-ae-12:
the field's two counts were read, the restated 4 left unbound, the token count withheld)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「計4枚」「合計で5体」「全部で4枚」「トータル4」「あわせて4枚」: the word right before the number
_TOTAL = re.compile(r"(?:計|合計|全部で|全部|トータル|あわせて|合わせて)\s*(?:で|が|は)?\s*$")
_SENTENCE_END = re.compile(r"[。?？!！\n]")


def restated_totals(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each restated total made neutral (concept ``restated_total``)."""
    out = list(facts)
    for i, f in enumerate(out):
        if f.role is not Role.NUMBER or not isinstance(f.value, int):
            continue
        if not _TOTAL.search(question, max(0, f.start - 6), f.start):
            continue
        begin = max((m.end() for m in _SENTENCE_END.finditer(question, 0, f.start)), default=0)
        counts = [
            g
            for g in out
            if g.role is Role.QUANTITY and begin <= g.start and g.end <= f.start and isinstance(g.value, int)
        ]
        if len(counts) >= 2 and sum(int(g.value or 0) for g in counts) == f.value:
            out[i] = replace(f, role=Role.NEUTRAL, concept="restated_total")
    return out
