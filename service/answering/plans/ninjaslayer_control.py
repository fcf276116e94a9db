"""ニンジャスレイヤーTCG plans: a character whose 支配者 is not its 持ち主 (105.2, 105.3, 306.4).

* `controlled_leaves` — 「相手から支配を奪ったキャラクターが殺された。相手のオヒガンは4枚。何枚になる?」
  「自分が支配を奪ってた相手のキャラを「持ち主の手札に戻す」で戻した。相手の手札は3枚、何枚になる?」:
  killed (1311.1) or returned it goes to its 持ち主's zone (302.5: the zone's player is not named);
* `controlled_damaged` — 「ダメージを2負ってる耐久力3の相手キャラの支配を奪った。そいつに1ダメージ与えたら
  殺される?」: a move from field to field keeps the damage it bears (302.3b), so the damage dealt after
  adds to it (1102.4) and kills it at its 耐久力 (1004.1).

The 支配者 is the asker unless said otherwise (`control_side.controller`). One character, the change
told before the one kill/return, the counts told of named players, nothing else told.
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
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.reading.whose_zone import whose_zone_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "ninjaslayer"
# the told removal → the shared effect kind and the zone it ends in
_REMOVALS = {
    "killed": ("destroy", "ohigan"),
    "kill": ("destroy", "ohigan"),
    "return": ("return_to_hand", "hand"),
}
_COUNTED = {"ohigan_cards": "ohigan", "hand": "hand"}
_ZONE_WORD = {"ohigan": "オヒガン", "hand": "手札"}
_ASKED = re.compile(r"(自分|相手|こっち|俺|向こう)\s*(?:の)?\s*(オヒガン|手札)")
_AGAIN = ("その", "この")
# 「ダメージを2負ってる」「2ダメージ負ってる」: the damage it bore before the change, told as a number
_BORE = re.compile(
    r"ダメージ\s*(?:を|が)?\s*([0-9]+)\s*(?:点)?\s*(?:負|受|食ら|くら|乗)"
    r"|([0-9]+)\s*(?:点)?\s*ダメージ\s*(?:を)?\s*(?:負|受|食ら|くら|乗)"
)


def _one_character(reading: Reading) -> Fact | None:
    cards = reading.of(Role.CARD)
    named = [f for f in cards if reading.text[max(0, f.start - 2) : f.start] not in _AGAIN]
    if len(named) != 1 or any(f.concept != "character" for f in cards):
        return None
    return named[0]


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
    card = _one_character(reading)
    if card is None or reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    told = told_counts(reading, _COUNTED)
    if told is None:
        return None
    named = list(_ASKED.finditer(reading.text, asked_sentence_start(reading, asks[0]), asks[0].start))
    if named:
        target = (SIDE[named[-1].group(1)], "ohigan" if named[-1].group(2) == "オヒガン" else "hand")
    elif len(told) == 1:
        target = next(iter(told))
    else:
        return None
    change = CHANGE.search(reading.text, asks[0].start)
    if target not in told and change is None:
        return None  # the count it ends at needs its start told, unless only the change is asked
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if card.owner not in (None, owner):
        return None  # 「自分のキャラ」 is its 持ち主 (105.2); said of its 支配者 it is not read here
    notes = ["支配が変わったキャラクターは、支配者の場にいるものとしました(306.4)。"]
    if target not in told:
        told[target] = 0 if target[1] == "ohigan" else 3
        notes.append(f"{WORD[target[0]]}の{_ZONE_WORD[target[1]]}は書かれていないので{told[target]}枚"
                     "としました(増減には影響しません)。")  # fmt: skip
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for (side, counted), n in told.items():
        players[SEAT[side]][counted] = n
    players[SEAT[holder]]["field"] = [{"id": "x", "name": "支配を奪われたキャラ", "owned_by": SEAT[owner]}]
    effect, ends_in = _REMOVALS[removals[0].concept]
    payload: dict[str, Any] = {
        **players,
        "actions": [
            {"type": "effect", "effect": effect, "controller": SEAT[holder], "target": {"card": "x"}}
        ],
    }
    side, counted = target
    start = told[target]

    def head(sim: SimulationResult) -> str:
        now = len(sim.zone(SEAT[side], counted))
        why = (
            f"場を離れたキャラクターは支配者ではなく持ち主({WORD[owner]})の{_ZONE_WORD[ends_in]}"
            "に置かれます(302.5)"
        )
        said = (
            f"{WORD[side]}の{_ZONE_WORD[counted]}は{now - start}枚増えます" if change
            else f"{WORD[side]}の{_ZONE_WORD[counted]}は{now}枚になります"
        )  # fmt: skip
        return f"{said}。{why}"

    return BuiltScenario(f"{GAME}.plan.controlled_leaves", payload, story(head, limit=4), tuple(notes))


def controlled_damaged(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "destroyed":
        return None
    asks = reading.asks()
    acts = [
        f for f in reading.of(Role.ACTION)
        if not f.negated and not any(a.start <= f.start < a.end for a in asks)
    ]  # fmt: skip
    changes = [f for f in acts if f.concept == "control_change"]
    if len(changes) != 1:
        return None
    # 「2ダメージ負ってる」 may be read as a damage act of its own: the damage borne, not one dealt now
    borne = [f for f in acts if f.concept == "damage" and f.end <= changes[0].start]
    dealt = [f for f in acts if f.concept == "damage" and f.start >= changes[0].end]
    if len(dealt) != 1 or len(borne) > 1 or len(acts) != 2 + len(borne):
        return None
    bore = _BORE.search(reading.text, 0, changes[0].start)
    if bore is None or not isinstance(dealt[0].value, int):
        return None
    if borne and not bore.start() <= borne[0].start < bore.end():
        return None
    card = _one_character(reading)
    if card is None or reading.of(Role.KEYWORD, Role.STATE, Role.TURN, Role.QUANTITY, Role.MODIFIER):
        return None
    numbers = reading.of(Role.NUMBER)
    had = int(bore.group(1) or bore.group(2))
    if any(f.value != had or not bore.start() <= f.start < bore.end() for f in numbers):
        return None  # a number other than the damage borne
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "durability" or not isinstance(stats[0].value, int):
        return None
    durability, amount = stats[0].value, dealt[0].value
    if had >= durability:
        return None  # it would have been killed before the change (1004.1)
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if card.owner not in (None, owner):
        return None
    unit = {"id": "x", "name": "支配を奪われたキャラ", "durability": durability, "damage": had,
            "owned_by": SEAT[owner]}  # fmt: skip
    payload: dict[str, Any] = {
        SEAT[holder]: {"field": [unit]},
        "actions": [{"kind": "effect", "op": "damage", "target": "x", "amount": amount}],
    }

    def head(sim: SimulationResult) -> str:
        gone = not any(c["uid"] == "x" for c in sim.zone(SEAT[holder], "field"))
        kept = f"場から場への移動なので、負っていた{had}点のダメージはそのまま残ります(302.3b)"
        total = f"ダメージは合計{had + amount}点で耐久力{durability}"
        if gone:
            return f"そのキャラクターは殺されます。{kept}。{total}以上です"
        return f"そのキャラクターは殺されません。{kept}。{total}未満です"

    notes = ("支配が変わったキャラクターは、支配者の場にいるものとしました(306.4)。",)
    return BuiltScenario(f"{GAME}.plan.controlled_damaged", payload, story(head, limit=4), notes)


def controlled_whose(reading: Reading) -> BuiltScenario | None:
    """「相手から支配を奪ったキャラが殺された。どっちのオヒガンに行く?」: whose zone a character of another
    支配者 goes to when it leaves the field — its 持ち主's (1311.1 names no player: 302.5); the gate reads
    the side from the run's move (reading/whose_zone.py). One change, then the one kill/return."""
    if whose_zone_asked(reading) is None:
        return None
    told = taken_then_removed(reading, "control_change", _REMOVALS)
    if told is None:
        return None
    changes, removals = [told[0]], [told[1]]
    card = _one_character(reading)
    if card is None or reading.of(Role.STAT, Role.KEYWORD, Role.STATE, Role.TURN, Role.NUMBER, Role.QUANTITY):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    holder = controller(reading, changes[0])
    owner = OTHER[holder]
    if card.owner not in (None, owner):
        return None  # 「自分のキャラ」 is its 持ち主 (105.2); said of its 支配者 it is not read here
    effect, ends_in = _REMOVALS[removals[0].concept]
    payload: dict[str, Any] = {
        SEAT[holder]: {"field": [{"id": "x", "name": "支配を奪われたキャラ", "owned_by": SEAT[owner]}]},
        SEAT[owner]: {},
        "actions": [
            {"type": "effect", "effect": effect, "controller": SEAT[holder], "target": {"card": "x"}}
        ],
    }

    def head(sim: SimulationResult) -> str:
        return (
            f"場を離れたキャラクターは支配者({WORD[holder]})ではなく持ち主({WORD[owner]})の"
            f"{_ZONE_WORD[ends_in]}に置かれます(302.5)"
        )

    notes = ("支配が変わったキャラクターは、支配者の場にいるものとしました(306.4)。",)
    return BuiltScenario(f"{GAME}.plan.controlled_whose", payload, story(head, limit=4), notes)
