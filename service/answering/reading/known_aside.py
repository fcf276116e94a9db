"""An outcome the asker says it already knows (「倒せないのは分かってる。で、うちのキャラは落ちる?」
「勝てないのは知ってるけど」): the clause before 「のは分かってる/知ってる」 concedes what cannot happen —
the run decides that outcome anyway, so its outcome words are neither an act nor an ask. Left as facts,
「倒せ」 had been read as a destroy act of the fight and kept the plans from reading the question (blind AG
ninjaslayer-ag-04 withheld). Only a denied outcome (「倒せない」「破壊できない」) and the asks in the clause
are set aside; anything else it tells — a count, a state, a block or a destruction that happened
(「破壊されたのは分かってる」) — stays a fact."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「…のは分かってる」「…ってのは知ってる」「…ことは承知」: the aside's end
_KNOWN = re.compile(
    r"(?:の|こと|っての|ってこと|って)\s*(?:は|も)?\s*"
    r"(?:知って|分かって|わかって|承知して|承知の上|理解して)\s*(?:る|いる|います|た|ます)?"
)
_BOUNDARY = re.compile(r"[。、,，!！?？\n(（)）]")
# the outcome an aside concedes: a card destroyed / killed / KO'd, a player winning or losing
_OUTCOMES = frozenset({"destroy", "ko", "kill", "win", "lose", "defeat", "survive"})
_DENIED = re.compile(r"\s*(?:でき|られ|れ|せ|さ)?\s*(?:ない|ません|ず)")


def known_asides(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with the outcome words of each known-outcome aside made neutral (concept ``known_aside``)."""
    spans: list[tuple[int, int]] = []
    for m in _KNOWN.finditer(question):
        begin = max((b.end() for b in _BOUNDARY.finditer(question, 0, m.start())), default=0)
        if begin < m.start():
            spans.append((begin, m.start()))
    if not spans:
        return list(facts)
    out = []
    for f in facts:
        inside = any(s <= f.start and f.end <= e for s, e in spans)
        outcome = f.role is Role.ASK or (
            f.role is Role.ACTION and f.concept in _OUTCOMES and _DENIED.match(question, f.end) is not None
        )
        out.append(replace(f, role=Role.NEUTRAL, concept="known_aside") if inside and outcome else f)
    return out
