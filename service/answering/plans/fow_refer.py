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
