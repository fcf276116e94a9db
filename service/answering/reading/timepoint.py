"""An ordinal naming a time before its act (「2回目のアイサツの前に」「3体目を出す前に」): the n-th act not
yet done, no count of the run. Left an unbound number it had kept the plans from reading the question at all
(ninjaslayer-ae-10: 「1回アイサツ終わって、2回目のアイサツの前に手札からキャラ出したい」 — the entry phase
plan reads 「次のアイサツの前に」 the same question). Not 「の後」: after the n-th act the run must hold n of
them (「2回目のアタックの後、ライフ何枚?」 asks what a second attack left, onepiece audit 11b).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# after the ordinal: its act, then 「の前」「より前」「する前」
_BEFORE = re.compile(r"\s*(?:の)?\s*([^\s、。?？!！]{1,8}?)\s*(?:の|する|を\s*する)?\s*(?:前|より前)")


def time_points(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each ordinal that names the time before its act (an action fact right after it)
    neutral."""
    acts = [f for f in facts if f.role is Role.ACTION and not f.negated]
    out = list(facts)
    for i, f in enumerate(out):
        if f.role is not Role.NUMBER or f.concept != "ordinal":
            continue
        m = _BEFORE.match(question, f.end)
        if m is None or not any(a.start == m.start(1) and a.end <= m.end(1) for a in acts):
            continue
        out[i] = replace(f, role=Role.NEUTRAL, concept="time_point")
    return out


# 「破壊される前の俺の墓場は5枚」「攻撃する前のライフは4」: the act named again as the time a quantity was
# told at — the state before the act the question tells elsewhere, no second act (blind AY sve-ay-22)
_BEFORE_ACT = re.compile(r"\s*(?:さ|し)?\s*(?:れる|る|す|する)?\s*(?:より)?\s*前\s*(?:の|は|に|、)")
# 「…で相手リーダーを殴った。殴る前の体力は12。殴った後はいくつ?」: the act told once named again as the
# time after it, whose value is asked — no second act (blind BA sve-ba-19 had matched no plan); only
# when the act it names is told before it, as the one act done (not 「殴った後、もう一回殴った」: さらに/
# もう/また right after it say another)
_AFTER_ACT = re.compile(
    r"\s*(?:さ|し)?\s*(?:れ)?\s*[っいん]?\s*(?:た|だ)\s*(?:後|あと)\s*(?:の|は|で|、)(?!\s*(?:さらに|もう|また|次))"
)


def _asked(question: str, act: Fact) -> bool:
    """Whether `act` stands in an asking sentence (「何枚捨てる?あと、捨てた後の手札は?」: an act asked is
    no act told, whose after the question could name)."""
    ends = [i for i in (question.find(c, act.end) for c in "。?？") if i >= 0]
    return bool(ends) and question[min(ends)] in "?？"


def acts_as_time(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each act followed by 「前の/前は」 made neutral when an act of its concept is told
    elsewhere, not negated (the one act the question tells, at the time before it)."""
    acts = [f for f in facts if f.role is Role.ACTION and not f.negated]
    out = list(facts)

    def timed(a: Fact) -> bool:
        return bool(_BEFORE_ACT.match(question, a.end) or _AFTER_ACT.match(question, a.end))

    for i, f in enumerate(out):
        if f.role is not Role.ACTION or f.negated or not timed(f):
            continue
        # after: the act named must be told in an earlier sentence (「ドロー・ステップで2枚引いたあと」 is
        # the draw itself, told here)
        told_by = (
            max(question.rfind(c, 0, f.start) for c in "。?？!！") + 1
            if _AFTER_ACT.match(question, f.end)
            else len(question)
        )
        if any(
            a is not f
            and a.concept == f.concept
            and not timed(a)
            and a.end <= told_by
            and not _asked(question, a)
            for a in acts
        ):
            out[i] = replace(f, role=Role.NEUTRAL, concept="time_point")
    return out


# 「…殴る前の相手リーダーの体力は9。殴ったあとは?」: an asking sentence that is only the time after the act
# told, with no question word (「は?」 alone), after an earlier sentence that told a value at the time before
# it — the value now is asked (audit 28e: read with no ask, the game's status 'ongoing' had been stated)
_AFTER_ONLY = re.compile(r"[^\s。?？!！、]{1,8}?(?:た|る|の|れた)?\s*(?:後|あと)\s*(?:は|って)\s*[?？]\s*$")
_BEFORE_VALUE = re.compile(
    r"前(?!\s*の?\s*ターン)[^。?？!！]*?[0-9０-９]|[0-9０-９][^。?？!！]*?前(?!\s*の?\s*ターン)"
)


# the games whose plans read such an ask (sve: `sve_attack_conclusion._asking_span`); the others' sets
# have not been checked with it
_AFTER_GAMES = frozenset({"sve"})


def after_asked(question: str, facts: Sequence[Fact], game: str | None) -> list[Fact]:
    """`facts` with the number asked by a bare 「(act)の後は?」 whose before an earlier sentence told (see
    `_AFTER_ONLY`); unchanged when any ask is read."""
    if game not in _AFTER_GAMES or any(f.role is Role.ASK for f in facts):
        return list(facts)
    start = max(question.rstrip().rstrip("?？").rfind(c) for c in "。?？!！") + 1
    m = _AFTER_ONLY.match(question, start)
    if start == 0 or m is None or _BEFORE_VALUE.search(question, 0, start) is None:
        return list(facts)
    end = len(question.rstrip())
    at = end - 1
    while at > start and question[at - 1] not in "はっ":
        at -= 1
    ask = Fact(at - 1, end - 1, question[at - 1 : end - 1], Role.ASK, "number", why=_AFTER_WHY)
    return [*facts, ask]


_AFTER_WHY = "the value told at the time before the act, asked after it (「殴る前の体力は9。殴ったあとは?」)"
