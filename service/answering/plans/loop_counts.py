"""A loop both players may stop, each naming how many times it repeats (「自分のターンで俺が5回、相手が3回って
宣言した。何回繰り返す?」): the rulebook's rule on which count runs, asked of the engine.

* onepiece 11-1-1-3: the turn player declares, then the opponent; the smaller count runs;
* sve 15.2.1.1: the turn player shows the count, the non-turn player accepts it or makes it run fewer
  times — a larger count of the non-turn player changes nothing, so the smaller runs as well;
* kiseki 1501.1b: the プライマリープレイヤー specifies, then the other; the smaller count runs
  (ninjaslayer 1501.1b has its own plan, `ninjaslayer_loop`).

Read from the facts: ACTION loop, two MODIFIER ``loop_count`` (the lexicon's player-and-count phrase,
「ターンプレイヤーが5回」「俺が5回、相手が3回って宣言」) and a count asked (「何回」). Each count's
player must be told: a turn/primary word (player1 is the turn player in every engine), or 自分/相手
with 「自分のターン」 told (the asker is then player1) — a count of the asker on the opponent's turn or
with no turn told is not seated here (the engine's narration of who declared first would be guessed),
nor are two counts of one player. Any other fact (a card, a stat, another action, a forced loop, a
loop one player only may stop) declines: what the repeated actions did is not modelled.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

PLAYER1, PLAYER2 = "player1", "player2"
_QUIET = (Role.ASK, Role.OWNER, Role.TERM, Role.NEUTRAL)
_OTHER_SEAT = re.compile(r"非\s*(?:ターン|プライマリー?|イニシアチブ)")
_TURN_SEAT = re.compile(r"ターン\s*プレイヤー|プライマリー?|イニシアチブ")
_SELF = re.compile(r"自分|俺|私|僕|こっち")
_RIVAL = re.compile(r"相手|向こう")
# 「だけ」「のみ」: a loop one player only may stop (11-1-1-2 / 1501.1a), not read here
# (「好きなだけ」「好きな回数だけ」 say how often, not who)
_ONE = re.compile(r"(?:俺|自分|私|僕|こっち|相手|向こう|プレイヤー|方)\s*(?:だけ|のみ)|一方|片方")
# each game's loop action for the two counts (player1: the turn player) and its clause
_ACTIONS: dict[str, tuple[Callable[[int, int], dict[str, Any]], str]] = {
    "onepiece": (
        lambda a, b: {"type": "loop", "stoppers": [PLAYER1, PLAYER2], "counts": {PLAYER1: a, PLAYER2: b}},
        "11-1-1-3",
    ),
    "sve": (lambda a, b: {"type": "loop", "count": a, "cut": b}, "15.2.1.1"),
    "kiseki": (lambda a, b: {"kind": "loop", "counts": {PLAYER1: a, PLAYER2: b}}, "1501.1b"),
}
_PHASE = {"kiseki": {"phase": "battle"}}
# the engines whose loop event does not say who declared first (kiseki 1501.1b: 「AがN回、BがM回を指定」)
_UNORDERED = ("kiseki",)
_ASKER = {frozenset({"self_turn"}): PLAYER1, frozenset({"opponent_turn"}): PLAYER2}


def _turn_seat(fact: Fact) -> str | None:
    """player1 (the turn / primary player) or player2 for a count whose subject names the role."""
    if _OTHER_SEAT.search(fact.text):
        return PLAYER2
    return PLAYER1 if _TURN_SEAT.search(fact.text) else None


def _side(fact: Fact) -> str | None:
    """「自分」 or 「相手」 named in the count's subject (the asker's side), None for neither or both."""
    mine, theirs = bool(_SELF.search(fact.text)), bool(_RIVAL.search(fact.text))
    return None if mine == theirs else ("self" if mine else "rival")


def _seats(counts: list[Fact], me: str | None) -> dict[str | None, int | str | None]:
    """The seat of each of the two counts: its turn / primary word; else, the other count's seat being
    known, the other seat (two counts are two players'); else its side, the asker seated at `me`."""
    seated = [_turn_seat(f) for f in counts]
    if seated.count(None) == 1:
        known = next(s for s in seated if s is not None)
        seated = [s if s is not None else (PLAYER2 if known == PLAYER1 else PLAYER1) for s in seated]
    elif me is not None and seated == [None, None]:
        other = PLAYER2 if me == PLAYER1 else PLAYER1
        sides = [_side(f) for f in counts]
        seated = [me if s == "self" else other if s == "rival" else None for s in sides]
    return {s: f.value for s, f in zip(seated, counts, strict=True)}


def counted_loop(game: str) -> Callable[[Reading], BuiltScenario | None]:
    """The plan of `game` for a loop both players count (a game of `_ACTIONS`)."""
    build, clause = _ACTIONS[game]

    def plan(reading: Reading) -> BuiltScenario | None:
        if asked(reading) != "number":
            return None
        if not any(f.role is Role.ACTION and f.concept == "loop" and not f.negated for f in reading.facts):
            return None
        counts = [f for f in reading.of(Role.MODIFIER) if f.concept == "loop_count"]
        turns = [f for f in reading.of(Role.TURN) if not f.negated]
        for f in reading.facts:
            if f.role in _QUIET or f in counts or f in turns:
                continue
            if f.role is Role.ACTION and f.concept in ("loop", "loop_choice") and not f.negated:
                continue
            return None  # another fact: what it changes is not read with the loop
        if len(counts) != 2 or any(t.concept not in ("self_turn", "opponent_turn") for t in turns):
            return None
        if _ONE.search(reading.text):
            return None  # one player only may stop it: 11-1-1-2 / 1501.1a
        told = {t.concept for t in turns}
        # the asker's seat: player1 on their own turn, player2 on the opponent's; kiseki narrates no order,
        # its asker is player1
        me = PLAYER1 if game in _UNORDERED else _ASKER.get(frozenset(told))
        seats = _seats(counts, me)
        if set(seats) != {PLAYER1, PLAYER2} or not all(isinstance(v, int) for v in seats.values()):
            return None  # whose count is whose is not told
        first, second = int(seats[PLAYER1] or 0), int(seats[PLAYER2] or 0)
        payload: dict[str, Any] = {**_PHASE.get(game, {}), "actions": [build(first, second)]}

        def head(sim: SimulationResult) -> str:
            times = next((e.data.get("times") for e in sim.events if e.type == "loop"), None)
            if times is None:
                return "ループは実行されませんでした"
            return f"ループは{times}回実行されます(両者が指定した回数のうち少ない方、{clause})"

        told_events = story(head, types=("loop",), limit=1, me=me or PLAYER1)
        return BuiltScenario(f"{game}.plan.loop_counts", payload, told_events, ())

    plan.__name__ = f"{game}_loop_counts"
    return plan


__all__ = ["counted_loop"]
