"""A turn told as come while a state still holds: 「俺のターンになってもまだ横向き(レスト)のまま。…こいつを
殴れる?」 — the 「になっても…まだ…のまま」 says the state told holds now, in that turn; no turn is run
(onepiece's refresh phase would make only the turn player's cards active, 6-2-4). Read as a turn run, no
plan could hold the asked attack with it (blind AV onepiece-av-08's trap; AT onepiece-at-03 is the same).

Only a turn fact right before 「ても/でも」 with 「まだ」 or 「まま」 later in its sentence is taken; it is
read as a neutral setting, and the turn named (「俺のターン」) stays the turn the question is in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「になっても」「が来ても」「になったけど」: the turn's coming conceded
_CONCEDED = re.compile(r"\s*(?:て|っ?て)?\s*(?:も|でも|たけど|たのに)")
_STILL = re.compile(r"まだ|まま|ままで")
_SENTENCE_END = re.compile(r"[。?？!！]")
_WHY = "a turn come while the state told still holds (still_state.py)"


def still_states(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each turn conceded before a state still held read as neutral (see the module)."""
    out = list(facts)
    for i, f in enumerate(facts):
        if f.role is not Role.TURN or f.concept != "refresh" or not _CONCEDED.match(question, f.end):
            continue
        end = _SENTENCE_END.search(question, f.end)
        tail = question[f.end : end.start() if end else len(question)]
        if not _STILL.search(tail):
            continue
        if not any(
            g.role is Role.STATE and f.end <= g.start for g in facts if not end or g.start < end.start()
        ):
            continue
        out[i] = replace(f, role=Role.NEUTRAL, concept="setting", why=_WHY)
    return out
