"""The card a quoted restriction is written on (onepiece, audit 23e): 「このキャラはアタックできない」
「このキャラはブロックされない」「このキャラは(バトルで/効果で)KOされない」, read whole as a STATE (lexicon
`onepiece.jsonl`), belong to the card the question says holds the text — the card named right before
the quote (「相手のキャラに「…」って書いてある」「そのキャラは「…」持ち」「俺のキャラが「…」を持ってる」) or
the card the quote describes after it (「「…」を持つアクティブのキャラ」「「…」って書いてあるキャラ」).
A quote bound to no card stays unbound: the battle leaves it out and the gate withholds the verdict.
The engine holds each as a character's flag (engine `onepiece/restrictions.py`); a leader has none.
"""

from __future__ import annotations

import re

from service.answering.plans.onepiece_card_box import Box, bind, gap
from service.answering.plans.restricted_holder import HOLDER_AFTER, HOLDER_BEFORE
from service.answering.reading.model import Fact, Reading

RESTRICTED = frozenset(
    {"no_attack", "unblockable", "no_ko", "no_battle_ko", "no_effect_ko", "no_opponent_effect_ko"}
    | {"don_blocker"}
)
_GLUE = re.compile(r"(?:\s|の|な|、|状態)*")


def bind_restrictions(reading: Reading, boxes: list[Box], skip: list[Fact]) -> None:
    """Bind each quoted restriction to the card that holds its text (`boxes` in order)."""
    text = reading.text
    for m in (f for f in reading.facts if f.concept in RESTRICTED and not f.negated):
        behind = next((b for b in reversed(boxes) if b.noun.end <= m.start - 1), None)
        if behind is not None and HOLDER_BEFORE.fullmatch(gap(text, behind.noun.end, m.start, skip)):
            bind(behind, m)
            continue
        ahead = next((b for b in boxes if b.start >= m.end), None)
        if ahead is None:
            continue
        between = gap(text, m.end, ahead.start, [f for f in skip if f is not m])
        held = HOLDER_AFTER.match(between)
        if held is not None and _GLUE.fullmatch(between, held.end()):
            bind(ahead, m)
