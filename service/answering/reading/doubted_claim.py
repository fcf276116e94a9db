"""A belief the asker doubts, asked before the real question:
「スクラム攻撃ってオーバーキル出ないんじゃなかったっけ? 相手の絆は何点減る?」
「合計STR6だから差2点のオーバーキルも入るよね? 何点減る?」
「STRとDEFが同じだとスタンしないんだっけ? 何点減る?」
A sentence that is not the last, closed by a recall or a confirmation (〜っけ? 〜よね? 〜でしょ?
〜じゃない? 〜わけない?), followed by a sentence that asks. What it says is the asker's picture of the
rules or of the result — the run decides it — not a fact of the situation, and its
ask is not the one answered.

Read as facts, its state (「オーバーキル発生しない」), its sum (「合計STR6」) and its guessed count (「4点減る
よね」) had no place in the scenario and withheld the verdict (blind BD kiseki-bd-01, BE kiseki-be-06, BC
kiseki-bc-01, BE kiseki-be-12), and its ask (「スタンしないんだっけ?」) had been answered instead of the
final 「何点減る?」 (audit 29b). Every fact of it is made neutral, its players and cards too: they are
the rule's words (「UNITを攻撃した時だけ」), and a value told only there (「STRは2と3だよね?」) leaves its
card statless, so the plans decline rather than run a value the asker only guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# the close of a doubted belief: a recall (だっけ, んじゃなかったっけ), a confirmation (よね, でしょ, だろ,
# じゃない), or a disbelief (わけない) — right before the question mark
_DOUBT_END = re.compile(
    r"(?:っけ|よね|よな|でしょ(?:う)?|だろ(?:う)?|じゃない|じゃね|わけ(?:が)?\s*ない(?:よね|よな)?|はず)"
    r"\s*[?？]+\s*$"
)
_SENTENCE_END = re.compile(r"[。!！?？\n]+")
# what a doubted sentence keeps: nothing — its players and cards are the rule's words
# (「UNITを攻撃した時だけ」)
_KEPT: frozenset[Role] = frozenset()


def _sentences(question: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    begin = 0
    for m in _SENTENCE_END.finditer(question):
        spans.append((begin, m.end()))
        begin = m.end()
    if begin < len(question) and question[begin:].strip():
        spans.append((begin, len(question)))
    return spans


def doubted_spans(question: str, facts: Sequence[Fact]) -> list[tuple[int, int]]:
    """The doubted sentences of `question`: not the last, closed by a doubt, an ask read after them."""
    spans = _sentences(question)
    out: list[tuple[int, int]] = []
    for s, e in spans[:-1]:
        if not question[s:e].rstrip().endswith(("?", "？")) or _DOUBT_END.search(question[s:e]) is None:
            continue
        if not any(f.role is Role.ASK and f.start >= e for f in facts):
            continue
        inside = [f for f in facts if s <= f.start and f.end <= e]
        outside = [f for f in facts if not (s <= f.start and f.end <= e)]
        if any(_tells_situation(question, f, inside, outside) for f in inside):
            continue  # 「PP1とEP1で払えるよね?」: a player's count or a card's value confirmed — a fact told
        out.append((s, e))
    return out


# 「合計STR6だから」「計5点」: a sum the asker worked out, not a card's value
_SUM = re.compile(r"(?:合計|計|トータル)\s*$")


def _tells_situation(question: str, fact: Fact, inside: Sequence[Fact], outside: Sequence[Fact]) -> bool:
    """A fact the doubted sentence tells of the situation, not of the rules or the result: a player's
    count (「PP1とEP1で払えるよね?」: a payment's part, sve-ac-11 had been stated wrong), a card's stat
    that is not a sum worked out, a keyword or an act the question names nowhere else (「2点受けてたよね?」),
    or a card's state said of a card there and not as a condition (「相手のUNITってスタン状態だよね?」; not
    「UNITをスタンさせた時だけ」)."""
    if fact.role is Role.QUANTITY:
        return True
    if fact.role is Role.STAT:
        return _SUM.search(question, max(0, fact.start - 4), fact.start) is None
    if fact.role in (Role.KEYWORD, Role.ACTION):
        return not any(g.role is fact.role and g.concept == fact.concept for g in outside)
    # 「相手のUNITってスタン状態だよね?」: a state right before the question mark is read as asked
    if fact.role is Role.STATE or (
        fact.role is Role.ASK and fact.concept.startswith("about:") and fact.concept != "about:number"
    ):
        carded = any(g.role is Role.CARD for g in inside)
        return carded and _CONDITION.match(question, fact.end) is None
    return False


# 「スタンさせた時だけ」「スタンすると」「スタンしたら」: a state as a rule's condition
_CONDITION = re.compile(r"\s*(?:状態)?\s*(?:さ|し)?(?:せ)?(?:た|る)?\s*(?:時|とき|と|なら|ら|場合)")


def doubted_claims(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with every fact of a doubted sentence but its players and cards made neutral
    (concept ``doubted_claim``)."""
    spans = doubted_spans(question, facts)
    if not spans:
        return list(facts)
    return [
        replace(f, role=Role.NEUTRAL, concept="doubted_claim", negated=False)
        if f.role not in _KEPT and any(s <= f.start and f.end <= e for s, e in spans)
        else f
        for f in facts
    ]


def without_doubts(question: str, facts: Sequence[Fact]) -> str:
    """`question` with each sentence `doubted_claims` made neutral blanked (same length, offsets kept) —
    for the checks that read the text itself (the attack's object: 「オーバーキルってUNITを攻撃した時だけだ
    よね?」 names no target)."""
    out = question
    for s, e in read_doubts(question, facts):
        out = out[:s] + " " * (e - s) + out[e:]
    return out


def read_doubts(question: str, facts: Sequence[Fact]) -> list[tuple[int, int]]:
    """The sentences `doubted_claims` made neutral (each holds a ``doubted_claim`` fact): their unread
    words (「半分しか入らないんだっけ?」) are the asker's belief too, no material of the situation."""
    return [
        (s, e)
        for s, e in _sentences(question)
        if any(f.concept == "doubted_claim" and s <= f.start and f.end <= e for f in facts)
    ]
