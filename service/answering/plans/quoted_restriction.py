"""A quoted restriction held by the card a quoted effect is used on (audit 23e): 「このフォロワーは破壊
されない」「このキャラはKOされない」「このキャラは効果でKOされない」, read whole as a STATE by the game's
lexicon (sve.jsonl, onepiece.jsonl) and told as that card's already (「…を持ってる」「…ってある」).

`plans/quoted_effect` puts it on the told card as the engine flag of the same name (sve
`restrictions.py`: 1.3.1 / 1.3.3 against 11.3.1 and a destroy effect, 5.5.1 — not against 消滅, 5.6.1;
onepiece `restrictions.py`: 1-3-3 / 10-2-1-3 against an effect that says KO, 10-2-1-2 — not against
trashing or a return to the hand). Only with one card told, as a damage replacement is
(`plans/quoted_shield`).
"""

from __future__ import annotations

import re

from service.answering.plans.quoted_shield import _HELD
from service.answering.plans.restricted_holder import HOLDER_BEFORE
from service.answering.reading.model import Reading, Role

# the restrictions whose engine flag has the concept's name, per game (engine */restrictions.py)
FLAGS = {
    "sve": frozenset({"indestructible", "no_attack", "no_ability_destroy"}),
    "kiseki": frozenset({"indestructible"}),  # 104.1 against 1317.2 (engine kiseki/effects.py)
    "ninjaslayer": frozenset({"unkillable"}),  # 104.4 against 1311.1 / 1004.1 (engine ninjaslayer)
    "onepiece": frozenset(
        {"no_ko", "no_battle_ko", "no_effect_ko", "no_opponent_effect_ko", "no_attack", "unblockable"}
    ),
}


def restrictions(
    reading: Reading, game: str, spans: list[tuple[int, int, str]]
) -> dict[tuple[int, int], str]:
    """The quotes (by span) that are a restriction the told card holds, with its engine flag."""
    found = {(s, e): _restriction(reading, game, s, e) for s, e, _body in spans}
    return {span: flag for span, flag in found.items() if flag is not None}


def _restriction(reading: Reading, game: str, start: int, end: int) -> str | None:
    """The engine flag of the quote at [start, end) when the quote is one restriction, read whole, that
    the card told before it holds (「フォロワーに「…」ってある」) or that is told as held after it."""
    whole = [
        f
        for f in reading.of(Role.STATE)
        if f.concept in FLAGS.get(game, ()) and f.start == start + 1 and f.end >= end - 2 and not f.negated
    ]
    if len(whole) != 1 or reading.text[whole[0].end : end - 1].strip("。 "):
        return None
    cards = [c for c in reading.of(Role.CARD) if c.end <= start]
    before = bool(cards) and HOLDER_BEFORE.fullmatch(reading.text, cards[-1].end, start + 1) is not None
    after = [c for c in reading.of(Role.CARD) if c.start >= end]
    # 「相手の「これは殺されない」耐久力2のキャラ」: the quote modifies the card noun it stands before
    modifies = bool(after) and _MODIFIER.fullmatch(reading.text, end, after[0].start) is not None
    return whole[0].concept if before or modifies or _HELD.match(reading.text, end) else None


# between a quoted restriction and the card noun it modifies: nothing, 「の」, or the card's told
# stats ending in 「の」 (「」耐久力2のキャラ」「」DEF3のUNIT」) — no punctuation, no other clause
_MODIFIER = re.compile(r"\s*(?:の\s*)?(?:[^、。,!?？！「」『』]{1,12}の\s*)?")


# the restrictions that name whose effect they stop: the effect's controller decides (onepiece 10-2-1-3)
SOURCED = frozenset({"no_opponent_effect_ko"})


def sourced(flags: dict[tuple[int, int], str]) -> bool:
    """Whether a restriction the card holds depends on who uses the effect."""
    return any(flag in SOURCED for flag in flags.values())
