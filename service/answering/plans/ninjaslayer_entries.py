"""ニンジャスレイヤー plans for entering several cards in one turn from the stated エテル (1204.2g-1,
1312.1): キャラ and コトダマ entered in turn — whether the last can still be entered — and the pieces the
one-card plan (`plans/ninjaslayer_cost.py`) and the count plan (`plans/ninjaslayer_count.py`) share: the
stated エテル as the engine holds it, the cards entered in order and how many of one card are entered.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, etel_states, me, quantities, sides
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import ON_SPACE, tell
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

ENTRY_ACTIONS = ("play", "pay", "cast")  # 「撃てる?」: a コトダマ entry asked (cast)
_OF = re.compile(r"\s*の\s*$")
_AND = re.compile(r"\s*(?:と|、|・)\s*")
_TIMES = re.compile(r"\s*を?\s*([0-9])\s*(?:体|枚)")


def etel_zone(reading: Reading, etel: int) -> dict[str, int] | None:
    """The stated エテル as the engine holds it: ``etel`` upright (アンタイ・オジギ) and ``etel_bowed``
    (「うち3枚オジギ」「全部オジギ」); None when the bowed part cannot be read or exceeds the count."""
    states = etel_states(reading, etel)
    if states is None:
        return None
    bowed, every = states
    bowed = etel if every else (bowed or 0)
    if bowed > etel:
        return None
    return {"etel": etel - bowed, "etel_bowed": bowed} if bowed else {"etel": etel}


def entered_cards(reading: Reading) -> list[tuple[str, int]] | None:
    """Cards entered in order, as (kind, コスト): a character (キャラ) or a コトダマ, each with the
    コスト written right before it (「コスト3のキャラ」「コスト2のコトダマ」); None when a named card has
    no コスト of its own or a コスト belongs to no card."""
    text = reading.text
    nouns = [
        f
        for f in reading.facts
        if (f.role is Role.CARD and f.concept == "character")
        or (f.role is Role.TERM and f.concept == "kotodama")
    ]
    costs = [f for f in reading.of(Role.STAT) if f.concept == "cost" and isinstance(f.value, int)]
    out: list[tuple[str, int]] = []
    used = 0
    for noun in nouns:
        cost = next((c for c in costs if c.end <= noun.start and _OF.match(text[c.end : noun.start])), None)
        if cost is None or not isinstance(cost.value, int):
            return None
        kind = "kotodama" if noun.role is Role.TERM else "character"
        # 「コスト3とコスト2のキャラ」: each コスト joined by と names one more card of the noun
        joined = [cost]
        while (
            prev := next(
                (
                    c
                    for c in costs
                    if c.end <= joined[0].start and _AND.fullmatch(text[c.end : joined[0].start])
                ),
                None,
            )
        ) is not None:
            joined.insert(0, prev)
        times = copies(text, noun)
        if times > 1 and len(joined) > 1:
            return None
        used += len(joined)
        out += [(kind, int(c.value or 0)) for c in joined for _ in range(times)]
    return out if used == len(costs) and len(out) >= 2 else None


def copies(text: str, noun: Fact) -> int:
    """「コスト2のキャラを2体続けて」: how many of the card are entered (1 unless a count follows it)."""
    m = _TIMES.match(text, noun.end)
    return int(m.group(1)) if m is not None else 1


def entries(reading: Reading) -> BuiltScenario | None:
    """Entering several cards in one turn from the stated エテル (1204.2g-1, 1312.1): can the last one
    still be entered?"""
    if asks(reading) != "can" or reading.of(Role.KEYWORD) or ON_SPACE.search(reading.text):
        return None
    if any(not (f.concept == "effect" and f.negated) for f in reading.of(Role.MODIFIER)):
        return None  # only 「エテルを増やす効果とかは無し」: the run scripts none
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in ENTRY_ACTIONS for f in acts):
        return None
    entered = entered_cards(reading)
    mine = me(reading)
    counts = quantities(reading, mine)
    if entered is None or mine != "player1" or counts is None or set(counts) != {(mine, "etel")}:
        return None
    etel = counts[(mine, "etel")]
    zone = etel_zone(reading, etel)
    if zone is None:
        return None
    etel = zone["etel"]  # the upright ones pay (1312.1)
    names = {"kotodama": "エントリーするコトダマ", "character": "エントリーするキャラ"}
    hand = [
        {"id": "c" if i == 0 else f"c{i + 1}", "name": names[kind], "kind": kind, "cost": cost}
        for i, (kind, cost) in enumerate(entered)
    ]
    actions = [
        {"kind": "kotodama" if spec["kind"] == "kotodama" else "enter", "player": mine, "card": spec["id"]}
        for spec in hand
    ]
    payload: dict[str, Any] = {"phase": "character", mine: {**zone, "hand": hand}, "actions": actions}
    try:
        sim = simulate(GAME, payload)
    except EngineError:
        return None
    refused = [int(e.data.get("index", -1)) for e in sim.events if e.type == "rejected"]
    if any(i != len(actions) - 1 for i in refused):
        return None  # an earlier entry the question says happened would be refused: not its situation
    who = sides(reading)
    total = sum(cost for _kind, cost in entered)

    def head(result: SimulationResult) -> str:
        last = entered[-1]
        what = "コトダマ" if last[0] == "kotodama" else "キャラ"
        if any(e.type == "rejected" for e in result.events):
            paid = total - last[1]
            return (
                f"先のエントリーでエテルを{paid}枚オジギし、"
                f"アンタイ・オジギ状態のエテルは{etel - paid}枚なので、"
                f"コスト{last[1]}の{what}はエントリーできません"
            )
        return f"エテル{etel}枚で合計コスト{total}を支払えるので、コスト{last[1]}の{what}もエントリーできます"

    return BuiltScenario(f"{GAME}.plan.entries", payload, tell(head, who, ("entry", "rejected"), 3))
