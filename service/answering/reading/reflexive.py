"""「相手がスクラムサポートで自分のUNITにサポート付けてきた」: the reflexive 自分 of a clause whose subject
is the opponent (step 4b of `reader.read`, after `fact_owners`).

自分 is the asker's word for themself, except where the opponent is the clause's subject and its act
can only be done to the actor's own card: then 自分 is the opponent's own. The acts are data (the
action concepts below: kiseki's スクラムサポート targets a UNIT its player controls, 1218.2, 1219.2a);
the spoken first persons (こっち, 俺) never turn. Read as the asker's, the supported UNIT had been seated
on the asker's side and its stats given to the asker's attacker (blind Y kiseki-by-05).

A player's count told right after the opponent as topic or subject (「相手は自分のダメージ・ゾーンが8枚」
「相手が自分のライフは2枚だと言ってる」) is the opponent's own: nothing but the particle stands between
the two, and the count is a state told (its value, no を of an act done to it). Read as the asker's, the
opponent's zone had been left at the start's 0 and a lost game stated as none (audit 29h, ninjaslayer).
"""

from __future__ import annotations

import re
from itertools import pairwise

from service.answering.reading.model import Fact, Role

# action concepts whose object is a card the actor controls
_OWN_OBJECT_ACTS = frozenset({"support"})
_SENTENCE_END = re.compile(r"[。?？!！\n]")
_SUBJECT = re.compile(r"\s*(?:が|は)")
_ADJACENT_SUBJECT = re.compile(r"\s*(?:が|は)\s*")
_NO = re.compile(r"\s*の\s*")


def reflexive_owners(question: str, facts: list[Fact]) -> list[Fact]:
    owners = sorted((f for f in facts if f.role is Role.OWNER), key=lambda f: f.start)
    turned: dict[int, Fact] = {}
    for prev, f in pairwise(owners):
        if f.text != "自分" or prev.owner != "opponent" or not _SUBJECT.match(question, prev.end):
            continue
        if _SENTENCE_END.search(question, prev.end, f.start):
            continue
        end = _SENTENCE_END.search(question, f.end)
        stop = end.start() if end else len(question)
        acts = [a for a in facts if a.role is Role.ACTION and prev.end <= a.start < stop]
        if any(a.concept in _OWN_OBJECT_ACTS and not a.negated for a in acts) or _own_count(
            question, prev, f, facts
        ):
            turned[id(f)] = f
    if not turned:
        return facts
    out: list[Fact] = []
    for f in facts:
        if id(f) in turned or (f.owner == "self" and _owned_by(f, owners, turned, question)):
            f = Fact(f.start, f.end, f.text, f.role, f.concept, f.value, "opponent", f.negated, f.why)
        out.append(f)
    return out


def _own_count(question: str, subject: Fact, self_word: Fact, facts: list[Fact]) -> bool:
    """「相手は自分のダメージ・ゾーンが8枚」: the opponent's topic, then 自分の and a player's count told."""
    if not _ADJACENT_SUBJECT.fullmatch(question, subject.end, self_word.start):
        return False
    no = _NO.match(question, self_word.end)
    if no is None:
        return False
    return any(
        q.role is Role.QUANTITY
        and q.start == no.end()
        and q.value is not None
        and "を" not in q.text
        and not _NO.match(question, q.end)  # 「自分のライフ1枚のリーダー」: a noun's modifier, the asker's
        for q in facts
    )


def _owned_by(f: Fact, owners: list[Fact], turned: dict[int, Fact], question: str) -> bool:
    """The owner word nearest before `f` is a turned 自分, in its phrase (no 、/。 between)."""
    before = [o for o in owners if o.end <= f.start]
    if not before or id(before[-1]) not in turned:
        return False
    return re.search(r"[、。,?？!！]", question[before[-1].end : f.start]) is None
