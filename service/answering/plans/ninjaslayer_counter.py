"""ニンジャスレイヤー plan for a コトダマ told countered (1321 打ち消す): a player with the stated エテル
enters a コトダマ of the stated コスト (1204.2g-1, 1312.1 — the エテル paid is bowed), and it is
countered before it resolves: removed to its owner's オヒガン unresolved, the cost still paid
(1321.1, 1321.2). Asked: how many エテル stand (アンタイ・オジギ) afterwards.

Whose コトダマ it is: the player whose エテル the question counts (「相手がエテル5枚から…撃ってきた」);
an unowned count is the asker's (named in the notes). The countering card is not modeled — only that
the コトダマ was countered, which is all 1321.2 needs; a コトダマ whose effect the question tells
(damage, draw …) is not this plan's (what it would have done never happens, and the plan declines
rather than read the effect).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, cards_in, tell
from service.engine.scenario import SimulationResult

_TOLD = ("pay", "use", "play")  # 「払ったエテル」「使った」「エントリーした」: the コトダマ's entry itself


def _countered(reading: Reading) -> bool:
    told = [f for f in reading.of(Role.MODIFIER) if f.concept == "countered"]
    return len(told) == 1 and not told[0].negated


def countered_kotodama(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or not _countered(reading):
        return None
    if not any(f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts):
        return None
    if reading.of(Role.CARD, Role.KEYWORD) or any(
        f.concept not in _TOLD for f in reading.of(Role.ACTION) if not f.negated
    ):
        return None
    costs = [f.value for f in reading.of(Role.STAT) if f.concept == "cost" and isinstance(f.value, int)]
    if len(reading.of(Role.STAT)) != 1 or len(costs) != 1:
        return None
    if any(f.negated or f.concept != "active" for f in reading.of(Role.STATE)):
        return None  # a bowed エテル told: how many stand before is not one count
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or len(counts) != 1:
        return None
    ((caster, concept), etel), cost = next(iter(counts.items())), int(costs[0])
    if concept != "etel" or etel < cost:
        return None  # not payable: the コトダマ was never entered, so nothing was countered
    hand = [{"id": "k", "name": "打ち消されるコトダマ", "kind": "kotodama", "cost": cost}]
    payload: dict[str, Any] = {
        "phase": "character",
        caster: {"etel": etel, "hand": hand},
        "actions": [{"kind": "kotodama", "player": caster, "card": "k", "countered": True}],
    }
    if caster == PLAYER2:
        payload[PLAYER1] = {}  # the turn player passes its priority first (802.5b)
    notes = (UNOWNED_NOTE,) if any(f.owner is None for f in reading.of(Role.QUANTITY)) else ()
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        standing = sum(1 for c in cards_in(sim, caster, "etel") if not c.get("flags", {}).get("bowed"))
        return (
            f"{who.name(caster)}のアンタイ・オジギ状態のエテルは{standing}枚です。"
            f"コスト{cost}の支払いでオジギしたエテルは、コトダマが打ち消されても戻りません"
            "(打ち消されたコトダマは解決されずオヒガンに置かれ、支払ったコストも巻き戻りません)"
        )

    types = ("entry", "countered")
    return BuiltScenario(f"{GAME}.plan.countered_kotodama", payload, tell(head, who, types, 3), notes)


__all__ = ["PLAYER2", "countered_kotodama"]
