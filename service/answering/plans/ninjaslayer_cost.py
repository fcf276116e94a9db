"""ニンジャスレイヤー plans for paying a card's cost from the エテル (1204.2g-1, 1312.1, 1404.2): one
described card with a コスト (and a タツジン・コスト, paid when the question pays it) is entered —
how many エテル are bowed, or whether it can be entered from the stated エテル; several cards (キャラ,
コトダマ) entered in turn from the stated エテル — whether the last can still be entered.

With no エテル count in the question, the asker's エテル is a documented default large enough to pay
(it does not change how many are bowed); a 「できる?」 question needs the count (the plan declines).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import cards_in, tell
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

ASSUMED_ETEL = 20
_ENTER = ("play", "pay")


def entry_cost(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if kind not in ("number", "can"):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in _ENTER for f in acts):
        return None
    described = cards(reading)
    if described is None or len(described) != 1 or described[0].stat("cost") is None:
        return None
    card = described[0]
    costs = [f for f in reading.of(Role.STAT) if f.concept == "cost"]
    if len(costs) != 1 or any(f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts):
        return None  # several cards entered: `entries`
    if any(f.role is Role.STATE for f in card.facts) or card.owner == "opponent":
        return None
    words = card.keywords()
    if any(w != "タツジン" for w in words):
        return None
    tatsujin = card.stat("tatsujin") or 0
    if "タツジン" in words and not tatsujin:
        return None  # the タツジン・コスト is not given
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or any(c != "etel" or s != mine for s, c in counts):
        return None
    pays_tatsujin = bool(tatsujin) and any(f.concept == "pay" for f in acts)
    spec: dict[str, Any] = {"id": "c", "name": "エントリーするキャラ", "cost": card.stat("cost")}
    if tatsujin:
        spec |= {"tatsujin": tatsujin, "keywords": ["タツジン"]}
    notes: tuple[str, ...] = ()
    etel = counts.get((mine, "etel"))
    if etel is None:
        if kind == "can":
            return None
        etel = ASSUMED_ETEL
        notes = (
            f"エテルの枚数が書かれていないので、支払える枚数({ASSUMED_ETEL}枚)あるものとして扱っています。",
        )
    payload: dict[str, Any] = {
        "phase": "character",
        mine: {"etel": etel, "hand": [spec]},
        "actions": [{"kind": "enter", "player": mine, "card": "c", "tatsujin": pays_tatsujin}],
    }
    if mine != "player1":
        return None  # entering a character is the turn player's (602.1)
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        bowed = sum(1 for c in cards_in(sim, mine, "etel") if c.get("flags", {}).get("bowed"))
        if any(e.type == "rejected" for e in sim.events):
            return f"エテルが足りないので、キャラはエントリーできません(エテル{etel}枚)"
        extra = f"+タツジン・コスト{tatsujin}" if pays_tatsujin else ""
        paid = f"コスト{card.stat('cost')}{extra}"
        return f"エテルを{bowed}枚オジギしてコスト({paid})を支払い、キャラをエントリーします"

    return BuiltScenario(
        f"{GAME}.plan.entry_cost", payload, tell(head, who, ("declare", "rejected", "entry"), 3), notes
    )


_OF = re.compile(r"\s*の\s*$")


def _entered(reading: Reading) -> list[tuple[str, int]] | None:
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
        used += 1
        out.append(("kotodama" if noun.role is Role.TERM else "character", cost.value))
    return out if used == len(costs) and len(out) >= 2 else None


def entries(reading: Reading) -> BuiltScenario | None:
    """Entering several cards in one turn from the stated エテル (1204.2g-1, 1312.1): can the last one
    still be entered?"""
    if asks(reading) != "can" or reading.of(Role.KEYWORD, Role.MODIFIER):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in _ENTER for f in acts):
        return None
    entered = _entered(reading)
    mine = me(reading)
    counts = quantities(reading, mine)
    if entered is None or mine != "player1" or counts is None or set(counts) != {(mine, "etel")}:
        return None
    etel = counts[(mine, "etel")]
    names = {"kotodama": "エントリーするコトダマ", "character": "エントリーするキャラ"}
    hand = [
        {"id": f"e{i + 1}", "name": names[kind], "kind": kind, "cost": cost}
        for i, (kind, cost) in enumerate(entered)
    ]
    actions = [
        {"kind": "kotodama" if spec["kind"] == "kotodama" else "enter", "player": mine, "card": spec["id"]}
        for spec in hand
    ]
    payload: dict[str, Any] = {"phase": "character", mine: {"etel": etel, "hand": hand}, "actions": actions}
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
