"""A player's numbered turn restated as the game's (「後攻の2ターン目(ゲーム全体で4ターン目)」
「先攻の2ターン目、通算3ターン目」): the game's turn N that the told order and own-turn number M already
give — N = 2M − 1 for the first player, 2M for the second — says nothing new. Left a second turn number,
it had kept the plans from reading the question at all (blind AG onepiece-ag-17: a 【速攻】 attack on the
second player's 2nd turn withheld). A game turn that disagrees with the told one stays a fact (and
withholds)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「(ゲーム全体で」「、通算」「ゲームの」: the words right before the game's turn number
_GAME_WIDE = re.compile(r"(?:ゲーム\s*全体|全体|通算|トータル|ゲーム)\s*(?:で|の|では|だと|でいう)?\s*$")
# 「後攻の」「先攻」: the order right before the player's own turn number
_OWN = re.compile(r"^\s*(?:の)?\s*$")
_SENTENCE_END = re.compile(r"[。?？!！\n]")


def restated_game_turns(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each game-wide turn number that agrees with the told order and own turn made neutral
    (concept ``restated_game_turn``)."""
    out = list(facts)
    turns = [
        f for f in out if f.role is Role.TURN and f.concept == "turn_number" and isinstance(f.value, int)
    ]
    orders = [
        f for f in out if f.role is Role.TURN and f.concept == "order" and f.value in ("first", "second")
    ]
    for i, f in enumerate(out):
        if f not in turns or not _GAME_WIDE.search(question, max(0, f.start - 8), f.start):
            continue
        begin = max((m.end() for m in _SENTENCE_END.finditer(question, 0, f.start)), default=0)
        own = [t for t in turns if begin <= t.start and t.end <= f.start]
        if not own:
            continue
        told = own[-1]
        order = [o for o in orders if o.end <= told.start and _OWN.match(question[o.end : told.start])]
        if not order or not isinstance(told.value, int):
            continue
        game_turn = 2 * told.value - (1 if order[-1].value == "first" else 0)
        if f.value == game_turn:
            out[i] = replace(f, role=Role.NEUTRAL, concept="restated_game_turn")
    return out
