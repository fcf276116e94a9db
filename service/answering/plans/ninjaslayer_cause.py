"""ニンジャスレイヤー REREAD: an act told only as the cause of a card's state — 「Bは、自分のターンに
殴ったからオジギ(横向き)のまま」: the アイサツ and its turn in the reason clause (…たから/…たので) right
before the state explain the オジギ the question then tells (704.5: an アイサツ bows its card; 502.2a:
only the turn player's cards stand again), no act of the situation asked about. The state stays read;
the act and the turn in that clause are read as neutral (``cause``), so a plan runs the state as told.

Only an アイサツ (or 殴る) with nothing but a turn before it in its clause, and a オジギ state within a few
characters after the reason's から/ので, is read this way.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

_BECAUSE = re.compile(r"[ぁ-ん]{0,3}?(?:た|だ)\s*(?:から|ので)\s*[、,]?\s*")
_CLAUSE = re.compile(r"[、,。?？!！]")


def _neutral(f: Fact) -> Fact:
    return dataclasses.replace(f, role=Role.NEUTRAL, concept="cause", value=None)


def state_cause(reading: Reading) -> Reading:
    text, out = reading.text, set()
    states = [f for f in reading.of(Role.STATE) if f.concept == "rested" and not f.negated]
    for act in reading.of(Role.ACTION):
        if act.concept not in ("attack", "aisatsu") or act.negated:
            continue
        m = _BECAUSE.match(text, act.end)
        if m is None or not any(m.end() <= s.start <= m.end() + 2 for s in states):
            continue
        start = max((c.end() for c in _CLAUSE.finditer(text, 0, act.start)), default=0)
        before = [f for f in reading.facts if start <= f.start and f.end <= act.start]
        if any(f.role not in (Role.TURN, Role.OWNER, Role.NEUTRAL) for f in before):
            continue
        out.add(act)
        out |= {f for f in before if f.role is Role.TURN}
    if not out:
        return reading
    return dataclasses.replace(reading, facts=tuple(_neutral(f) if f in out else f for f in reading.facts))
