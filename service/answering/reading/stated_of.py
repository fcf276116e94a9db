"""A card state said as the predicate of a card that is the topic of its sentence: 「相手の耐久力4の
キャラ、さっき殴ってきたから今オジギ状態で寝てる」「相手のキャラは…もう寝てる」 — the state is that card's,
so it takes the card's owner.

The reader's owner words reach a state only within its own phrase (`fact_owners._near_owner`), so a state
said after a comma or a clause had no owner, and the planner's accounting took it as reflected by a
card of either seat — a scenario that put the opponent's オジギ on the asker's attacking card (which
then could not アイサツ, 704.3a-1) passed the gate (blind U, ninjaslayer-bu-19). Only a card marked
as the topic or subject (「、」「は」「が」「も」「って」) is the state's holder: a card with its own case
particle (「相手のキャラにアイサツして、オジギ状態になった」) is an object, and the state is then
left ownerless as before. The card must be the last card of the sentence before the state.

A referent as the topic (「相手の場にUNIT1体。そいつは今アクション状態」「…、そのUNITはアクション状態」)
holds the state for the card it refers to: the last card (or count of cards) told with an owner before
it (blind AC kiseki-ac-12, first try: the state went ownerless and no plan ran the attack).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

_END = re.compile(r"[。!?！？\n]")
# the card noun as topic or subject: 「キャラ、」「キャラは」「キャラが」「キャラも」「キャラって」
_TOPIC = re.compile(r"\s*(?:[、,]|は|が|も|って)")
_PHRASE = re.compile(r"[、,。!?！？\n]")


def topic_states(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each ownerless STATE given the owner of the topic card of its sentence."""
    cards = sorted((f for f in facts if f.role is Role.CARD and not f.negated), key=lambda f: f.start)
    out: list[Fact] = []
    for f in facts:
        if f.role is not Role.STATE or f.owner is not None:
            out.append(f)
            continue
        before = [c for c in cards if c.end <= f.start and not _END.search(question, c.end, f.start)]
        holder = before[-1] if before else None
        if (
            holder is not None
            and holder.owner in ("self", "opponent")
            and _TOPIC.match(question, holder.end)
            and not _attributive(question, f, facts)
        ):
            out.append(replace(f, owner=holder.owner))
        else:
            referred = _referred_owner(question, f, facts)
            out.append(replace(f, owner=referred) if referred else f)
    return out


# 「そいつは」「こいつって」「それは」「そのUNITは」「そのキャラが」: a card referred to again, as the topic
_REFERENT = re.compile(
    r"(?:そいつ|こいつ|あいつ|それ|その\s*(?:キャラ(?:クター)?|UNIT|ユニット|フォロワー|カード|リゾネイター|J?ルーラー"
    r"|やつ|子))\s*(?:[、,]|は|が|も|って)"
)
# 「…を」「…に」 after the card: an act's object
_OBJECT = re.compile(r"\s*(?:の\s*)?(?:フォロワー|キャラ(?:クター)?|UNIT|ユニット|カード)?\s*(?:を|に|へ)")
# what a referent may refer to: a card, a keyword's card, a count of cards on a field (「場にUNIT1体」)
_CARD_COUNTS = frozenset({"field_count", "characters", "followers", "units"})


def _referred_owner(question: str, state: Fact, facts: Sequence[Fact]) -> str | None:
    """The owner of the card a referent topic before `state` refers to (its sentence or the one before),
    when no other card stands between the referent and the state."""
    begin = max((m.end() for m in _END.finditer(question, 0, state.start)), default=0)
    begin = max((m.end() for m in _END.finditer(question, 0, max(begin - 1, 0))), default=0)
    refs = [m for m in _REFERENT.finditer(question, begin, state.start)]
    if not refs or _PHRASE.search(question, refs[-1].end(), state.start):
        return None
    ref = refs[-1]
    if any(f.role is Role.CARD and ref.end() <= f.start < state.start for f in facts):
        return None
    told = [
        f for f in facts
        if f.end <= ref.start() and not f.negated
        and (f.role in (Role.CARD, Role.KEYWORD) or (f.role is Role.QUANTITY and f.concept in _CARD_COUNTS))
    ]  # fmt: skip
    if not told:
        return None
    # the last card told before the referent is the one referred to; with no owner read, none is taken
    # (「自分のフォロワー、相手に守護持ちがいてそいつは…」: not the asker's follower)
    # the card told as there (「守護持ちがいて」「UNIT1体、」), not the object of an act (「相手のフォロワーを
    # 奪った。でもそいつは…」: the act may have changed whose it is)
    last = max(told, key=lambda f: f.end)
    if last.owner not in ("self", "opponent") or _OBJECT.match(question, last.end):
        return None
    return last.owner


def _attributive(question: str, state: Fact, facts: Sequence[Fact]) -> bool:
    """The state modifies a noun after it in its phrase (「横向きになってるこっちの必殺持ちに」): that
    card's, not the topic's — a card or an owner word before the phrase ends."""
    end = _PHRASE.search(question, state.end)
    stop = end.start() if end is not None else len(question)
    return any(f.role in (Role.CARD, Role.OWNER) and state.end <= f.start < stop for f in facts)
