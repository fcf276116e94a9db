"""fow `fow_per_count` helpers: the other player's hand told beside the counted one (「俺の手札3枚、相手の
手札は5枚。「あなたの手札1枚につき…」を相手に撃った」, 10.6.4.1) — the counted hand is the effect user's, the
other player's is held in the scenario too, so the fact is reflected rather than declined (style audit 17b).
Open when the quote is told as a player's card (「相手の「…」を俺に」) and its user is not told: whose
「あなた」 it says is then the question's guess, not a fact (fow audit 7 rows 450-451, right: null)."""

from __future__ import annotations

import re

from service.answering.reading.model import OTHER_OWNER, Reading, Role

UNTOLD_USER = "効果を使ったプレイヤーが質問にないため、自分が使ったものとしています。"
_OWNED_QUOTE = re.compile(r"(?:相手|自分|俺|こっち|向こう)\s*の\s*$")


def guessed_user(reading: Reading, quote: tuple[int, int], notes: list[str]) -> bool:
    """The quote told as a player's card (「相手の「…」」) while its user is the default, not told."""
    return UNTOLD_USER in notes and _OWNED_QUOTE.search(reading.text, 0, quote[0]) is not None


def other_hands(reading: Reading, counter: str) -> dict[str, int]:
    """The hands told of the player the effect does not count (by owner)."""
    return {
        q.owner: q.value
        for q in reading.of(Role.QUANTITY)
        if q.concept == "hand" and q.owner in OTHER_OWNER and q.owner != counter and isinstance(q.value, int)
    }
