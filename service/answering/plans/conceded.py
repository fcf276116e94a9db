"""A player concedes (投了), planned for any game whose rulebook has the concession: the player who
concedes loses at once, whatever the board (sve 1.2.3 — without waiting for the check timing —,
kiseki and ninjaslayer 103.4 — the conceding player's opponent wins —; onepiece keeps its own plan,
`onepiece_end.concession`, 1-2-4). fow's §10 has no concession, so fow gets no such plan.

The player who concedes is the one the concession's clause names as its subject (「相手が投了した」
「俺は降参した」); with none named the question gets no scenario (who conceded decides the winner).
Another action of the question (an attack, a play …) is not planned here: whether it came first and
what it did are not read, so the question gets no scenario. A player's count the question states
(「絆が-3の相手が投了」) is left to the reading gate, which sets it when the game's map says how, and
otherwise withholds.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from service.answering.plans.onepiece_cards import ASKER, OTHER, inside_parens
from service.answering.plans.onepiece_players import subject_of
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

Plan = Callable[[Reading], BuiltScenario | None]

# the key naming an action's kind in each game's scenario format (sve: `type`; kiseki, ninjaslayer: `kind`)
_ACTION_KEY = {"sve": "type", "kiseki": "kind", "ninjaslayer": "kind"}
# 「投了しようとした」「投了しかけた」「投了するか迷った」: a concession not made
_ATTEMPT = re.compile(r"\s*(?:を)?\s*(?:しよう|しかけ|するか|しそう|すべきか|考え|迷)")
# the turn told as the opponent's: the turn player sits as player1, so the asker is player2
_THEIR_TURN = frozenset({"opponent_turn"})


def conceder(reading: Reading) -> str | None:
    """The one player told to concede (ASKER / OTHER) when a winner or what happens is asked and the
    concession is the question's only act; None otherwise (shared with onepiece's `concession`)."""
    if asked(reading) not in ("winner", "outcome"):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not inside_parens(reading.text, f)]
    conceded = [f for f in acts if f.concept == "concede" and not f.negated]
    if len(conceded) != 1 or len(acts) != 1:
        return None  # no concession, several, or another action whose order is not read
    if _ATTEMPT.match(reading.text, conceded[0].end):
        return None  # 「投了しようとしたけどやめた」: tried or weighed, not done
    who = subject_of(reading, conceded[0])
    return str(who) if who in (ASKER, OTHER) else None  # None: who conceded is unsaid


def concession_plan(game: str) -> Plan:
    """The concession plan of `game` (sve, kiseki, ninjaslayer)."""
    key = _ACTION_KEY[game]

    def concession(reading: Reading) -> BuiltScenario | None:
        who = conceder(reading)
        if who is None:
            return None
        turns = {f.concept for f in reading.of(Role.TURN)}
        seat = {ASKER: "player1", OTHER: "player2"}
        if turns & _THEIR_TURN and "self_turn" not in turns:
            seat = {ASKER: "player2", OTHER: "player1"}
        payload = {"actions": [{key: "concede", "player": seat[str(who)]}]}
        return BuiltScenario(f"{game}.plan.concession", payload, _told(seat[ASKER]), ())

    return concession


def _told(me: str) -> Callable[[SimulationResult], str]:
    """The conclusion: who conceded and who wins, as the asker's side, with the game-over clauses."""

    def say(sim: SimulationResult) -> str:
        over = next((e for e in sim.events if e.type == "game_over"), None)
        winner = sim.outcome.winner
        if over is None or winner is None:
            return ""
        won, lost = ("自分", "相手") if winner == me else ("相手", "自分")
        rules = "、".join(over.rules)
        return f"シミュレーション結果: {lost}が投了して即座に敗北し、{won}の勝利です({rules})。"

    return say
