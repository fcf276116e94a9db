"""A player concedes (投了, 1-2-4) planned from the reading: the player who concedes loses at once
and the game ends (1-2-4, 1-2-5), whatever the life, hand or board — so the players' quantities the
question states are set as given and nothing else is assumed.

The player who concedes is the one the concession's clause names as its subject (「相手が投了した」
「俺は降参した」); with none named the question gets no scenario (who conceded decides the winner).
Another action of the question (an attack, a play …) is not planned here: whether it came first
and what it did are not read.

`turn_draw`: the turn player's draw in its draw phase (6-3-1) from the deck the question gives at the
turn's start (「ターン開始時点でデッキは残り1枚。ドローフェイズで引いた」) → the winner: the turn runs
from its refresh phase, and a deck drawn to 0 loses at the rule processing (1-2-1-1-2, 9-2-1-2).
The question's turn is not the first player's first turn (no draw there, 6-3-1): a default in `notes`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.conceded import conceder
from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_cards import ASKER, OTHER, inside_parens, quantities
from service.answering.plans.onepiece_players import subject_of
from service.answering.plans.onepiece_tell import headline, seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_ZONES = ("life", "hand", "deck", "trash")
# 「デッキ0枚になった」: a count told as a result, not the turn's start
_BECAME = re.compile(r"\s*(?:に|と)?\s*(?:なっ|なり|なる|減っ|尽き)")


def concession(reading: Reading) -> BuiltScenario | None:
    who = conceder(reading)
    if who is None:
        return None
    held = quantities(reading)
    if held is None or any(z not in _ZONES for values in held.values() for z in values):
        return None
    seat = seats(attacking_side(reading))  # the turn player sits as player1
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    for owner, values in held.items():
        for zone, value in values.items():
            players[owner][zone] = [{} for _ in range(min(value, 60))] if zone == "hand" else value
    payload = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [{"type": "concede", "player": seat[str(who)]}],
    }
    shown = [(o, z) for o, values in held.items() for z in values]
    told = tell(headline(seat, shown), limit=4, me=seat[ASKER])
    return BuiltScenario(f"{GAME}.plan.concession", payload, told, ())


def turn_draw(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "outcome"):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if "refresh" not in turns or turns - {"refresh", "self_turn", "opponent_turn"}:
        return None  # no draw phase told, or a numbered/first turn whose draw this plan does not read
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(reading.text, f)]
    if not acts or any(f.concept != "draw" or f.negated or f.value not in (None, 1) for f in acts):
        return None  # the turn's own draw only (an effect's 「2枚引く」 is `player_effects`)
    # the turn player draws (6-3-1): the one the draw's clause names (「相手がドローフェイズに…引いた」),
    # else the opponent on 「相手のターン」
    drawer = subject_of(reading, acts[0])
    side = attacking_side(reading)
    phase_of = _PHASE_OF.search(reading.text)
    if drawer not in (ASKER, OTHER) and phase_of is not None:
        # 「自分のドローフェイズで…引いた」: the phase's owner is the turn player who draws (6-3-1)
        drawer = OTHER if phase_of.group(1) in ("相手", "向こう") else ASKER
    if drawer in (ASKER, OTHER):
        told = {f.concept for f in reading.of(Role.TURN)} & {"self_turn", "opponent_turn"}
        if told and told != {"opponent_turn" if drawer == OTHER else "self_turn"}:
            return None  # the drawer and the turn told disagree
        side = str(drawer)
    results = [f for f in reading.of(Role.QUANTITY) if _BECAME.match(reading.text, f.end)]
    held = quantities(replace(reading, facts=tuple(f for f in reading.facts if f not in results)))
    notes: list[str] = []
    side_told = drawer in (ASKER, OTHER) or bool(turns & {"self_turn", "opponent_turn"})
    if held is None and side_told and all(f.owner is None for f in reading.of(Role.QUANTITY)):
        # 「ドローフェイズで…デッキが0枚になった。ライフはまだ2枚」: counts with no owner are the drawer's
        held = {side: {}, ASKER if side == OTHER else OTHER: {}}
        for f in reading.of(Role.QUANTITY):
            if f not in results and isinstance(f.value, int) and not f.negated:
                held[side][f.concept] = f.value
        notes.append("持ち主が書かれていない枚数は、ドローしたターンプレイヤーのものとしています。")
    if held is not None and "deck" not in held[side]:
        start = deck_before_draw(reading, acts[0], results, side)
        if start is not None:
            held[side]["deck"] = start
            notes.append(
                f"ドローでデッキが{start - 1}枚になったので、引く前のデッキは{start}枚としています(6-3-1)。"
            )
    if held is None or "deck" not in held[side]:
        return None  # the drawing player's deck decides it
    if any(z not in _ZONES for values in held.values() for z in values):
        return None
    seat = seats(side)
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    for owner, values in held.items():
        for zone, value in values.items():
            players[owner][zone] = [{} for _ in range(min(value, 60))] if zone == "hand" else value
    payload = {
        "turn": 3,
        "phase": "refresh",
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
    }
    notes.append("先攻の1ターン目ではない(ドローフェイズでカードを1枚引く)ターンとしています。")
    shown = [(o, z) for o, values in held.items() for z in values]
    return BuiltScenario(
        f"{GAME}.plan.turn_draw",
        payload,
        tell(headline(seat, shown), limit=4, me=seat[ASKER]),
        tuple(notes),
    )


# 「自分のドローフェイズで」「相手のドローフェイズに」: the draw phase's owner
_PHASE_OF = re.compile(r"(自分|こっち|俺|僕|私|相手|向こう)\s*の\s*(?:次の\s*)?ドロー\s*フェイズ")
# 「デッキ最後の1枚を引いた」「山札の残り1枚をドローした」: the deck held only the card drawn
_LAST_CARD = re.compile(r"(?:デッキ|山札)\s*(?:の)?\s*(?:最後|ラスト|残り)\s*(?:の)?\s*(?:1|一)\s*枚")


def deck_before_draw(reading: Reading, draw: Fact, results: list[Fact], side: str) -> int | None:
    """The drawer's deck before the turn's draw of 1 (6-3-1) when the question tells only what the
    draw left: a deck count told as the draw's result (「引いてデッキが0枚になった」: one more before),
    or the last card drawn (「デッキ最後の1枚を引いた」: 1). None when neither, or both disagree."""
    told = {
        int(f.value) + 1
        for f in results
        if f.concept == "deck" and f.owner in (side, None) and f.start > draw.end and isinstance(f.value, int)
    }
    if _LAST_CARD.search(reading.text, 0, draw.start):
        told.add(1)
    return told.pop() if len(told) == 1 else None
