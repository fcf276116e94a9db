"""ニンジャスレイヤー plan: the asker's エテル bowed in an earlier turn, counted in the asker's next turn.
The スタートフェイズ's アンタイ・オジギ・ステップ stands every card of the turn player's エテル・ゾーン
again (502.2a), and the エテル・ステップ may add one card from the hand, standing (502.4a, 303.1a):
how many エテル can be paid in the キャラクターフェイズ (1312.1: one bowed per point)?

Built from the facts: the asker's エテル count told bowed (「エテル3枚を全部オジギして使い切った」), a
turn boundary told (「前の自分のターン」「相手のターンを挟んで」), and a placement of one card told or
not (「エテル・ステップで手札から1枚エテルに置いた」). The run passes every turn in between with no
action (the other player's turn changes none of the asker's エテル).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, cards_in, tell
from service.engine.scenario import SimulationResult

_TOLD = ("use", "pay", "place")


def etel_next_turn(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER):
        return None
    if not any(f.role is Role.TURN and f.concept == "turn_passed" and not f.negated for f in reading.facts):
        return None
    states = reading.of(Role.STATE)
    if len(states) != 1 or states[0].concept != "rested" or states[0].negated:
        return None  # the エテル told bowed, all of them
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if any(f.concept not in _TOLD for f in acts):
        return None
    places = [f for f in acts if f.concept == "place"]
    if len(places) > 1 or any(f.value not in (None, 1) for f in places):
        return None  # 502.4a: one card at most
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or set(counts) != {(mine, "etel")}:
        return None
    etel = counts[(mine, "etel")]
    # the hand: the card the エテル・ステップ places, and 3 more (the asked count does not depend on them)
    hand = [{"id": "e", "name": "エテルに置くカード"}, *({} for _ in range(3))]
    payload: dict[str, Any] = {"phase": "character", mine: {"etel_bowed": etel, "hand": hand}}
    # player1's turn ends (to player2's turn); when the asker is player1, player2's turn ends too
    enders = [PLAYER1, PLAYER1] if mine == PLAYER2 else [PLAYER1, PLAYER1, PLAYER2, PLAYER2]
    payload["actions"] = [{"kind": "end_phase", "player": p} for p in enders]
    if places:  # 502.4a: the asker's エテル・ステップ places it
        payload["actions"].append({"kind": "etel", "player": mine, "card": "e"})
    notes = ["手札の枚数は書かれていないので4枚としています(払えるエテルの数はこれによりません)。"]
    if any(f.owner is None for f in reading.of(Role.QUANTITY)):
        notes.append(UNOWNED_NOTE)
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        standing = sum(1 for c in cards_in(sim, mine, "etel") if not c.get("flags", {}).get("bowed"))
        added = "と、エテル・ステップで置いた1枚" if places else ""
        return (
            f"払えるエテルは最大{standing}枚です。オジギしていたエテル{etel}枚はスタートフェイズに"
            f"アンタイ・オジギ状態に戻り{added}を、キャラクターフェイズで1枚につき1点として払えます"
        )

    types = ("set_state", "move", "phase")
    return BuiltScenario(f"{GAME}.plan.etel_next_turn", payload, tell(head, who, types, 4), tuple(notes))
