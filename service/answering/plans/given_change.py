"""A stat change given to a told card right before its fight (sve, ninjaslayer, onepiece):
「攻撃力2・体力3のフォロワーに「ターン終了時まで+1/+0」を与えてから、…を攻撃」,
「耐久力2のキャラに「このターン+0/+2」を使った。そこにカラテ3のキャラでアイサツ」.

The quote, read whole by `reading.card_text` into one ``modify`` of this turn (or of no said duration)
with nothing unread, is given to the card noun told right before it with 「に」 and a giving verb after
it (「を与え」「を使っ」「をかけ」), made by the noun's 「を」 and 「して」 (「フォロワーを「攻撃力+1」して
から」), or received by the noun its 「が/は」 marks (「フォロワーが「攻撃力-2」された」「キャラは
「+2/+0」を得て」). A damage replacement the noun holds already (「…フォロワーは「受けるダメージを1少な
くする」効果を持ってる」, `quoted_shield`; told unquoted as an effect's words, 「…は受けるダメージが1点
軽くなる効果を持ってる」) is put on it the same way before the one fight whose damage it meets (sve
10.2.1.3.2 / 10.10.1, ninjaslayer 1214.1 / 1102.4c; the games whose engine runs it, card_text.json
"reduces"). The game's other plans build the fight from the question with the quote
blanked with its 「に」 and its giving verb (`card_text.outside_quotes`: 「…フォロワー      相手の
リーダーを攻撃」, so the に-noun is no attacked card); the card is found in their scenario by the stats told
of it (one card only), and the change is scripted on it before the fight (sve 5.26.1, 7.4.8: it lasts
until the turn ends; ninjaslayer 1303.1: resolved in the キャラクターフェイズ, then the イクサ). The plan
names the quote it read with its giving words (`BuiltScenario.quoted`), so the gate counts their facts
used; every other fact still has to be reflected. A later turn told between the change and the fight
(「…を与えた。次の相手のターン、…攻撃された」) is run by `given_turns` (the change ends with its turn); any
other turn told outside the quote, a quote naming a card or a player of its own, or several quotes decline.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from service.answering.plans.given_turns import ACROSS_NOTE, Passage, across, turn_passage
from service.answering.plans.quoted_shield import _HELD, reduces
from service.answering.reading.card_text import outside_quotes, quoted, read_text
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

Plan = Callable[[Reading], BuiltScenario | None]

# 「…に「…」を与えて/を使って/をかけて/を撃って」: the quote given to the noun before its に
_GIVING = re.compile(
    r"\s*(?:の\s*効果)?\s*を\s*(?:与え|使[っうい]|かけ|付け|付与|撃っ|打っ|発動し?)(?:て(?:から)?|た|で|だ)?\s*[、,]?"
)
_TO = re.compile(r"に\s*(?:効果で\s*)?$")
# the same change told in the player's other words (audit 24e): the quote as the verb of the noun's
# を (「攻撃力2のフォロワーを「攻撃力+1」してから」), or received by the noun its が/は marks
# (「攻撃力1のフォロワーが「攻撃力-2」された」「…キャラは「+2/+0」を得て」)
_MADE = re.compile(r"\s*(?:に)?\s*(?:し|さ\s*せ)(?:て(?:から)?|た)\s*[、,]?")
_OBJECT = re.compile(r"を\s*$")
_RECEIVED = re.compile(
    r"\s*(?:を\s*(?:得|受け|もらっ)|(?:を\s*)?(?:付与|適用)?\s*され|(?:を\s*)?かけられ)"
    r"(?:て(?:から|いる|る)?|た)\s*(?:状態で)?\s*[、,]?"
)
_SUBJECT = re.compile(r"(?:が|は)\s*$")
_FORMS = ((_TO, _GIVING), (_TO, _MADE), (_OBJECT, _MADE), (_SUBJECT, _RECEIVED))
# a damage replacement the noun holds already (「相手のフォロワーは「受けるダメージを1少なくする」効果を
# 持ってる」, `quoted_shield._HELD`): put on it before the one fight whose damage it meets
_HOLDER = re.compile(r"(?:が|は|に)\s*$")
# the same replacement told without quotes as what an effect does (「相手のキャラは受けるダメージが1点軽く
# なる効果を持ってる」): its words up to 効果/能力 are the text
_TOLD_SHIELD = re.compile(
    r"(?P<body>(?:受ける|与えられる)\s*ダメージ\s*(?:を|は|が)[^「」『』。?？!！]{1,24}?)(?:という|って)?\s*(?:効果|能力)"
)
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
    told = _TOLD_SHIELD.search(reading.text) if not quotes else None
    if told is not None:
        quotes = [(told.start("body"), told.end(), told.group("body"))]
    if not quotes:
        return _unquoted(reading, game)
    if len(quotes) != 1:
        return None
    start, end, body = quotes[0]
    text = read_text(body, game)
    # a triggered ability's text (「ラストワード …」) is no change given now
    if text.unread or text.chosen or text.players or getattr(text, "timing", None) or len(text.effects) != 1:
        return None
    effect = text.effects[0]
    if told is not None and effect["effect"] != "reduce_damage":
        return None
    if effect["effect"] == "reduce_damage" and not effect.get("next") and reduces(game):
        held, to = _HELD.match(reading.text, end), _HOLDER.search(reading.text[:start])
        if held is None or to is None:
            return None
        return _noun_before(reading, to.start(), held.end(), {"reduce_damage": effect["amount"]})
    if effect["effect"] != "modify" or effect.get("duration", "end_of_turn") != "end_of_turn":
        return None
    form = next(
        (
            (to, giving)
            for particle, verb in _FORMS
            if (to := particle.search(reading.text[:start])) is not None
            and (giving := verb.match(reading.text, end)) is not None
        ),
        None,
    )
    if form is None:
        return None
    to, giving = form
    return _noun_before(reading, to.start(), giving.end(), dict(effect["stats"]))


def _noun_before(
    reading: Reading, at: int, end: int, change: dict[str, Any]
) -> tuple[int, int, dict[str, Any], Fact] | None:
    before = [f for f in reading.of(Role.CARD) if f.end <= at]
    if not before or reading.text[before[-1].end : at].strip():
        return None  # 「…フォロワーに「…」」: the noun right before its に
    return at, end, change, before[-1]


# 「フォロワーに+2/+0してから」「キャラが+2/+0を得て」「キャラに+1/+1を与えて」: a stat change written bare,
# given to the card noun right before its に (or its subject's が/は) by a giving verb (audit 24b)
_BARE_CHANGE = re.compile(r"(?:に|が|は)\s*([+＋][0-9]+\s*/\s*[+＋\-−][0-9]+)")
_BARE_GIVING = re.compile(
    r"\s*(?:して(?:から)?|した(?:後|あと)?|を?\s*(?:得|受け)(?:て(?:(?:い)?る)?|た)(?:から|状態で)?"
    r"|を\s*(?:与え|付け|付与し)(?:て(?:から)?|た))\s*[、,]?"
)


def _unquoted(reading: Reading, game: str) -> tuple[int, int, dict[str, Any], Fact] | None:
    """The one bare stat change 「+N/+M」 given to a card: its span with the particle and verb, the change
    and the card noun (as `_quote`, read by the same card-text reader)."""
    found = list(_BARE_CHANGE.finditer(reading.text))
    if len(found) != 1 or game == "onepiece":
        return None
    change = found[0]
    giving = _BARE_GIVING.match(reading.text, change.end())
    if giving is None:
        return None
    text = read_text(change.group(1), game)
    if text.unread or text.chosen or text.players or len(text.effects) != 1:
        return None
    effect = text.effects[0]
    if effect["effect"] != "modify":
        return None
    start = change.start()
    before = [f for f in reading.of(Role.CARD) if f.end <= start]
    if not before or reading.text[before[-1].end : start].strip():
        return None
    return start, giving.end(), dict(effect["stats"]), before[-1]


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


def _named_again(reading: Reading, noun: Fact, game: str) -> dict[str, int]:
    """The stats of the one card of the same side and kind described before `noun`, when `noun` names a
    card by its side alone (「…相手のフォロワーを攻撃。相手のフォロワーは「…」効果を持ってる」)."""
    if noun.owner is None:
        return {}
    told = [
        stats
        for f in reading.of(Role.CARD)
        if f.end <= noun.start and _side_of(reading, f) == noun.owner and f.concept == noun.concept
        and not f.negated and (stats := _told_stats(reading, f, game))
    ]  # fmt: skip
    return told[0] if len(told) == 1 else {}


_SIDE_WORD = re.compile(r"(相手|自分|俺|こっち|こちら)の")


def _side_of(reading: Reading, card: Fact) -> str | None:
    """The card's side: its bound owner, else the side word of its own phrase (「相手のアクト状態の攻撃力4・
    体力3のフォロワー」, where the reader binds none across the state)."""
    if card.owner is not None:
        return card.owner
    lead = re.split(r"[、。,?？!！]|[でをがは](?=\S)", reading.text[: card.start])[-1]
    words = _SIDE_WORD.findall(lead)
    return None if not words else "opponent" if words[-1] == "相手" else "self"


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
    effect: dict[str, Any]
    if "reduce_damage" in change:
        if len(actions) != 1:
            return None  # a lasting replacement meets every damage; the engine's meets the next one only
        effect = {"effect": "reduce_damage", "amount": change["reduce_damage"], "target": {"card": uid}}
    else:
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
        # a change given comes before its fight; a replacement held already may be told after it
        after = 0 if "reduce_damage" in change else end
        fights = [f for f in reading.of(Role.ACTION) if f.start >= after and not f.negated]
        if not fights:
            return None  # no fight after the change
        passage = turn_passage(reading, game, (start, end), fights[0])
        if passage is False:
            return None  # a turn told that no passage places (「前のターンに…」: it may have ended)
        stats = _told_stats(reading, noun, game) or _named_again(reading, noun, game)
        if not stats:
            return None
        if passage is not None:
            if "reduce_damage" in change or (side := _side_of(reading, noun)) is None:
                return None
            return _across_turns(reading, inner, passage, (start, end), stats, side, change)
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
            held = (*built.held, (start, end)) if "reduce_damage" in change else built.held
            return replace(built, payload=scripted, quoted=(*built.quoted, (start, end)), held=held)
        return None

    planned.__name__ = f"{game}_given_change"
    return planned


def _across_turns(
    reading: Reading,
    inner: tuple[Plan, ...],
    passage: Passage,
    quote: tuple[int, int],
    stats: dict[str, int],
    side: str,
    change: dict[str, Any],
) -> BuiltScenario | None:
    """The fight planned with the later-turn phrase blanked (the change's own turn told before it kept for
    the fight's plan, else blanked too when that plan does not run with it); the change scripted before
    the told turn ends (`given_turns.across`)."""
    for blanks in ((passage.span,), passage.spans()) if passage.told is not None else ((passage.span,),):
        bare = outside_quotes(reading, (quote, *blanks))
        built = next((b for plan in inner if (b := plan(bare)) is not None), None)
        if built is None:
            continue
        payload = dict(built.payload)
        where = _recipient(payload, stats, passage.game)
        scripted = across(payload, where, side, change, passage) if where is not None else None
        if scripted is not None:
            spans = (*built.quoted, quote, *passage.spans())
            return replace(built, payload=scripted, quoted=spans, notes=(*built.notes, ACROSS_NOTE))
    return None
