"""ニンジャスレイヤー plans for paying a card's cost from the エテル (1204.2g-1, 1312.1, 1404.2): one
described card with a コスト (and a タツジン・コスト, paid when the question pays it) is entered —
how many エテル are bowed, or whether it can be entered from the stated エテル.

With no エテル count in the question, the asker's エテル is a documented default large enough to pay
(it does not change how many are bowed); a 「できる?」 question needs the count (the plan declines).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import cards_in, tell
from service.engine.scenario import SimulationResult

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
