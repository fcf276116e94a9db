"""A card named again by a demonstrative (「そのリゾネイター」「このルーラー」) is the card named before it.

The shared reader gives a card the owner of the player marked が/は before it in its sentence
(「相手がそのリゾネイターを破壊した」: the opponent's), which an anaphor does not take: 「自分のリゾネイター
に「…破壊されない」をかけた。相手がそのリゾネイターを破壊する呪文をプレイ」 had read two resonators of two
players, and every one-card plan declined it. The anaphor takes the owner of the last card of its kind
named before it outside card text (none when that one has none)."""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import quoted
from service.answering.reading.model import Reading, Role

_THAT = re.compile(r"(?:その|この|当該の?)\s*$")
_SUBJECT = re.compile(r"\s*(?:が|は|も)\s*、?\s*")
_WHY = "a card named again by a demonstrative (「その」「この」): the owner of the card it refers to"


def anaphora(reading: Reading) -> Reading:
    """Each demonstrative's card outside quotes right after a subject (「相手がそのリゾネイターを」) given the
    owner of the last same-kind card before it; an owner told otherwise (「そのリゾネイターは相手のもの」)
    stays."""
    text = reading.text
    facts = list(reading.facts)
    for i, f in enumerate(facts):
        if f.role is not Role.CARD or quoted(reading, f) is not None:
            continue
        that = _THAT.search(text, max(0, f.start - 4), f.start)
        if that is None or not any(
            o.role is Role.OWNER and o.end <= that.start() and _SUBJECT.fullmatch(text, o.end, that.start())
            for o in facts
        ):
            continue  # only the owner taken from the subject before it (「相手がその…」) is replaced
        before = [
            g
            for g in facts[:i]
            if g.role is Role.CARD
            and g.concept == f.concept
            and g.end <= f.start
            and quoted(reading, g) is None
        ]
        if not before or before[-1].owner == f.owner:
            continue
        facts[i] = dataclasses.replace(f, owner=before[-1].owner, why=_WHY)
    new = tuple(facts)
    return reading if new == reading.facts else dataclasses.replace(reading, facts=new)


# 「前の攻撃でもうダメージ100乗ってる」「さっきの戦闘で300ダメージ受けてる」: the attack that put the damage
# the card holds — §10 has no attack; the damage held is the state the question tells
_BY_ATTACK = re.compile(
    r"\s*(?:で|によって|により)\s*(?:もう|すでに|既に)?\s*(?:ダメージ\s*(?:が|を)?\s*)?\d+\s*(?:点)?\s*(?:の)?\s*(?:ダメージ)?\s*(?:が|を)?\s*(?:乗|のっ|受け|溜ま|たま)"
)
_HELD_WHY = "the attack told as how a card came to hold its damage: no act, the damage held is the state"


def attack_held(reading: Reading) -> Reading:
    """An attack told only as the source of damage a card already holds is no act of the situation."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="attack_past", why=_HELD_WHY)
        if f.role is Role.ACTION and f.concept == "attack" and _BY_ATTACK.match(reading.text, f.end)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「「このカードに与えられるダメージを200軽減する」持ち」: a card's own prevention, quoted
_CARD_SHIELD = re.compile(
    r"[「『]([^「」『』]*この(?:カード|リゾネイター|J/リゾネイター)[^「」『』]*軽減[^「」『』]*)[」』]"
)


def card_shields(reading: Reading) -> list[str]:
    """The quoted preventions a card carries for itself (its printed text, which the gate looks for on a
    card of the scenario)."""
    return [m.group(1) for m in _CARD_SHIELD.finditer(reading.text)]


# 「魔石(Jルーラーとかじゃない普通のやつ)」「リゾネイターじゃなくて」: a kind the card is said not to be
_NOT_KIND = re.compile(r"\s*(?:とか|など|なんか|って)?\s*(?:じゃ|では|でも)\s*(?:な[いく]|ありません)")
_NOT_KIND_WHY = "a card kind the question says the card is not (「Jルーラーとかじゃない」): no card of it"


def kind_denied(reading: Reading) -> Reading:
    """A card word followed by its denial (「(Jルーラーとかじゃない普通のやつ)」) names no card of the
    situation: read as one, the one-card plans had seen two cards and declined."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="kind_denied", why=_NOT_KIND_WHY)
        if f.role is Role.CARD and quoted(reading, f) is None and _NOT_KIND.match(reading.text, f.end)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
