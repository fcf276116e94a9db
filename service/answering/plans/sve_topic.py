"""Shadowverse Evolve: a stat said of the card its は/が marks takes that card's owner
(`plans.sve.REREAD`).

The shared reader gives a stat the owner word before it in the same noun phrase, and stops at a case
particle: 「相手のフォロワーが攻撃力3のフォロワーを攻撃」 — the 攻撃力3 is the other follower's. A stat
that is the predicate of its clause, though, is said of the card its は/が marks: 「こっちのリーダーは
体力3」「自分のリーダーが体力2」「相手のリーダーは残り体力4」「相手のフォロワーは攻撃力3・体力5」. Such a
stat is not followed by の (「…は攻撃力3のフォロワーを」 is attributive: the next noun's), and a second stat
joined to it by ・ / と / 、 is said of the same card. Without this, a plan reading the players' 体力 by
owner (the effect on each player's leader, 1.3.4.1 and 11.2.1) found no owner and ran nothing.

The reader also gives a quantity the owner word right after it (「ライフ3枚の相手リーダー」). An owner
word with its own case particle there is the verb's target, not the quantity's possessor: 「PP最大値5の
状態で相手にターンを返した」 is the asker's PP max, handed over to the opponent (`target_owner`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Reading, Role

# 「リーダーは」「リーダーが」「リーダーって」「リーダーも」「リーダーは今」「リーダーは残り」: the topic
# marker between the card noun and its stat
_MARKED = re.compile(r"\s*(?:は|が|って|も)\s*(?:今|いま|現在|まだ)?\s*(?:残り|あと)?\s*")
# 「攻撃力3・体力5」「攻撃力3と体力5」「体力3、攻撃力2」: a second stat of the same card
_JOINED = re.compile(r"\s*(?:・|/|と|、|,)\s*")
# 「体力3のフォロワー」: attributive, the next noun's
_ATTRIBUTIVE = re.compile(r"\s*の(?!で|に)")


def _marked_card(reading: Reading, f: Fact) -> Fact | None:
    """The card whose は/が marks the stat `f` right after it, with an owner of its own."""
    cards = [c for c in reading.of(Role.CARD) if c.end <= f.start and c.owner in ("self", "opponent")]
    if not cards:
        return None
    card = cards[-1]
    return card if _MARKED.fullmatch(reading.text, card.end, f.start) else None


def _chains(reading: Reading) -> list[list[Fact]]:
    """The stats in runs joined by ・ / と / 、 (「攻撃力3・体力5」), in order."""
    chains: list[list[Fact]] = []
    for f in reading.of(Role.STAT):
        if chains and _JOINED.fullmatch(reading.text, chains[-1][-1].end, f.start):
            chains[-1].append(f)
        else:
            chains.append([f])
    return chains


def predicated_owner(reading: Reading) -> Reading:
    """Stats with no owner that are predicated of a card its は/が marks: that card's owner."""
    owned: dict[Fact, Fact] = {}
    for chain in _chains(reading):
        if _ATTRIBUTIVE.match(reading.text, chain[-1].end):
            continue  # 「…が攻撃力3・体力5のフォロワーを」: the next noun's
        card = _marked_card(reading, chain[0])
        if card is None:
            continue
        owned |= {f: replace(f, owner=card.owner) for f in chain if f.owner is None}
    if not owned:
        return reading
    return replace(reading, facts=tuple(owned.get(f, f) for f in reading.facts))


# 「相手に」「相手へ」「相手を」「相手と」: an owner word as the verb's target or partner
_TARGET = re.compile(r"\s*(?:に|へ|を|と)(?!\s*(?:いる|ある))")
_AFTER = 6


def target_owner(reading: Reading) -> Reading:
    """Quantities whose only owner is a target word right after them (「PP最大値5の状態で相手に」): none."""
    owners = reading.of(Role.OWNER)
    out: dict[Fact, Fact] = {}
    for f in reading.of(Role.QUANTITY):
        if f.owner not in ("self", "opponent"):
            continue
        if any(o.owner == f.owner and o.end <= f.start for o in owners if f.start - o.end <= 14):
            continue  # said before it too (「相手のPP最大値5」)
        after = [o for o in owners if f.end <= o.start <= f.end + _AFTER and o.owner == f.owner]
        if after and _TARGET.match(reading.text, after[0].end):
            out[f] = replace(f, owner=None)
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


# 「相手は」「相手が」: a player as the subject of its sentence's clause
_PLAYER_SUBJECT = re.compile(r"\s*(?:側)?\s*(?:は|が)(?!\s*(?:ある|いる))")
# 「横向きにしてた」「アクトさせた」「アクト状態にした」: the subject acted a card (an act of its own)
_ACTED_BY = re.compile(r"\s*(?:状態)?\s*(?:に|へ)\s*(?:し|させ)|\s*(?:させ|さ)(?:た|て)")
# 「自分のエンドフェイズに」 after another player's subject: that player's own (reflexive 自分)
_OWN_PHASE = re.compile(r"\s*の\s*(?:エンドフェイズ|ターン)")
_ACTED_WHY = "a card the subject player acted is that player's (12.8.2, 7.4.3: only its own)"


def acted_by_subject(reading: Reading) -> Reading:
    """「相手は自分のエンドフェイズに【守護】持ちのフォロワーを横向きにしてた」: a player can act only its
    own cards (7.4.3, 12.8.2), so the ownerless card the subject 相手 acted is the opponent's; the
    reflexive 「自分の」 of its phase is the opponent's too, and that phase is when the card was acted
    (history: the state is told as still held), not the situation's turn."""
    text, out = reading.text, {}
    subjects = [
        f for f in reading.of(Role.OWNER) if f.owner == "opponent" and _PLAYER_SUBJECT.match(text, f.end)
    ]
    for subject in subjects:
        end = min([i for i in (text.find(c, subject.end) for c in "。??!!\n") if i >= 0] or [len(text)])
        states = [
            f for f in reading.of(Role.STATE)
            if subject.end <= f.start < end and f.concept == "rested" and not f.negated
            and _ACTED_BY.match(text, f.end)
        ]  # fmt: skip
        if len(states) != 1:
            continue
        inside = [f for f in reading.facts if subject.end <= f.start and f.end <= states[0].end]
        if any(f.role in (Role.ACTION, Role.STAT, Role.QUANTITY) or f.owner == "self" for f in inside
               if not (f.role is Role.OWNER and _OWN_PHASE.match(text, f.end))):  # fmt: skip
            continue
        for f in inside:
            if f.role in (Role.CARD, Role.KEYWORD, Role.STATE) and f.owner is None:
                out[f] = replace(f, owner="opponent")
            elif f.role is Role.TURN and f.concept == "end_phase":
                out[f] = replace(f, role=Role.NEUTRAL, why=_ACTED_WHY)
            elif f.role is Role.OWNER and f.owner == "self" and _OWN_PHASE.match(text, f.end):
                out[f] = replace(f, role=Role.NEUTRAL, owner=None, why=_ACTED_WHY)
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))
