"""The side of an attack's object (round 20 trap audit): an object told with its owner right before
the attack verb (「パワー5000の相手リーダーにアタック」「俺のリーダーにアタックしてきた」「相手を攻撃」)
is on that owner's seat, so some scripted attack must be aimed at that seat. onepiece
「…パワー5000のキャラにドン!!を1枚付けて、パワー5000の相手リーダーにアタック。…相手のライフは?
あ、今は相手のターンだった。」 had been run as the opponent's character attacking the asker's leader
(the turn told made the opponent the attacker) and the opponent's untouched life stated.
`inverse.wrong_target` checks a player against a card only; leaders are never checked as unseated
cards (`inverse.unseated_cards`). A passive (「相手のリーダーにアタックされた」 is no object) and card
text in 「」 (its 相手 is its controller's) are not checked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.acting import _named_seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.seating import Board, quoted

_ATTACKS = frozenset({"attack", "attacked", "aisatsu"})
# the object's particle between the owned noun and the verb (「相手リーダーに」「相手のキャラ(パワー3000)を」)
_OBJECT_TAIL = re.compile(r"\s*(?:[(（][^()（）]{0,12}[)）])?\s*(?:を|に|へ)\s*(?:直接\s*|そのまま\s*)?")
_PASSIVE = re.compile(r"\s*(?:され|られ)")
_SCRIPTED = frozenset({"attack", "aisatsu"})


def _object(reading: Reading, verb: Fact) -> Fact | None:
    """The owned card (or player word) the attack verb takes as its object, right before it."""
    text = reading.text
    found = [
        f
        for f in reading.facts
        if f.role in (Role.CARD, Role.OWNER) and not f.negated and f.end <= verb.start
        and _OBJECT_TAIL.fullmatch(text, f.end, verb.start)
    ]  # fmt: skip
    return max(found, key=lambda f: (f.end, f.role is Role.CARD), default=None)


# a particle or a break between the owner word and the card: the owner word is another phrase's
# (「相手がリーダーを殴ってきた」: the subject, not the leader's owner)
_NOT_POSSESSIVE = re.compile(r"[がはでをにへもと、。,!?！？]|から|けど")


def _possessed(reading: Reading, obj: Fact) -> bool:
    """The object is a player word itself (「相手を攻撃」) or its owner word stands in its own noun phrase
    (「相手の…リーダー」「相手リーダー」)."""
    if obj.role is Role.OWNER:
        return True
    words = [o for o in reading.of(Role.OWNER) if o.end <= obj.start and o.owner == obj.owner]
    return bool(words) and not _NOT_POSSESSIVE.search(reading.text[words[-1].end : obj.start])


def misowned_object(
    reading: Reading, game: str, payload: Mapping[str, Any], seats: Mapping[str, str]
) -> str | None:
    """Why the scripted attacks miss the side the question's attack object is on, or None. The seats are
    those the scenario's own card names give (「自分のリーダー」 on player1); a scenario that names none
    is not checked (the planner's seating may be a guess: ninjaslayer-bf-09)."""
    named = _named_seats(payload)
    if named is None:
        return None
    seats = named
    board = Board(game, payload)
    attacks = [a for a in board.scripts if str(a.get("type") or a.get("kind")) in _SCRIPTED]
    if not attacks:
        return None
    aimed = {seat for act in attacks for seat in board.aimed(act)}
    if not aimed:
        return None
    text = reading.text
    for verb in reading.of(Role.ACTION):
        if verb.concept not in _ATTACKS or verb.negated or quoted(text, verb.start):
            continue
        if "され" in verb.text or "られ" in verb.text or _PASSIVE.match(text, verb.end):
            continue
        obj = _object(reading, verb)
        if obj is None or obj.owner not in seats or quoted(text, obj.start) or not _possessed(reading, obj):
            continue
        if seats[str(obj.owner)] not in aimed:
            who = "自分" if obj.owner == "self" else "相手"
            return f"質問の攻撃対象は{who}の「{obj.text}」ですが、シナリオの攻撃はその側を対象にしていません"
    return None
