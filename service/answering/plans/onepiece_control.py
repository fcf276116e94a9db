"""ONE PIECE CARD GAME plan: a character in another player's area by a card effect (「相手にコントロールを
奪われた自分のキャラがKOされた。自分のトラッシュは5枚。何枚になる?」) leaves for its 持ち主's zone — the
original owner's (4-2-1-1): KO puts it in its 持ち主's trash (10-2-1-2), a return in its 持ち主's hand.

The rulebook has no control rule; only where the card goes is modeled, never what its holder may do
with it (an attack, an activation: withheld). One character, the change told before the one KO/return,
the counts told of named players (trash, hand), nothing else.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.control_side import (
    CHANGE,
    OTHER,
    SEAT,
    SIDE,
    WORD,
    asked_sentence_start,
    controller,
    taken_then_removed,
    told_counts,
)
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.reading.whose_zone import whose_zone_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_REMOVALS = {"destroy": ("destroy", "trash"), "return": ("return_to_hand", "hand")}
_COUNTED = {"trash": "trash", "hand": "hand"}
_ZONE_WORD = {"trash": "トラッシュ", "hand": "手札"}
_ASKED = re.compile(r"(自分|相手|こっち|俺|向こう)\s*(?:の)?\s*(トラッシュ|手札)")
_AGAIN = ("その", "この")


def controlled_leaves(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number":
        return None
    asks = [f for f in reading.asks() if f.concept == "number"]
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    changes = [f for f in acts if f.concept == "control_change"]
    removals = [f for f in acts if f.concept in _REMOVALS]
    if len(asks) != 1 or len(changes) != 1 or len(removals) != 1 or len(acts) != 2:
        return None
    if removals[0].start < changes[0].end:
        return None
    cards = reading.of(Role.CARD)
    named = [f for f in cards if reading.text[max(0, f.start - 2) : f.start] not in _AGAIN]
    if len(named) != 1 or any(f.concept != "character" for f in cards):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    told = told_counts(reading, _COUNTED)
    if told is None:
        return None
    found = list(_ASKED.finditer(reading.text, asked_sentence_start(reading, asks[0]), asks[0].start))
    if found:
        target = (SIDE[found[-1].group(1)], "trash" if found[-1].group(2) == "トラッシュ" else "hand")
    elif len(told) == 1:
        target = next(iter(told))
    else:
        return None
    change = CHANGE.search(reading.text, asks[0].start)
    if target not in told and change is None:
        return None  # the count it ends at needs its start told, unless only the change is asked
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if named[0].owner not in (None, owner):
        return None  # 「自分のキャラ」 is its 持ち主; said of its holder it is not read here
    notes = ["コントロールが移ったキャラは、移った先のプレイヤーのキャラクターエリアにいるものとしました。"]
    if target not in told:
        told[target] = 0 if target[1] == "trash" else 3
        notes.append(f"{WORD[target[0]]}の{_ZONE_WORD[target[1]]}は書かれていないので{told[target]}枚"
                     "としました(増減には影響しません)。")  # fmt: skip
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for (side, counted), n in told.items():
        blank = [{"name": f"手札{i + 1}"} for i in range(n)]
        players[SEAT[side]][counted] = n if counted == "trash" else blank
    players[SEAT[holder]]["characters"] = [{"id": "x", "name": "移ったキャラ", "owned_by": SEAT[owner]}]
    effect, ends_in = _REMOVALS[removals[0].concept]
    payload: dict[str, Any] = {
        **players,
        "actions": [{"type": "effect", "effect": effect, "target": {"card": "x"}}],
    }
    side, counted = target
    start = told[target]

    def head(sim: SimulationResult) -> str:
        now = len(sim.zone(SEAT[side], counted))
        why = f"そのキャラは持ち主({WORD[owner]}、元々の所有者 4-2-1-1)の{_ZONE_WORD[ends_in]}に置かれます"
        said = (
            f"{WORD[side]}の{_ZONE_WORD[counted]}は{now - start}枚増えます" if change
            else f"{WORD[side]}の{_ZONE_WORD[counted]}は{now}枚になります"
        )  # fmt: skip
        return f"{said}。{why}"

    return BuiltScenario(f"{GAME}.plan.controlled_leaves", payload, story(head, limit=4), tuple(notes))


def controlled_whose(reading: Reading) -> BuiltScenario | None:
    """「相手から奪ったキャラがKOされた。どっちのトラッシュに行く?」: whose zone the character goes to — its
    持ち主's (4-2-1-1, 10-2-1-2); the gate reads the side from the run's move (reading/whose_zone.py)."""
    if whose_zone_asked(reading) is None:
        return None
    told = taken_then_removed(reading, "control_change", _REMOVALS)
    if told is None:
        return None
    changes, removals = [told[0]], [told[1]]
    cards = reading.of(Role.CARD)
    named = [f for f in cards if reading.text[max(0, f.start - 2) : f.start] not in _AGAIN]
    if len(named) != 1 or any(f.concept != "character" for f in cards):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER, Role.QUANTITY):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if named[0].owner not in (None, owner):
        return None  # 「自分のキャラ」 is its 持ち主; said of its holder it is not read here
    effect, ends_in = _REMOVALS[removals[0].concept]
    payload: dict[str, Any] = {
        SEAT[holder]: {"characters": [{"id": "x", "name": "移ったキャラ", "owned_by": SEAT[owner]}]},
        SEAT[owner]: {},
        "actions": [{"type": "effect", "effect": effect, "target": {"card": "x"}}],
    }

    def head(sim: SimulationResult) -> str:
        return f"そのキャラは持ち主({WORD[owner]}、元々の所有者 4-2-1-1)の{_ZONE_WORD[ends_in]}に置かれます"

    notes = ("コントロールが移ったキャラは、移った先のプレイヤーのキャラクターエリアにいるものとしました。",)
    return BuiltScenario(f"{GAME}.plan.controlled_whose", payload, story(head, limit=4), notes)
