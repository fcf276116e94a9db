"""ニンジャスレイヤー plan `etel_left`: the upright エテル left after the cards the question says were
entered — 「アンタイ・オジギ状態のカードが4枚。コスト1のキャラとコスト2のキャラを出した。アンタイ・オジギの
エテルは何枚残る?」. Each entry pays its コスト by bowing that many upright エテル (1204.2g-1, 1312.1).

Built from the facts: the asker's エテル (upright, or with the bowed part told), the cards entered with the
コスト written right before each (「コスト1のキャラ」, 「コスト1のキャラを2体」: `entered_cards`), only
entering actions told done, and the エテル named in the asking sentence. Entries the エテル cannot pay are
not the told situation (no plan). The count plan (`entries_count`: 「何体出せる?」) leaves this ask alone:
it had stated the エテル told (5) for the 3 left of 「コスト1のキャラを2体出した。…エテルは何枚残る?」.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me, quantities, sides
from service.answering.plans.ninjaslayer_entries import ENTRY_ACTIONS, copies, entered_cards, etel_zone
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import ON_SPACE, tell
from service.engine.scenario import SimulationResult

_OF = re.compile(r"\s*の\s*$")
_SENTENCE = re.compile(r"[。!?！？]")
_NOUNS = {"character": "キャラ", "kotodama": "コトダマ"}


# the upright エテル asked (「アンタイ・オジギのエテル」「縦のエテル」「使えるエテル」), or the エテル left
_UPRIGHT = re.compile(r"アンタイ|縦|使える|起きて|立って")
_LEFT = re.compile(r"残")
# 「オジギしてるエテルは何枚?」「エテル・ゾーンのカードは何枚残る?」: the bowed ones, or the whole zone
_OTHER_COUNT = re.compile(r"(?<!アンタイ・)(?<!アンタイ)オジギ|ゾーン")


def asking_sentence(reading: Reading) -> str:
    """The sentence of the number asked, up to its ask and a few characters after (「何枚残る?」)."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return ""
    start = max((m.end() for m in _SENTENCE.finditer(reading.text, 0, ask.start)), default=0)
    close = _SENTENCE.search(reading.text, ask.end)
    return reading.text[start : min(ask.end + 4, close.start() if close else len(reading.text))]


def etel_asked(reading: Reading) -> bool:
    """The asking sentence asks the upright エテル (「エテルは何枚残る?」「縦向きのエテルは何枚?」
    「アンタイ・オジギのエテルは残り何枚?」) — not the bowed ones nor the zone's cards (entries leave those
    as they were)."""
    said = asking_sentence(reading)
    if "エテル" not in said or _OTHER_COUNT.search(said.replace("アンタイ・オジギ", "")):
        return False
    return bool(_UPRIGHT.search(said) or _LEFT.search(said))


def _one_card(reading: Reading) -> list[tuple[str, int]] | None:
    """「コスト2のキャラを出した」: the one card entered with its コスト, as `entered_cards` gives two."""
    nouns = [
        f
        for f in reading.facts
        if (f.role is Role.CARD and f.concept == "character")
        or (f.role is Role.TERM and f.concept == "kotodama")
    ]
    costs = [f for f in reading.of(Role.STAT) if f.concept == "cost" and isinstance(f.value, int)]
    if len(nouns) != 1 or len(costs) != 1 or copies(reading.text, nouns[0]) != 1:
        return None
    if not (costs[0].end <= nouns[0].start and _OF.match(reading.text[costs[0].end : nouns[0].start])):
        return None
    kind = "kotodama" if nouns[0].role is Role.TERM else "character"
    return [(kind, int(costs[0].value or 0))]


def _told_with_cards(reading: Reading, acts: list[int]) -> bool:
    """The cards entered are told in the sentence of an entry, before it (「コスト1のキャラとコスト2の
    キャラを出した」), as its object — each its own entry's in a told sequence (「コスト1のキャラを出して、
    そのあとコスト2のキャラも出した」: the cost builder had answered it with the エテル paid, 3 for 1)."""
    nouns = [
        f
        for f in reading.facts
        if f.concept in ("character", "kotodama") and f.role in (Role.CARD, Role.TERM)
    ]

    def objected(at: int) -> bool:
        for act in acts:
            start = max((m.end() for m in _SENTENCE.finditer(reading.text, 0, act)), default=0)
            if start <= at < act:
                return True
        return False

    return bool(nouns) and bool(acts) and all(objected(f.start) for f in nouns)


def etel_left(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or not etel_asked(reading) or ON_SPACE.search(reading.text):
        return None
    if reading.of(Role.KEYWORD, Role.MODIFIER, Role.TURN):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in ENTRY_ACTIONS for f in reading.of(Role.ACTION)):
        return None
    entered = entered_cards(reading) or _one_card(reading)
    plays = [f for f in acts if f.concept in ENTRY_ACTIONS]
    if not _told_with_cards(reading, [f.start for f in plays]):
        return None  # 「コスト3のキャラ。縦のエテル3枚。出したら…」: the card is no object of the act told
    mine = me(reading)
    counts = quantities(reading, mine)
    if not entered or mine != "player1" or counts is None or set(counts) != {(mine, "etel")}:
        return None
    zone = etel_zone(reading, counts[(mine, "etel")])
    if zone is None:
        return None
    upright = zone["etel"]
    total = sum(cost for _kind, cost in entered)
    if total > upright:
        return None  # the told entries cannot all be paid (1312.1): not the situation told
    hand = [
        {"id": f"c{i + 1}", "name": f"コスト{cost}の{_NOUNS[kind]}", "kind": kind, "cost": cost}
        for i, (kind, cost) in enumerate(entered)
    ]
    actions = [
        {"kind": "kotodama" if spec["kind"] == "kotodama" else "enter", "player": mine, "card": spec["id"]}
        for spec in hand
    ]
    payload: dict[str, Any] = {"phase": "character", mine: {**zone, "hand": hand}, "actions": actions}

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return "エントリーの一部はエテルで支払えません(1312.1)"
        paid = "・".join(f"コスト{cost}" for _kind, cost in entered)
        return (
            f"アンタイ・オジギ状態のエテルは残り{upright - total}枚です。"
            f"エントリーした{paid}の分、エテルを合計{total}枚オジギしました(1204.2g-1、1312.1)"
        )

    return BuiltScenario(
        f"{GAME}.plan.etel_left", payload, tell(head, sides(reading), ("entry", "rejected"), 3), ()
    )
