"""A referent carries its card's side: 「アクト状態の【守護】持ちがいるけど、そいつ【威圧】も持ってる。」

A clause opened by a referent (そいつ / こいつ / あいつ / そのフォロワー / そのキャラ …) says more about the
card named just before it (of the kind it names; a bare そいつ, any card but a leader); the keyword it
names right after it (「そいつ【威圧】も持ってる」), without an owner word of its own, is that card's
side's — only that shape: with a particle (「そいつは【武術】持ち」「そのキャラは【バニッシュ】持ち」) the
plans already read the referent, and taking it here changed their verdicts.
Proximity (`fact_owners`) had left 【威圧】 with no owner and a plan gave it to the asker's follower (blind
AJ sve-aj-09: 'no' for an attack on the leader that 威圧 on the opponent's 守護 follower allows,
12.11.2). The facts after the referent take the owner of the last owned card before it, up to the next
owner word, the clause's end (、。?) or an action (an act told after it is the question's own matter).

A state told of a referent that takes back a state told before (「相手のレストしてる…キャラにアタック。…でも
そのキャラ、実はアクティブだった」, `unplaced_correction`, round 21) and left without an owner withholds the
verdict: the planner had put the アクティブ on the asker's leader, and KO was stated for an attack the
corrected state forbids (onepiece 7-1, sve 8.4.3.1).
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Reading, Role

__all__ = ["referent_owners", "unplaced_correction"]

# a state told of a referent after a pause or a particle, often as a correction
# (「そのキャラ、実はアクティブだった」「そいつ実はスタンド状態だった」): which card it means is not read
# (「このキャラ(レスト)」 is the card the question is about, not the one named last)
_STATED = re.compile(
    r"(?:そいつ|こいつ|あいつ|(?:その|この|あの)\s*(?P<kind>フォロワー|キャラ(?:クター)?|UNIT|ユニット|リゾネイター))"
    r"(?:\s*(?:は|も|って|が|、|,))?\s*(?:実は|じつは|本当は|ほんとは|やっぱり)?\s*(?=\S)"
)

_REFERENT = re.compile(
    r"(?:そいつ|こいつ|あいつ|(?:その|この|あの)\s*(?P<kind>フォロワー|キャラ(?:クター)?|UNIT|ユニット|リゾネイター))"
    r"\s*(?=【)"
)
# a keyword or state told of the referent (not a stat: 「そいつを4/5に進化」 gives another card's)
_TOLD = frozenset({Role.KEYWORD, Role.STATE})
# the card concepts a referent's noun names (the lexicons' CARD ids)
_KINDS = {
    "フォロワー": {"follower"},
    "キャラ": {"character", "follower"},
    "キャラクター": {"character", "follower"},
    "UNIT": {"unit"},
    "ユニット": {"unit"},
    "リゾネイター": {"resonator"},
}
_CLAUSE_END = re.compile(r"[、。!?!?\n,]")


def referent_owners(question: str, facts: list[Fact]) -> list[Fact]:
    out = list(facts)
    ordered = sorted(range(len(out)), key=lambda i: out[i].start)
    for m in _REFERENT.finditer(question):
        before = [out[i] for i in ordered if out[i].end <= m.start()]
        kinds = _KINDS.get(m.group("kind") or "")
        cards = [
            f
            for f in before
            if f.role is Role.CARD
            and f.owner is not None
            and (f.concept in kinds if kinds else f.concept != "leader")
        ]
        if not cards:
            continue
        side = cards[-1].owner
        end = _CLAUSE_END.search(question, m.end())
        stop = end.start() if end is not None else len(question)
        for i in ordered:
            f = out[i]
            if f.start < m.end():
                continue
            if f.start >= stop or f.role in (Role.OWNER, Role.ACTION, Role.ASK):
                break
            if f.role in _TOLD and f.owner is None:
                out[i] = replace(f, owner=side)
    return out


# the states that exclude each other on one card: a referent's later one takes back the earlier (a correction)
_OPPOSITE = {"rested": {"active"}, "active": {"rested", "stunned"}, "stunned": {"active"}}


def unplaced_correction(reading: Reading) -> str | None:
    """Why the verdict is withheld: a referent tells a card a state opposite to one told before
    (「相手のレストしてる…キャラにアタック。…訂正、そのキャラはアクティブです。」) and which card it
    means is not read — the run would put the correction on whichever card matched it, or keep the state
    taken back."""
    facts = sorted(reading.facts, key=lambda f: f.start)
    for m in _STATED.finditer(reading.text):
        end = _CLAUSE_END.search(reading.text, m.end())
        stop = end.start() if end is not None else len(reading.text)
        for f in facts:
            if f.start < m.end() or f.start >= stop or f.role is not Role.STATE or f.owner is not None:
                continue
            taken_back = _OPPOSITE.get(f.concept, set())
            if any(e.role is Role.STATE and e.concept in taken_back and e.end <= m.start() for e in facts):
                return f"「{m.group(0).strip()}…{f.text}」がどのカードのことか読み取れませんでした"
    return None
