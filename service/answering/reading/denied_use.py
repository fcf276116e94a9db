"""A use denied: 「(クイックは使わない)」「効果は何も使ってない」「何の効果も使ってない」
「PP増やすカードとかは一切使ってない」 — nothing used is every scenario's default (no card or effect but
those the question tells and the scenario scripts), so the use is no fact to reflect; a keyword named
as what is unused stays, denied (no card of the run has it). An effect the clause describes
(「コストを2下げる効果は使ってない」) is a fact of its own: that use is left as it was read.

Round 8 built this for Shadowverse Evolve (`plans/sve_quote`); round 15 reads it for every game: blind
AC (first try) had ninjaslayer 「(何の効果も使ってない)」 withheld for a use the scenario could not show,
and the onepiece gate had counted a told attack as the denied use (`engine_map.json` ``use``: any
scripted act). A resource named as unused (「EPを使わずに」「ドンは使わない」) is not denied here: it
decides which resource pays, so it stays a fact.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Reading, Role

# 「使わない」「使わず」「使わなかった」「使ってない」: a use denied
_UNUSED = re.compile(r"\s*(?:な(?:い|く|かっ)|ず|ません)|て(?:い)?な(?:い|く|かっ)")
# what is said unused: a keyword's cards, cards, effects or abilities in general, or nothing at all
# (「何の効果も」) — not a resource the scenario pays with (「EPを使わずに」 decides which of PP/EP pays)
_NOTHING = re.compile(
    r"(?:クイック】?|カード|効果|能力|何も|なにも|一切|特に|全然)\s*(?:とか|など|なんか|も)?\s*(?:は|も)?\s*"
    r"(?:何も|なにも|一切|特に|全然)?\s*$"
)
_KEYWORD_UNUSED = re.compile(r"\s*】?\s*(?:は|も)?\s*(?:何も)?\s*$")
# 「守護の効果は使ってない」: the effect of a keyword a told card has — its use (sve 12.8.2: acting the
# 【守護】 follower) decides the answer, so that use is a fact, not nothing (style audit 15s: 'no' stated)
_OF_EFFECT = re.compile(r"\s*】?\s*の\s*(?:効果|能力)")
_CLAUSE_START = re.compile(r"[。、,!?！？()（）\n]")
# what a general denial may name besides its words: whose, which card, a keyword (「クイックは」)
_GENERAL = frozenset({Role.NEUTRAL, Role.OWNER, Role.CARD, Role.TERM, Role.KEYWORD})


def _described(reading: Reading, at: int) -> bool:
    """Whether the clause before a denied use describes the effect (「コストを2下げる効果は使ってない」):
    that effect is a fact of the question — denied, not nothing — and stays for the planners (the
    onepiece audit 11b row withholds it)."""
    start = max((m.end() for m in _CLAUSE_START.finditer(reading.text, 0, at)), default=0)
    return any(
        start <= f.start
        and f.end <= at
        and (f.role not in _GENERAL or (f.role is Role.KEYWORD and _OF_EFFECT.match(reading.text, f.end)))
        for f in reading.facts
    )


def denied_use(reading: Reading) -> Reading:
    """The use action denied of cards or effects in general, neutral; the keyword named as its
    object, denied."""
    uses = [
        f for f in reading.of(Role.ACTION)
        if f.concept == "use" and (f.negated or _UNUSED.match(reading.text, f.end))
        and reading.text[f.start : f.end].startswith("使") and _NOTHING.search(reading.text[: f.start])
        and not _described(reading, f.start)
    ]  # fmt: skip
    if not uses:
        return reading
    denied = set(uses)
    for use in uses:
        denied |= {
            k for k in reading.of(Role.KEYWORD)
            if k.end <= use.start and _KEYWORD_UNUSED.fullmatch(reading.text, k.end, use.start)
        }  # fmt: skip
    facts = tuple(
        (replace(f, role=Role.NEUTRAL, concept="setting", why="a use denied: nothing used") if f in uses
         else replace(f, negated=True))
        if f in denied else f
        for f in reading.facts
    )  # fmt: skip
    return replace(reading, facts=facts)
