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
            out.append(f)
    return out


def _attributive(question: str, state: Fact, facts: Sequence[Fact]) -> bool:
    """The state modifies a noun after it in its phrase (「横向きになってるこっちの必殺持ちに」): that
    card's, not the topic's — a card or an owner word before the phrase ends."""
    end = _PHRASE.search(question, state.end)
    stop = end.start() if end is not None else len(question)
    return any(f.role in (Role.CARD, Role.OWNER) and state.end <= f.start < stop for f in facts)
