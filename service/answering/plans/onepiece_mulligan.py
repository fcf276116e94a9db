"""「引き直した。もう1回マリガンできる?」 planned from the reading (5-2-1-6, 5-2-1-6-1).

Before the game each player, the first player first, chooses once whether to return its 5 cards and
draw 5 again (5-2-1-6). The question tells a redraw made and asks (「〜できる?」) for another by the
same player: the scenario starts before the game (`phase` 'setup'), the player redraws as told and
tries again — the engine refuses the second choice (5-2-1-6: 1度だけ). 「相手が引き直した。自分も
引き直せる?」 (the other player's own choice, allowed) gets no scenario: the setup run reaches the
first turn's skipped draw (6-3-1), which the can verdict reads as a refusal. The asker sits as
the first player unless it says it is 後攻 (the order changes nothing asked: noted). A redraw told as
not made (「引き直さなかった」), another action, a card or a count other than the hand of 5 gets no
scenario.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import rejection, tell
from service.engine.onepiece.rules import OPENING_HAND
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_SENTENCE = re.compile(r"[。??!!\n]")
# 「相手が」「相手は」「自分も」: the player a redraw is told of, marked as its subject
_SUBJECT = re.compile(r"\s*(?:が|は|も|って)")
_SIDE = {"self": ASKER, "opponent": OTHER}


def _player(reading: Reading, act: Fact) -> str | None:
    """The player of the redraw `act`: the last owner word marked as a subject in its sentence before
    it, else the asker; None for a word of both players."""
    begun = max((m.end() for m in _SENTENCE.finditer(reading.text, 0, act.start)), default=0)
    ends = _SENTENCE.search(reading.text, act.end)
    after = [
        f for f in reading.of(Role.OWNER) if act.end <= f.start and (ends is None or f.end <= ends.start())
    ]
    if after:
        # 「マリガンしたのは相手。」: the player named after the act in a cleft (onepiece audit 12b had
        # seated it on the asker and refused the asker's own redraw); any other player named after the
        # act in its sentence is not read
        cleft = re.fullmatch(r"\s*(?:た|だ)?\s*の\s*(?:は|って)\s*", reading.text[act.end : after[0].start])
        return _SIDE.get(str(after[0].concept)) if cleft is not None else None
    owners = [
        f
        for f in reading.of(Role.OWNER)
        if begun <= f.start and f.end <= act.start and _SUBJECT.match(reading.text, f.end)
    ]
    if not owners:
        return ASKER
    return _SIDE.get(str(owners[-1].concept))


def _order_owner(reading: Reading, order: Fact) -> str:
    """The player a 先攻/後攻 is told of: 「先攻の相手」「後攻の俺」 name it right after, else the asker."""
    after = re.compile(r"\s*の\s*").match(reading.text, order.end)
    if after is not None:
        owner = next((f for f in reading.of(Role.OWNER) if f.start == after.end()), None)
        if owner is not None:
            return _SIDE.get(str(owner.concept), ASKER)
    return ASKER


def mulligan_again(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept != "mulligan":
        return None
    acts = [f for f in reading.of(Role.ACTION) if f is not verb]
    told = [f for f in acts if f.concept == "mulligan" and f.end <= verb.start]
    if not told or len(told) != len(acts) or any(f.negated for f in told):
        return None  # a redraw told as not made, or another action
    if reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.MODIFIER):
        return None
    if any(f.value != OPENING_HAND for f in reading.of(Role.NUMBER)):
        return None  # 「最初の5枚」「引き直した5枚」: the hand of 5 (5-2-1-6); another count is not read
    turns = reading.of(Role.TURN)
    if any(f.concept != "order" for f in turns):
        return None
    orders = {(_order_owner(reading, f), f.value) for f in turns}
    if len({o for o, _ in orders}) != len(orders):
        return None  # one player told both first and second
    players = {_player(reading, f) for f in told}
    who = _player(reading, verb)
    if len(players) != 1 or who is None or None in players or who not in players:
        # 「相手が引き直した。自分も引き直せる?」: the other player's own choice is allowed, but a setup
        # run reaches the first turn's skipped draw (6-3-1), which the can verdict reads as a refusal
        return None
    done = str(next(iter(players)))
    notes: list[str] = []
    second = (ASKER, "second") in orders or (OTHER, "first") in orders
    if second and ((ASKER, "first") in orders or (OTHER, "second") in orders):
        return None
    if not turns:
        notes.append("先攻か後攻かが書かれていないので、自分を先攻としています(引き直しの回数は同じです)。")
    asker_seat, other_seat = ("player2", "player1") if second else ("player1", "player2")
    seat = {ASKER: asker_seat, OTHER: other_seat}
    actions: list[dict[str, Any]] = []
    if second and done == ASKER:
        actions.append({"type": "mulligan", "player": other_seat, "redraw": False})
        notes.append("先攻の相手は引き直しを行わなかったとしています。")
    actions.append({"type": "mulligan", "player": seat[done], "redraw": True})
    if done != who and seat[who] == "player1":
        return None  # the first player's choice comes first (5-2-1-6): told after the second's, unread
    actions.append({"type": "mulligan", "player": seat[str(who)], "redraw": True})
    hand = [{"id": f"h{i}", "name": "最初の手札"} for i in range(OPENING_HAND)]
    payload: dict[str, Any] = {
        "phase": "setup",
        "turn": 1,
        asker_seat: {"hand": hand},
        other_seat: {},
        "actions": actions,
    }
    return BuiltScenario(
        f"{GAME}.plan.mulligan_again",
        payload,
        tell(_head, me=asker_seat),
        tuple(notes),
    )


def _head(sim: SimulationResult) -> str:
    """The asked redraw: refused by the engine (5-2-1-6) or made (the first turn's skipped draw that
    follows is no refusal of it)."""
    refused = rejection(sim)
    if refused is not None:
        return f"引き直しを行うことはできません({refused.text.split(': ', 1)[-1]})"
    return "引き直しを行うことができます(各プレイヤーが1度ずつ選べます)"
