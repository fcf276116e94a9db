"""ニンジャスレイヤー plan for a ループ (1501.1): an action repeated as often as wanted, or forced
without limit.

* 「どっちのプレイヤーも止められない無限ループ」: no player can stop it — the game ends in a draw
  (1501.1c). Said of both players only: a loop one player can stop (「自分は止められる」) or one said
  of one player (「相手だけ止められない」) is not this plan's.
* 「どっちも繰り返すかどうか選べるループ…ターンプレイヤーは5回、非ターンプレイヤーは3回って指定した」:
  both players specify a count, the turn player first, and the smaller count runs (1501.1b).

Built from the facts: ACTION loop (and loop_choice), MODIFIER loop_forced / loop_count; any other
fact that could change the outcome (a card, a stat, a player's count, another action) declines —
a loop that makes a player lose on the way ends by the rule check, not as a loop.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me, sides
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, result, tell
from service.engine.scenario import SimulationResult

_LOOP_FACTS = {Role.ACTION: ("loop", "loop_choice"), Role.MODIFIER: ("loop_forced", "loop_count")}
_QUIET = (Role.ASK, Role.OWNER, Role.TERM, Role.NEUTRAL)
# the players the 「止められない」 is said of: both (1501.1c needs every player unable to stop it)
_BOTH = re.compile(
    r"お互い|両方|両者|双方|両プレイヤー|誰も|いずれの\s*プレイヤーも|(?:どっち|どちら)(?:の\s*プレイヤー)?\s*も"
    r"|(?:自分|俺|私|僕|こっち)も\s*相手も|相手も\s*(?:自分|俺|私|僕|こっち)も"
)
# a player who can stop it after all (「自分は止められるけど」「相手は停止できる」)
_CAN_STOP = re.compile(
    r"(?:止め|停止し?|やめ)(?:られる|ることが?\s*できる|る(?:手段|方法|選択肢)(?:が|は)?\s*ある|できる)"
)
_SENTENCE_END = "。?？!！\n"


def _other_fact(f: Fact) -> bool:
    if f.role in _QUIET:
        return False
    if f.role is Role.TURN:
        return f.concept not in ("self_turn", "opponent_turn") or f.negated
    return f.concept not in _LOOP_FACTS.get(f.role, ()) or f.negated


def _sentence_before(text: str, at: int) -> str:
    start = max(text.rfind(c, 0, at) for c in _SENTENCE_END) + 1
    return text[start:at]


def _count_seat(reading: Reading, fact: Fact) -> str | None:
    """The seat of a specified count: its turn role (1001: player1 is the turn player), else its
    owner word (「俺は5回」)."""
    if "非ターンプレイヤー" in fact.text:
        return PLAYER2
    if "ターンプレイヤー" in fact.text:
        return PLAYER1
    mine = me(reading)
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    if re.search(r"自分|俺|私|僕|こっち", fact.text):
        return mine
    if re.search(r"相手|向こう", fact.text):
        return other
    return None


def loop(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if not any(f.role is Role.ACTION and f.concept == "loop" and not f.negated for f in reading.facts):
        return None
    if any(_other_fact(f) for f in reading.facts):
        return None
    forced = [f for f in reading.of(Role.MODIFIER) if f.concept == "loop_forced"]
    counts = [f for f in reading.of(Role.MODIFIER) if f.concept == "loop_count"]
    choice = [f for f in reading.of(Role.ACTION) if f.concept == "loop_choice"]
    if forced and choice:
        return None
    action: dict[str, Any]
    if forced:
        if counts or kind not in ("winner", "outcome") or _CAN_STOP.search(reading.text):
            return None
        if not all(_BOTH.search(_sentence_before(reading.text, f.start)) for f in forced):
            return None  # 「相手は止められない」: said of one player only
        action = {"kind": "loop", "unstoppable": [PLAYER1, PLAYER2]}
    else:
        if kind != "number" or len(counts) != 2:
            return None  # two counts told: both may repeat it (1501.1b), 「選べる」 told or not
        seats = {_count_seat(reading, f): int(f.value) for f in counts if isinstance(f.value, int)}
        if set(seats) != {PLAYER1, PLAYER2}:
            return None  # whose count is whose is not told
        action = {"kind": "loop", "counts": seats}
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        if over:
            return f"{over}。いずれのプレイヤーもループを停止できない場合、ゲームは引き分けで終了します"
        times = next((e.data.get("times") for e in sim.events if e.type == "loop"), None)
        return (
            f"ループは{times}回実行されます(ターンプレイヤー、非ターンプレイヤーの順に回数を指定し、少ない方)"
        )

    payload: dict[str, Any] = {"actions": [action]}
    return BuiltScenario(f"{GAME}.plan.loop", payload, tell(head, who, ("loop", "game_over")))
