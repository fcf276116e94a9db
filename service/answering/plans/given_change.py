"""A stat change given to a told card right before its fight (sve, ninjaslayer, onepiece):
「攻撃力2・体力3のフォロワーに「ターン終了時まで+1/+0」を与えてから、…を攻撃」,
「耐久力2のキャラに「このターン+0/+2」を使った。そこにカラテ3のキャラでアイサツ」.

The quote, read whole by `reading.card_text` into one ``modify`` of this turn (or of no said duration) with
nothing unread, is given to the card noun told right before it with 「に」 and a giving verb after it
(「を与え」「を使っ」「をかけ」). The game's other plans build the fight from the question with the quote
blanked with its 「に」 and its giving verb (`card_text.outside_quotes`: 「…フォロワー      相手の
リーダーを攻撃」, so the に-noun is no attacked card); the card is found in their scenario by the stats told
of it (one card only), and the change is scripted on it before the fight (sve 5.26.1, 7.4.8: it lasts
until the turn ends; ninjaslayer 1303.1: resolved in the キャラクターフェイズ, then the イクサ). The plan
names the quote it read with its giving words (`BuiltScenario.quoted`), so the gate counts their facts
used; every other fact still has to be reflected. A turn told outside the quote, a quote naming a card
or a player of its own, or several quotes decline.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from service.answering.reading.card_text import outside_quotes, quoted, read_text
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

Plan = Callable[[Reading], BuiltScenario | None]

# 「…に「…」を与えて/を使って/をかけて/を撃って」: the quote given to the noun before its に
_GIVING = re.compile(
    r"\s*(?:の\s*効果)?\s*を\s*(?:与え|使[っうい]|かけ|付け|付与|撃っ|打っ|発動し?)(?:て(?:から)?|た|で|だ)?\s*[、,]?"
)
_TO = re.compile(r"に\s*(?:効果で\s*)?$")
# a stat told of the noun in its own phrase: no clause break between them
_BREAK = re.compile(r"[、。,?!]|[でをがは](?=\S)")
# the fight the change comes before, per game: the scripted action kinds that are one
_FIGHTS = {"sve": ("attack",), "ninjaslayer": ("aisatsu",), "onepiece": ("attack",)}
# the card stat concepts the reader gives and the scenario keys that hold them
_KEYS = {
    "sve": {"attack": "attack", "health": "health"},
    "ninjaslayer": {"karate": "karate", "durability": "durability", "kousaku": "kousaku"},
    "onepiece": {"power": "power"},
}
_FIELD = {"sve": "field", "ninjaslayer": "field", "onepiece": "characters"}


def _quote(reading: Reading, game: str) -> tuple[int, int, dict[str, Any], Fact] | None:
    """The one quote given to a card: the span of 「に「…」を与えて」, the stat change, the card noun."""
    quotes = quoted(reading.text)
    if len(quotes) != 1:
        return None
    start, end, body = quotes[0]
    text = read_text(body, game)
    # a triggered ability's text (「ラストワード …」) is no change given now
    if text.unread or text.chosen or text.players or getattr(text, "timing", None) or len(text.effects) != 1:
        return None
    effect = text.effects[0]
    if effect["effect"] != "modify" or effect.get("duration", "end_of_turn") != "end_of_turn":
        return None
    giving, to = _GIVING.match(reading.text, end), _TO.search(reading.text[:start])
    if giving is None or to is None:
        return None
    before = [f for f in reading.of(Role.CARD) if f.end <= to.start()]
    if not before or reading.text[before[-1].end : to.start()].strip():
        return None  # 「…フォロワーに「…」」: the noun right before its に
    return to.start(), giving.end(), dict(effect["stats"]), before[-1]


def _told_stats(reading: Reading, noun: Fact, game: str) -> dict[str, int]:
    """The stats told of `noun` in its own phrase (「攻撃力2・体力3のフォロワー」, 「(カラテ3)」 after it)."""
    keys = _KEYS[game]
    out: dict[str, int] = {}
    for f in reading.of(Role.STAT):
        if f.concept not in keys or not isinstance(f.value, int) or f.negated:
            continue
        if f.end <= noun.start:
            gap = reading.text[f.end : noun.start]
        elif f.start >= noun.end and reading.text[noun.end : f.start].lstrip().startswith("("):
            gap = reading.text[noun.end : f.start].lstrip()[1:]
        else:
            continue
        if not _BREAK.search(gap) and len(gap) <= 12:
            out[keys[f.concept]] = int(f.value)
    return out


def _recipient(payload: dict[str, Any], stats: dict[str, int], game: str) -> tuple[str, str] | None:
    """(seat, card id) of the one field card of the payload holding every stat told of the recipient."""
    found = [
        (seat, str(card["id"]))
        for seat in ("player1", "player2")
        for card in payload.get(seat, {}).get(_FIELD[game], [])
        if "id" in card and all(card.get(k) == v for k, v in stats.items())
    ]
    return found[0] if len(found) == 1 else None


def _scripted(payload: dict[str, Any], uid: str, change: dict[str, int], game: str) -> dict[str, Any] | None:
    """The payload with the change on card `uid` before its fight, or None when the fight is not the run's
    only kind of action (the change must come right before it)."""
    actions = list(payload.get("actions", []))
    kinds = {a.get("type", a.get("kind")) for a in actions}
    if not actions or not kinds <= set(_FIGHTS[game]):
        return None
    effect = {"effect": "modify", "stats": change, "target": {"card": uid}, "duration": "end_of_turn"}
    if game == "sve":
        return payload | {"actions": [{"type": "resolve", "effects": [effect]}, *actions]}
    if game == "onepiece":  # the power change resolved in the main phase, before the attack
        return payload | {"actions": [{"type": "effect"} | effect, *actions]}
    if payload.get("phase") != "ikusa":
        return None
    # 1303.1: resolved in the キャラクターフェイズ, then the イクサフェイズ's アイサツ
    moved = [{"type": "effect"} | effect, {"kind": "end_phase"}, *actions]
    return payload | {"phase": "character", "actions": moved}


def given_change(game: str, inner: tuple[Plan, ...]) -> Plan:
    """The plan of `game`: its `inner` plans' fight with the quoted change given to its card first."""

    def planned(reading: Reading) -> BuiltScenario | None:
        found = _quote(reading, game)
        if found is None:
            return None
        start, end, change, noun = found
        fights = [f for f in reading.of(Role.ACTION) if f.start >= end and not f.negated]
        if not fights or any(not start <= f.start < end for f in reading.of(Role.TURN)):
            return None  # no fight after the change, or a turn told (「前のターンに…」: it may have ended)
        stats = _told_stats(reading, noun, game)
        if not stats:
            return None
        bare = outside_quotes(reading, ((start, end),))
        for plan in inner:
            built = plan(bare)
            if built is None:
                continue
            payload = dict(built.payload)
            where = _recipient(payload, stats, game)
            scripted = _scripted(payload, where[1], change, game) if where is not None else None
            if scripted is None:
                return None
            return replace(built, payload=scripted, quoted=(*built.quoted, (start, end)))
        return None

    planned.__name__ = f"{game}_given_change"
    return planned
