"""A card whose side is told after it, as where it is: 「アクト状態のフォロワーが相手の場に1体いる」.

The owner word stands after the card (「…が相手の場にいる」), so proximity (`fact_owners`) left the
card's own state, keyword and stats with no owner, and a plan took them for the asker's card: sve
「アクト状態のフォロワーが相手の場に1体いる。俺のフォロワーで相手のリーダーを攻撃できる?」 stated 'no'
— 「自分のフォロワーはアクト状態です」 (style audit 18c; an acted follower without 【守護】 limits no
attack, 8.4.3.1). The unowned quantity, stat, keyword, state and card facts of the noun phrase before
「が/は/も + <side>の場に (N体) いる/ある」 — from the clause's start — are that side's; so are those
of 「…しか相手の場にいない」 (trap audit 22d: the acted state had been put on the asker's attacker). A
phrase with an owner word of its own is left as it is. Shared by every game's reader.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Role

__all__ = ["cleft_owners", "placed_owners"]

_OWNED = frozenset({Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.CARD})
# 「…が相手の場に1体いる」「…は自分のフィールドにあります」「…も向こうの場に出てる」 after the card
_PLACED = re.compile(
    r"\s*(?:[(（][^)）]{0,20}[)）])?\s*(?:が|は|も|(?P<only>しか)|だけ(?:が|は)?)\s*(?:、\s*)?(?P<owner>\S{1,4}?)\s*(?:側)?の\s*"
    r"(?:場|フィールド|盤面|バトルエリア|キャラ(?:クター)?エリア)\s*(?:に|には|にも)\s*"
    r"(?:[0-9０-９一二三四五]+\s*(?:体|枚|人|つ)\s*)?(?:だけ)?\s*"
    r"(?:いる|います|いた|いて|ある|あります|あって|(?P<none>いない|いません|ない|ありません)|出て|残って|並んで|"
    r"置かれて|立って)"
)
_CLAUSE_END = re.compile(r"[、。,!?！？\n]")
# 「【守護】持ちのアクト状態のフォロワーと、…フォロワーが相手の場にいる」: cards joined by 「と、」 share
# the place
_JOINED = re.compile(r"と\s*[、,]$")


def _phrase_start(question: str, end: int) -> int:
    start = max((c.end() for c in _CLAUSE_END.finditer(question, 0, end)), default=0)
    while start and _JOINED.search(question, 0, start):
        start = max((c.end() for c in _CLAUSE_END.finditer(question, 0, start - 1)), default=0)
    return start


# 「「このカードは破壊されない」を持ってるのは俺のJ」「【守護】を持つのは相手のフォロワー」「アクト状態なのは
# 自分のほう」: a keyword or state told first, its holder named after 「…のは」 (a cleft) — the holder's side
# is the keyword's (fow style audit 22e had put the asker's 破壊されない on the opponent's resonator, 10.9)
_CLEFT = re.compile(
    r"[」』]?\s*(?:を|が)?\s*(?:持って(?:い)?る|持ってた|持つ|持った|つけてる|ついてる|付いてる|なの|の)?"
    r"\s*(?:の|ん)?\s*(?:は|って)\s*、?\s*(?P<owner>\S{1,4}?)\s*(?:側)?の"
)

# 「「このキャラクターはアイサツできない」を持つ俺のキャラ」: a quoted text told as what the owned card after
# it holds (a relative clause)
_HELD_BY = re.compile(r"[」』]\s*(?:を持つ|を持った|持ちの)\s*(?P<owner>\S{1,4}?)\s*(?:側)?の")


def cleft_owners(question: str, facts: list[Fact]) -> list[Fact]:
    """The unowned keyword and state facts whose holder is told after them, as a cleft (「…を持ってるのは
    俺のJ」) or as the owned card a quote describes (「「…」を持つ俺のキャラ」), are the holder's side."""
    owners = [f for f in facts if f.role is Role.OWNER and f.owner in ("self", "opponent")]
    given: dict[int, str] = {}
    for f in facts:
        if f.role not in (Role.KEYWORD, Role.STATE) or f.owner or f.negated:
            continue
        m = _CLEFT.match(question, f.end) or _HELD_BY.match(question, f.end)
        if m is None or (
            m.re is _CLEFT and "のは" not in question[f.end : m.start("owner")].replace("んは", "のは")
        ):
            continue
        side = next((o for o in owners if o.start == m.start("owner") and o.end == m.end("owner")), None)
        if side is not None and side.owner is not None:
            given[id(f)] = side.owner
    if not given:
        return facts
    return [replace(f, owner=given[id(f)]) if id(f) in given else f for f in facts]


def placed_owners(question: str, facts: list[Fact]) -> list[Fact]:
    cards = [f for f in facts if f.role is Role.CARD and f.concept != "leader"]
    owners = [f for f in facts if f.role is Role.OWNER and f.owner in ("self", "opponent")]
    given: dict[int, str] = {}
    for card in cards:
        m = _PLACED.match(question, card.end)
        if m is None or (m.group("none") and not m.group("only")):
            continue  # 「…は相手の場にいない」: no such card there (「…しか…いない」: only those)
        side = next((o for o in owners if o.start == m.start("owner") and o.end == m.end("owner")), None)
        if side is None or side.owner is None:
            continue
        start = _phrase_start(question, card.start)
        phrase = [f for f in facts if start <= f.start and f.end <= card.end and f.role in _OWNED]
        if any(o for o in owners if start <= o.start < card.start) or any(f.owner for f in phrase):
            continue  # 「相手のアクト状態のフォロワーが…」: the phrase names its owner already
        for f in phrase:
            given[id(f)] = side.owner
    if not given:
        return facts
    return [replace(f, owner=given[id(f)]) if id(f) in given else f for f in facts]
