"""ニンジャスレイヤー plan `etel_payment`: can the asker pay N エテル now — 「エテル・ゾーンに5枚あって、3枚は
オジギしてる。3エテル払える?」. Paying N エテル bows N upright (アンタイ・オジギ) cards of the payer's
エテル・ゾーン (1312.1); bowed cards pay nothing, so with fewer upright cards the payment cannot be made.

The payment is run as the entry of a コトダマ whose only cost is those N エテル (the engine checks 1312.1 when
a コトダマ is entered, 1204.2g-1): a stand-in the notes name. Built from the facts: the amount said as
「NエテルX払う」 (the STAT etel_pay), a pay or use asked, the asker's エテル (its bowed part told:
`ninjaslayer_entries.etel_zone`), nothing else — a card, a turn or another count is another question.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.plans.ninjaslayer_entries import etel_zone
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import tell
from service.engine.scenario import SimulationResult

STAND_IN = (
    "エテルの支払いは、そのエテルだけをコストに持つコトダマのエントリーとしてシミュレーションしています"
    "(キャラクターフェイズ、ほかのコストはありません)。"
)


def etel_payment(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can":
        return None
    if reading.of(Role.CARD, Role.KEYWORD, Role.MODIFIER, Role.TURN, Role.NUMBER, Role.OWNER):
        return None
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept not in ("pay", "use") or f.negated for f in acts):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "etel_pay" or not isinstance(stats[0].value, int):
        return None
    amount = int(stats[0].value)
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or set(counts) != {(mine, "etel")} or not 1 <= amount <= 20:
        return None
    zone = etel_zone(reading, counts[(mine, "etel")])
    if zone is None:
        return None
    up = zone["etel"]
    card = {"id": "k", "name": f"{amount}エテルを支払うコトダマ", "kind": "kotodama", "cost": amount}
    payload: dict[str, Any] = {
        "phase": "character",
        mine: {**zone, "hand": [card]},
        "actions": [{"kind": "kotodama", "player": mine, "card": "k"}],
    }
    notes = [STAND_IN]
    if any(f.owner is None for f in reading.of(Role.QUANTITY)):
        notes.append(UNOWNED_NOTE)

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return (
                f"払えません。{amount}エテルを支払うにはアンタイ・オジギ状態のエテルが{amount}枚必要ですが、"
                f"{up}枚しかありません(オジギ状態のカードでは支払えません、1312.1)"
            )
        return f"払えます。アンタイ・オジギ状態のエテル{up}枚のうち{amount}枚をオジギします(1312.1)"

    types = ("rejected", "entry", "set_state")
    return BuiltScenario(
        f"{GAME}.plan.etel_payment", payload, tell(head, sides(reading), types, 3), tuple(notes)
    )
