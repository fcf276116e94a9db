"""An attack told with one side's card aimed at that same side: 「相手のUNITで相手プレイヤーを攻撃できる?」.

A player attacks with their own cards and at the other player or the other player's cards (kiseki
803.3 「攻撃する自分の UNIT」, 803.5; onepiece 7-1; sve 8.4.1; ninjaslayer 704.3 / 704.4). A question
whose instrument (「<side>の…で」) and object (「<side>(プレイヤー)を」「<side>の…に」) name one side
describes no attack the rules allow — and no run holds it as told: kiseki's attack builder had run the
opponent's UNIT attacking the asker and stated 'yes' (style audit 18c). Withheld, but for the 'no' the
rules give such an act asked with 「…できる?」.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

__all__ = ["same_side"]

_ATTACKS = frozenset({"attack", "aisatsu"})
_SENTENCE_END = re.compile(r"[。!！?？\n]")
# 「…のUNITで」「…のキャラ(パワー5000)で」 — not 「でも」「では」
_WITH = re.compile(r"\s*(?:[(（][^)）]{0,20}[)）])?\s*で(?![もはき])")
# the object right before the attack verb: 「相手(プレイヤー)を」「相手の…UNITに」
_OBJECT = re.compile(r"\s*(?:[(（][^)）]{0,20}[)）])?\s*(?:プレイヤー|本体)?\s*(?:を|に|へ)\s*(?:直接)?\s*$")


def same_side(reading: Reading, asks: str, value: object) -> str | None:
    """Why the verdict is withheld: an attack told with a card of one side whose object, named by an owner
    word of its own after the instrument, is that side's. A 'no' to 「…できる?」 is the rules' answer
    (ninjaslayer 704.4: 「自分のキャラで、自分の場の他のキャラにアイサツできる?」) and stands."""
    if asks == "can" and value == "no":
        return None
    text = reading.text
    for act in reading.of(Role.ACTION):
        if act.concept not in _ATTACKS or act.negated or "され" in act.text:
            continue
        begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, act.start)), default=0)
        tools = [
            f for f in reading.of(Role.CARD)
            if begin <= f.start and f.end <= act.start and f.owner and _WITH.match(text, f.end)
        ]  # fmt: skip
        if not tools:
            continue
        tool = tools[-1]
        # the object's own owner word after the instrument (「自分のUNITで【ヘイト】のないUNITを」: none)
        owners = [o for o in reading.of(Role.OWNER) if tool.end <= o.start and o.end <= act.start]
        objects = [
            f for f in (*owners, *reading.of(Role.CARD))
            if tool.end <= f.start and f.end <= act.start and _OBJECT.fullmatch(text, f.end, act.start)
        ]  # fmt: skip
        if not objects or not owners:
            continue
        side = owners[-1].owner
        if side is not None and side == tool.owner and owners[-1].start <= objects[-1].start:
            return "攻撃に使うカードと攻撃される側が同じプレイヤーのものとして書かれています"
    return None
