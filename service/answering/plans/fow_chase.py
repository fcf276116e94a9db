"""A spell negated on the chase area (10.11.1): played, it goes onto the chase area (10.7);
negated, it is removed from there and put into its OWNER's graveyard — whoever negated it.

From the reading: the negation (無効, not of damage), the spell and its owner (the player word
before it in its sentence: 「相手がプレイしたスペル」「相手のスペル」) — a resonator's 召喚呪文 too
(10.5.1) — each player's stated count and the asked count.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_common import (
    WORD,
    acts_only,
    asked,
    built,
    called_off,
    clause_before,
    of,
    quoted,
    seats,
    zone,
)
from service.answering.plans.fow_places import ZONE_NAMES, asked_place
from service.answering.plans.fow_zones import quantities
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

UID = "spell"
_SENTENCE_END = re.compile(r"[。??!!\n]")


def _negation(reading: Reading) -> Fact | None:
    """The first 無効 told of something other than damage (「ダメージを無効」 is a prevention); None for
    none, for two negating cards (「自分の「…無効にする」を撃ったけど、相手の「…無効にする」で無効にされた」:
    a negation negated — which card goes where is not this plan's one negation) or for one called off
    (「打ち消そうとしたけど、やめた」)."""
    found = [
        m
        for m in of(reading, Role.MODIFIER, "prevent")
        if not m.negated and "ダメージ" not in reading.text[clause_before(reading, m)[0] : m.start]
    ]
    # 「「対象の呪文を無効にする」で無効にした」「無効にする前」: an unquoted 無効 is the quoted card's use or
    # the negation named again; two cards' texts that negate are two negations
    if len({quoted(reading, m) for m in found} - {None}) > 1 or called_off(reading):
        return None
    return found[0] if found else None


def _named(reading: Reading, negation: Fact) -> list[Fact]:
    """The spells and abilities named before the negation — not those inside the negating card's own
    text (「自分の「対象の呪文を無効にする」で打ち消した」: what it may aim at, no second spell)."""
    own = quoted(reading, negation)
    return [
        t
        for t in of(reading, Role.TERM, "chase_spell", "chase_ability")
        if t.start < negation.start and (own is None or quoted(reading, t) != own)
    ]


def _spell(reading: Reading, negation: Fact) -> tuple[Fact, str, bool] | None:
    """The spell the question plays (named before the negation), its owner, and whether it is a
    resonator's 召喚呪文 (10.5.1: a summoned resonator goes onto the chase as a summon spell)."""
    named = _named(reading, negation)
    if not named or any(t.concept == "chase_ability" for t in named):
        return None  # an ability: no card moves (10.11.1), not this plan's
    if len(named) > 1 or of(reading, Role.NUMBER) or re.search(r"両方|どちらも|2つとも|全部", reading.text):
        return None  # 「自分のスペルと相手のスペル」「スペルを2枚無効に」: more than the one spell scripted
    start, _ = clause_before(reading, named[-1])
    owners = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= named[-1].start]
    owner = _owner(reading, owners[-1], named[-1], negation) if owners else None
    if owner not in WORD:
        return None
    cards = of(reading, Role.CARD)
    summoned = reading.text[: named[-1].start].endswith("召喚")
    if cards and not (summoned and all(c.concept == "resonator" and c.owner in (None, owners[-1].owner)
                                       for c in cards)):  # fmt: skip
        return None  # another card in play, or a resonator not told summoned
    return named[-1], str(owner), summoned


def _owner(reading: Reading, word: Fact, spell: Fact, negation: Fact) -> str | None:
    """The spell's owner the word before it names. 自分 is reflexive: in 「相手が自分の呪文をプレイ
    した」 it is the subject's, the player who plays it — a card is played by its own player (10.7).
    A subject that does not play it (「相手が自分の呪文を無効にした」: the negator, whose 自分 may be
    the asker's or the negator's own) or two subjects leave it open (None)."""
    if word.text != "自分":
        return word.owner
    subjects = {o for o in _subjects(reading, word) if o != "self"}
    if not subjects:
        return word.owner
    if len(subjects) > 1:
        return None
    between = reading.text[spell.end : negation.start]
    played = [
        p
        for p in of(reading, Role.ACTION, "play")
        if spell.end <= p.start < negation.start and not _SENTENCE_END.search(between[: p.start - spell.end])
    ]
    return subjects.pop() if played else None


def negated_spell(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    negation = _negation(reading)
    counts = quantities(reading)
    if ask is None or negation is None or counts is None or not acts_only(reading, "play"):
        return None
    found = _spell(reading, negation)
    place = asked_place(reading, ask, counts)
    if found is None or place is None or place[0] != "graveyard":
        return None  # a hand count: whether it held the spell before it was played is not said
    _, owner, summoned = found
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    for (concept, side), n in counts.items():
        if concept != "graveyard":
            return None  # another count the negation does not move
        payload[me[side]]["graveyard"] = [{} for _ in range(n)]
    seat = me[owner]
    spell = {"id": UID, "name": "リゾネイター", "kind": "resonator"} if summoned else {
        "id": UID, "name": "スペル", "kind": "spell", "defense": None}  # fmt: skip
    payload[seat]["hand"] = [spell]
    notes = ["プレイしたカードのほかの手札は、墓地の枚数によらないので置いていません。"]
    other = me["opponent" if owner == "self" else "self"]
    payload["operations"] += [
        {"kind": "summon" if summoned else "cast", "player": seat, "card": UID},
        {"kind": "negate", "player": other, "card": UID},
    ]
    concept, asked_owner = place
    if asked_owner != owner:
        # the negating player's graveyard: the negating card itself, if a spell (チャント), goes there once
        # it resolves — whether it is one is not told (audit 12b: 「自分の「対象の呪文を無効にする」で
        # 無効にした。自分の墓地は4枚」 had been stated 4)
        return None

    def head(sim: SimulationResult) -> str:
        n = len(zone(sim, me[asked_owner], concept))
        return f"{WORD[asked_owner]}の{ZONE_NAMES[concept]}は{n}枚になります"

    return built("negated_spell", payload, head, notes, me["self"])


_SUBJECT = re.compile(r"\s*(?:[(（][^)）]{0,20}[)）])?\s*(?:が|は)")


def _subjects(reading: Reading, term: Fact) -> set[str]:
    """The owners the clause before `term` makes its subject (「相手(墓地3枚)が」)."""
    start, _ = clause_before(reading, term)
    return {
        o.owner
        for o in of(reading, Role.OWNER)
        if o.owner is not None
        and start <= o.start
        and o.end <= term.start
        and _SUBJECT.match(reading.text, o.end)
    }


def negated_ability(reading: Reading) -> BuiltScenario | None:
    """An ability on the chase area negated (10.11.1): it is only removed — its source card stays
    where it is and no graveyard changes (「相手のリゾネイターの起動能力を無効にした。相手の墓地は?」
    「そのリゾネイター本体も墓地行き?」). The source is the one resonator the question names, its
    owner the ability's."""
    negation = _negation(reading)
    ask = asked(reading, "number") or asked(reading, "destroyed")
    if ask is None or negation is None or not acts_only(reading, "play"):
        return None  # 「起動能力をプレイ」: the play is the ability's, scripted as play_ability
    named = _named(reading, negation)
    cards = of(reading, Role.CARD)
    owners = {c.owner for c in cards if c.owner is not None}
    if not owners and named:  # 「相手(墓地3枚)がリゾネイターの起動能力をプレイ」: its player's ability
        owners = _subjects(reading, named[0])
    if not named or any(t.concept != "chase_ability" for t in named) or len(owners) != 1:
        return None
    if not cards or any(c.concept != "resonator" for c in cards) or cards[0].start > named[0].start:
        return None  # the source is named before its ability (「相手のリゾネイターの起動能力」)
    owner = str(owners.pop())
    if owner not in WORD:
        return None
    counts = quantities(reading) or {}
    place = asked_place(reading, ask, counts) if ask.concept == "number" else None
    if ask.concept == "number" and (place is None or place[0] != "graveyard"):
        return None
    if any(concept != "graveyard" for concept, _ in counts):
        return None
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    for (_, side), n in counts.items():
        payload[me[side]]["graveyard"] = [{} for _ in range(n)]
    seat, other = me[owner], me["opponent" if owner == "self" else "self"]
    payload[seat]["field"] = [{"id": UID, "name": "リゾネイター"}]
    payload["operations"] += [
        {"kind": "play_ability", "player": seat, "card": UID},
        {"kind": "negate", "player": other, "card": f"ability:{UID}"},
    ]

    def head(sim: SimulationResult) -> str:
        if place is not None:
            n = len(zone(sim, me[place[1]], "graveyard"))
            only = "無効にされた能力はチェイスエリアから取り除かれるだけです"
            return f"{WORD[place[1]]}の墓地は{n}枚になります({only})"
        stays = any(c.get("uid") == UID for c in zone(sim, seat, "field"))
        where = "場に残り、墓地には置かれません" if stays else "場を離れます"
        return f"無効にされた能力はチェイスエリアから取り除かれるだけで、{WORD[owner]}のリゾネイターは{where}"

    return built("negated_ability", payload, head, [], me["self"])
