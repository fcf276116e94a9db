"""A sentence that goes on listing a side's field (「相手の場に…。あと…が1体。」) keeps that side.

「相手の場に【守護】持ちが1体いるんですが、こいつはスタンド状態です。あとアクト状態の守護なしフォロワーが
1体。僕の…フォロワーで」: the second sentence names no owner, so proximity (`fact_owners`) left its
state, keyword and count with none, and a plan took the unowned follower for the asker's — the
verdict 'no' said the asker's follower was acted (sve-by-06, round 13). A sentence opened by a word
that adds to what was just listed (あと / それと / それから / 他に / さらに / 加えて) continues the
previous sentence's list; when that sentence put cards on one side's field (「相手の場に」「自分の
フィールドには」), the unowned facts of the continuing sentence before its own first owner word are
that side's. 「あと1点で」 (a count still needed) and 「そのあと」 (a time) continue nothing.
Shared by every game's reader; a sentence with an owner word of its own is untouched up to it, and a
continuing sentence whose first owner word names the other side (「あと…が1体、こっちの場に」「あと攻撃力3の
俺のフォロワーで」) gives nothing: the facts before that word may be its side's (audit13).
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Role

__all__ = ["continued_owners"]

_OWNED = frozenset({Role.QUANTITY, Role.STAT, Role.KEYWORD, Role.STATE, Role.CARD})
_SENTENCE_END = re.compile(r"[。!?!?\n]")
# the opening of a sentence that adds to the list before it; not 「あと1点」「あとで」「あとは何を」, but
# 「あと2/2の守護持ちもいる」 (a card's 攻撃力/体力, audit13: it had been made the asker's attacker)
_GOES_ON = re.compile(
    r"\s*(?:あと(?![0-9０-９]+\s*[^/／0-9０-９]|[一二三四五六七八九十でにからのはも])|それと|それから|他に|ほかに|さらに|加えて)"
)
# an owner word that names a field cards were put on: 「相手の場に」「自分のフィールドには」「相手側の盤面」
_FIELD_AFTER_OWNER = re.compile(
    r"(?:側)?の\s*(?:場|フィールド|盤面|バトルエリア|キャラエリア|エリア|ステージ)(?:に|には|は|で|にも)?"
)


def _sentences(question: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    start = 0
    for m in _SENTENCE_END.finditer(question):
        out.append((start, m.end()))
        start = m.end()
    if start < len(question):
        out.append((start, len(question)))
    return out


def _field_owner(question: str, owners: list[Fact], start: int, end: int) -> str | None:
    """The side whose field the sentence [start, end) lists cards on (the last one it names)."""
    found = [o.owner for o in owners if start <= o.start < end and _FIELD_AFTER_OWNER.match(question, o.end)]
    return found[-1] if found else None


def continued_owners(question: str, facts: list[Fact]) -> list[Fact]:
    owners = [f for f in facts if f.role is Role.OWNER and f.owner is not None]
    if not owners:
        return facts
    given: dict[int, str] = {}  # fact index → the side its continuing sentence lists
    listed: str | None = None  # the side the previous sentence listed (carried through a continuation)
    for start, end in _sentences(question):
        goes_on = _GOES_ON.match(question, start)
        own = _field_owner(question, owners, start, end)
        if goes_on is not None and listed is not None:
            first = min((o for o in owners if start <= o.start < end), key=lambda o: o.start, default=None)
            first_owner = end if first is None else first.start
            # 「あとアクト状態の守護持ちが1体、こっちの場に」「あと攻撃力3の俺のフォロワーで」: an owner
            # word of the other side after the facts may be theirs — the list goes on only up to its own;
            # 「あと前のターンからいる攻撃力3のフォロワーで相手リーダーを攻撃」: a move told (or asked),
            # not the list going on — its card is the mover's (audit13: the attacker had been the opponent's)
            moves = any(f.role in (Role.ACTION, Role.ASK) and start <= f.start < end for f in facts)
            if (first is None or first.owner == listed) and not moves:
                for i, f in enumerate(facts):
                    if f.role in _OWNED and f.owner is None and goes_on.end() <= f.start < first_owner:
                        given[i] = listed
            listed = own or (listed if first_owner == end else None)
        else:
            listed = own
    if not given:
        return facts
    return [
        Fact(f.start, f.end, f.text, f.role, f.concept, f.value, given[i], f.negated, f.why)
        if i in given
        else f
        for i, f in enumerate(facts)
    ]
