"""ONE PIECE: the hand the game starts with, asked alone (5-2-1-6, 5-2-1-6-1) — 「最初の手札って何枚?」
「ゲーム開始時の手札は何枚?」「マリガンした後の手札は何枚?」「引き直したら手札は何枚になる?」.

Each player draws 5 cards as the opening hand and may, once, return them all and draw 5 again
(5-2-1-6, 5-2-1-6-1): the hand is 5 either way. The scenario starts before the game (`phase`
'setup', the run `onepiece_setup.opening_deck` makes) with the asker's redraw as told and stops at the
game's start (5-2-1-8), before any draw phase (the first player draws none in its first turn, 6-3-1).

Read from the facts: a number asked in a sentence naming the hand (not the deck or life: `opening_deck`),
the game's start told or a redraw told (done or not) or the opening hand named (「最初の手札」「初手」);
nothing else — no count, card, stat, keyword, state, another act, a turn other than the game's start
or the order, another player (the asker is the first player unless it says 後攻; the hand is the same).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.onepiece.rules import DECK_SIZE, OPENING_HAND
from service.engine.scenario import SimulationResult

GAME = "onepiece"
# 「最初の手札」「初手」「最初に引く手札」「開始時の手札」: the opening hand named
_OPENING = re.compile(r"最初の\s*手札|初手|最初に\s*(?:引く|配られる)\s*手札|開始時(?:点)?の\s*手札")
_SENTENCE_END = "。??!!\n"
_OTHER_ZONE = re.compile(r"デッキ|山札|ライフ|トラッシュ|ドン")


def opening_hand(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number":
        return None
    ask = next(f for f in reading.asks() if f.concept == "number")
    text = reading.text
    start = max(text.rfind(c, 0, ask.start) for c in _SENTENCE_END) + 1
    sentence = text[start : ask.end]
    if "手札" not in sentence or _OTHER_ZONE.search(text):
        return None
    if reading.of(
        Role.QUANTITY, Role.CARD, Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER
    ) or any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    acts = reading.of(Role.ACTION)
    turns = reading.of(Role.TURN)
    if any(f.concept != "mulligan" for f in acts) or any(
        f.concept not in ("game_start", "order") for f in turns
    ):
        return None
    if len({f.negated for f in acts}) > 1 or len(acts) > 1:
        return None  # a redraw said done and not done, or told twice
    named = bool(acts) or any(f.concept == "game_start" for f in turns) or _OPENING.search(text)
    if not named:
        return None
    second = any(f.concept == "order" and f.value == "second" for f in turns)
    me, other = ("player2", "player1") if second else ("player1", "player2")
    redraw = bool(acts) and not acts[0].negated
    actions: list[dict[str, Any]] = [
        {"type": "mulligan", "player": p, "redraw": p == me and redraw} for p in ("player1", "player2")
    ]
    payload = {
        "turn": 1,
        "phase": "setup",
        me: {"deck": DECK_SIZE, "life": 5},
        other: {"deck": DECK_SIZE, "life": 5},
        "actions": actions,
    }
    notes = [f"デッキは{DECK_SIZE}枚、リーダーのライフは5としています(手札の枚数には関わりません)。"]

    def head(sim: SimulationResult) -> str:
        hand = len(sim.zone(me, "hand"))
        again = "引き直して" if redraw else "引き直さなくても"
        return (
            f"ゲーム開始時点の自分の手札は{hand}枚です(最初にカードを{OPENING_HAND}枚引き、"
            f"{again}手札は{OPENING_HAND}枚です、5-2-1-6、5-2-1-6-1)"
        )

    return BuiltScenario(f"{GAME}.plan.opening_hand", payload, tell(head, limit=2, me=me), tuple(notes))
