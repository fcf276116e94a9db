"""ニンジャスレイヤー plan: the asker's turn starts with the stated デッキ — the ドロー・ステップ draws
2 (502.3a; the first player's first turn 1), a draw the デッキ cannot make ends the game (1002.2:
a player who should draw from an empty デッキ loses). Asked what happens, who wins, or how many are
drawn.

Built from the facts: the asker's turn told (TURN self_turn), the asker's デッキ count, the draw (no
count, or the rules' count), the game's turn when told (「3ターン目」, 先攻/後攻 with 「最初のターン」);
else a turn after the first (named in the notes: the count drawn is the same in every later turn).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.plans.ninjaslayer_base import unowned_quantities as unowned
from service.answering.plans.ninjaslayer_players import asked_of, game_turn
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, result, tell
from service.engine.scenario import SimulationResult

LATER_TURN = 3
ASSUMED_DECK_SIZE = 20
DECK_NOTE = "デッキの枚数は書かれていないので、ドローに足りる20枚としています。"
TURN_NOTE = "何ターン目か書かれていないので、最初のターン以外(3ターン目)としています(ドローは2枚、502.3a)。"


def draw_step(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if kind not in ("winner", "outcome", "number"):
        return None
    if kind == "number" and (not asked_of(reading, r"ドロー|引") or asked_of(reading, r"手札|デッキ|山札")):
        return None  # the count drawn is asked, not a zone's
    if reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER, Role.STATE, Role.NUMBER):
        return None
    turns = [f for f in reading.of(Role.TURN) if not f.negated]
    # 「先攻の2ターン目のドローは何枚?」「2ターン目のドローは?」: the count the turn's player draws
    ordered = any(f.concept in ("order", "turn_number") for f in turns) and kind == "number"
    if not (any(f.concept == "self_turn" for f in turns) or ordered) or me(reading) != PLAYER1:
        return None  # the asker's turn, or 「先攻の2ターン目のドローは何枚?」: the draw step's player (502.3)
    if any(f.concept not in ("self_turn", "turn_number", "first_turn", "order") for f in turns):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if any(f.concept != "draw" for f in acts):
        return None  # the turn's start itself runs the draw step (no act needs telling)
    counts = quantities(reading, PLAYER1)
    if counts == {} and kind == "number":
        counts = {(PLAYER1, "deck"): ASSUMED_DECK_SIZE}  # the count drawn, from a deck that has enough
    if counts is None or set(counts) != {(PLAYER1, "deck")}:
        return None
    told = any(f.concept in ("turn_number", "first_turn", "order") for f in turns)
    turn = game_turn(reading) if told else LATER_TURN
    if turn is None:
        return None
    rules = 1 if turn == 1 else 2  # 502.3a
    said = [f.value for f in acts] + [f.value for f in reading.asks() if f.concept.startswith("about:")]
    if any(v not in (None, rules) for v in said):
        return None  # a count of draws other than the rules' (「3枚ドローしたら」): not the draw step
    deck = counts[(PLAYER1, "deck")]
    payload: dict[str, Any] = {"turn": turn, "phase": "start", PLAYER1: {"deck": deck}}
    notes = (() if told else (TURN_NOTE,)) + ((UNOWNED_NOTE,) if unowned(reading) else ())
    if not reading.of(Role.QUANTITY):
        notes += (DECK_NOTE,)
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        drawn = sum(1 for e in sim.events if e.type == "move" and "1308.1" in e.rules)
        over = result(sim, who)
        said = f"ドロー・ステップで{rules}枚ドローします(502.3a)。デッキ{deck}枚から{drawn}枚ドローし"
        return f"{said}、{over}" if over else f"{said}ます"

    types = ("move", "draw_short", "game_over")
    return BuiltScenario(f"{GAME}.plan.draw_step", payload, tell(head, who, types, 4), notes)


# 「山札がちょうど0枚になった」: the count said as what the draw made it
_BECAME = re.compile(r"\s*(?:に|と)\s*(?:なっ|なり|なる|減っ)")
_DRAW_STEP = re.compile(r"ドロー\s*[・･]?\s*ステップ")
THEIR_NOTE = (
    "ドロー・ステップで2枚引いた後のデッキの枚数として、ドロー前のデッキをその2枚多い枚数にしています"
    "(何ターン目か書かれていないので最初のターン以外、502.3a)。"
)


def their_draw_step(reading: Reading) -> BuiltScenario | None:
    """The turn player's ドロー・ステップ leaves their デッキ at the count told (「相手がドロー・ステップで
    2枚引いたら、山札がちょうど0枚になった」): a player whose デッキ is 0 loses in the rule check right
    after (1002.2) — not only when a later draw fails. Run from that count plus the rules' 2 (502.3a)."""
    if asks(reading) not in ("winner", "outcome") or not _DRAW_STEP.search(reading.text):
        return None
    if reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER, Role.STATE, Role.NUMBER):
        return None
    turns = reading.of(Role.TURN)
    told = {f.concept for f in turns}
    if told not in ({"opponent_turn"}, {"self_turn"}) or any(f.negated for f in turns):
        return None
    theirs = told == {"opponent_turn"}
    if me(reading) != (PLAYER2 if theirs else PLAYER1):
        return None
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept != "draw" or f.negated or f.value not in (None, 2) for f in acts):
        return None
    drawn = [f for f in acts if f.value == 2]
    decks = reading.of(Role.QUANTITY)
    if len(drawn) != 1 or len(decks) != 1:
        return None
    deck = decks[0]
    drawer = "opponent" if theirs else "self"  # the turn player draws (502.3a)
    if deck.concept != "deck" or deck.owner not in (None, drawer) or not isinstance(deck.value, int):
        return None
    if deck.start < drawn[0].end or not _BECAME.match(reading.text, deck.end):
        return None  # the count before the draw, or not said as what the draw made it
    payload: dict[str, Any] = {"turn": LATER_TURN, "phase": "start", PLAYER1: {"deck": deck.value + 2}}
    mine = PLAYER2 if theirs else PLAYER1
    who = Sides(mine, {mine: "自分", (PLAYER1 if theirs else PLAYER2): "相手"})

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        said = f"{'相手' if theirs else '自分'}はドロー・ステップで2枚ドローし、デッキは{deck.value}枚です"
        return f"{said}。{over}" if over else f"{said}。まだ敗北しません"

    types = ("move", "game_over")
    return BuiltScenario(f"{GAME}.plan.their_draw_step", payload, tell(head, who, types, 4), (THEIR_NOTE,))
