"""A quoted replacement of the damage the told card takes (「このフォロワーが受けるダメージを2減らす」「次に
これが受けるダメージを1軽減する」「これが受けるダメージは0になる」「このキャラはダメージを受けない」), read by
`reading.card_text` as ``reduce_damage`` said of the card itself (no card chosen, no player named).

`plans/quoted_effect` puts it on the told card before the quoted damage resolves: the card holds it
already (「そのフォロワーには「…」効果がある」「…を受けてる」), whichever sentence tells it; a text told
used as an act (「「…」で守った」, a response) is not read here. The engines' reduce_damage
waits for the next damage and is used up by it (sve 10.2.1.3.2 / 10.10.1 / 10.10.2.3, ninjaslayer
1214.1 / 1214.3 / 1102.4c), which is the text when it says 「次に」; a text without it lasts, so it is run
only when exactly one damage reaches the card. Only the games whose engine carries reduce_damage out
(card_text.json "games" … "reduces") run it; the others decline, and with no damage to replace, or
more than the one told card, the plan declines too.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.card_text import CardText

_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "card_text.json"


@cache
def reduces(game: str) -> bool:
    """Whether `game`'s engine runs a quoted damage replacement (card_text.json "games" … "reduces")."""
    games = json.loads(_DATA.read_text(encoding="utf-8"))["games"]
    return bool(games.get(game, {}).get("reduces", False))


# the text told as the card's already (「…」を持ってる / 効果がある / がかかってた / を受けてる); a text
# told used as an act (「「…」で守った」「「…」を使った」: a response, whose timing is not read) is not
_HELD = re.compile(
    r"\s*(?:という|って)?\s*(?:効果|能力)?\s*(?:を|が|は|も)?\s*"
    r"(?:持(?:つ|ち|って|った)|あ(?:る|り|った)|かか(?:る|り|って|った)|受け(?:る|て)|付い|つい|得て|得た)"
)


def is_shield(text: CardText, question: str, end: int) -> bool:
    """A text that only replaces the damage its own card takes, told as the card's already."""
    return (
        bool(text.effects)
        and not text.chosen
        and not text.players
        and all(e["effect"] == "reduce_damage" for e in text.effects)
        and _HELD.match(question, end) is not None
    )


def shielded(
    game: str, shields: list[CardText], effects: list[dict[str, Any]], one_card: bool
) -> list[dict[str, Any]] | None:
    """The quoted effects with the told card's damage replacements put on it first; None when they
    cannot be run as the texts say."""
    if not shields:
        return effects
    if not reduces(game) or not one_card:
        return None
    damages = [e for e in effects if e["effect"] == "damage"]
    if not damages or any(e["effect"] == "reduce_damage" for e in effects):
        return None
    held = [e for t in shields for e in t.effects]
    if any(not e.get("next") for e in held) and len(damages) != 1:
        return None  # a lasting replacement meets every damage; the engine's meets the next one only
    put = [{k: v for k, v in e.items() if k != "next"} | {"targets": [{"card": "b"}]} for e in held]
    return put + effects
