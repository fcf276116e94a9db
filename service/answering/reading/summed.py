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


# 「めくれたライフは2枚とも」「公開した3枚とも」「引いた2枚ともウケミ無し」: the cards just revealed, counted
_REVEALED = re.compile(r"(?:めく|捲|公開|引い|見せ|見た|出てき)[^。、?？!！]{0,8}$")
_EACH = re.compile(r"\s*とも(?:に)?")


def restated_totals(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each restated total made neutral (concept ``restated_total``), and each count of the
    cards just revealed (「めくれたライフは2枚とも…」: all of them, no zone's size — blind AG onepiece-ag-13
    had read the opponent's life as 2 beside the told 3) made neutral too (concept ``revealed_each``)."""
    out = [
        replace(f, role=Role.NEUTRAL, concept="revealed_each")
        if f.role is Role.QUANTITY
        and _EACH.match(question, f.end)
        and _REVEALED.search(question, max(0, f.start - 10), f.end)
        else f
        for f in facts
    ]
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


# 「工作力2(アイコン2個)」「ライフ3(3枚)」: a parenthesis right after a told value
_PAREN = re.compile(r"\s*[(（]([^()（）]{0,16})[)）]")


def restated_in_parens(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each bare number inside a parenthesis right after a stat or count of the same value
    made neutral (concept ``restated_value``): 「カラテ4、工作力2(アイコン2個)のキャラ」 says the 2 twice
    (blind AO ninjaslayer-ao-10, an unread 「2」 had withheld a direct アイサツ's damage). Another value
    inside (「工作力2(実質3)」) stays a number the question tells."""
    told = {
        (m.start(1), m.end(1)): f.value
        for f in facts
        if f.role in (Role.STAT, Role.QUANTITY) and isinstance(f.value, int)
        for m in [_PAREN.match(question, f.end)]
        if m is not None
    }
    return [
        replace(f, role=Role.NEUTRAL, concept="restated_value")
        if f.role is Role.NUMBER
        and any(s <= f.start and f.end <= e and f.value == v for (s, e), v in told.items())
        else f
        for f in facts
    ]
