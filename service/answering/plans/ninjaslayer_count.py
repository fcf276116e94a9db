"""ニンジャスレイヤー plan `entries_count`: N cards of one コスト entered one after another from the
stated エテル — how many of them can be entered (「コスト1のキャラを3体出したい。エテルは縦向きが2枚、
何体出せる?」). Each entry pays its コスト by bowing that many upright エテル (1204.2g-1, 1312.1); an
entry the エテル no longer pays is refused, and so is every one after it.

Built from the facts: one character (キャラ) or コトダマ with its コスト written right before it, the
count of them written right after it (「…キャラを3体」: the NUMBER this plan reads itself), the asker's
エテル (upright, or with the bowed part told), only entering actions, and a count asked (何体/何枚).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me, quantities, sides
from service.answering.plans.ninjaslayer_entries import entered_cards, etel_zone
from service.answering.plans.ninjaslayer_etel_left import asking_sentence
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import tell
from service.engine.scenario import SimulationResult

_ENTER = ("play", "pay")
_LIMIT = 10  # more copies than this change nothing the question could ask (the エテル runs out first)
# 「キャラを3体」「コトダマ2枚」: the count of the card, right after its noun
_COUNT = re.compile(r"\s*(?:を|が)?\s*$")
_COUNTER = re.compile(r"\s*(?:体|枚)")
_NOUN = {"character": ("キャラ", "体"), "kotodama": ("コトダマ", "枚")}


def entries_count(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or reading.of(Role.KEYWORD, Role.MODIFIER, Role.TURN):
        return None
    if not any(f.concept == "number" and f.text.startswith("何") for f in reading.asks()):
        return None  # 「何体?」「何枚?」: the count entered, not a value the conclusion names
    if "エテル" in asking_sentence(reading) and not any(f.text == "何体" for f in reading.asks()):
        return None  # 「…2体出した。エテルは何枚残る?」: the エテル (`etel_left`), not the count entered
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in _ENTER for f in acts):
        return None
    entered = entered_cards(reading)
    numbers = reading.of(Role.NUMBER)
    # `entered_cards` repeats a card told with its count (「コスト1のキャラを3体」): one kind and コスト
    if entered is None or len(set(entered)) != 1 or len(numbers) != 1:
        return None
    count = numbers[0]
    text = reading.text
    noun = next(
        (f for f in reading.facts if f.end <= count.start and _COUNT.fullmatch(text[f.end : count.start])),
        None,
    )
    if (
        noun is None
        or (noun.role, noun.concept) not in ((Role.CARD, "character"), (Role.TERM, "kotodama"))
        or not _COUNTER.match(text, count.end)
        or not isinstance(count.value, int)
        or not 1 < count.value <= _LIMIT
    ):
        return None
    mine = me(reading)
    counts = quantities(reading, mine)
    if mine != "player1" or counts is None or set(counts) != {(mine, "etel")}:
        return None
    zone = etel_zone(reading, counts[(mine, "etel")])
    if zone is None:
        return None
    kind, cost = entered[0]
    word, unit = _NOUN[kind]
    wanted = count.value
    if len(entered) not in (1, wanted):
        return None
    hand = [
        {"id": "c" if i == 0 else f"c{i + 1}", "name": f"{i + 1}{unit}目の{word}", "kind": kind, "cost": cost}
        for i in range(wanted)
    ]
    actions = [
        {"kind": "kotodama" if kind == "kotodama" else "enter", "player": mine, "card": spec["id"]}
        for spec in hand
    ]
    payload: dict[str, Any] = {"phase": "character", mine: {**zone, "hand": hand}, "actions": actions}
    who = sides(reading)
    etel = zone["etel"]

    def head(sim: SimulationResult) -> str:
        done = sum(1 for e in sim.events if e.type == "entry")
        if done >= wanted:
            return (
                f"{wanted}{unit}ともエントリーできます。アンタイ・オジギ状態のエテル{etel}枚で"
                f"合計コスト{cost * wanted}を支払えます"
            )
        return (
            f"エントリーできるのは{done}{unit}です。コスト{cost}の{word}を{done}{unit}エントリーすると"
            f"アンタイ・オジギ状態のエテルは残り{etel - cost * done}枚になり、{done + 1}{unit}目の"
            f"コスト{cost}を支払えません(1312.1)"
        )

    return BuiltScenario(f"{GAME}.plan.entries_count", payload, tell(head, who, ("entry", "rejected"), 3), ())
