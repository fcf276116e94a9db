"""The words that carry a quoted text as its means, not as a card of the situation (audit 26b): the
instrument noun right before the quote (「自分のイベントの「…」」「こっちのスペルの「…」」) or right after it
(「「…」効果で」「「…」のスペルで」). Read as such a noun they would be a second card, or a modifier of the
told card, and the quoted-effect plan declined; they are the quote's own, like the words inside it.

The nouns are data (lexicon/quote_users.json "instrument_nouns", the same list `quoted_effect.user_of`
reads a side word with).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from service.answering.reading.model import Fact, Reading, Role

_USERS = json.loads((Path(__file__).resolve().parents[1] / "lexicon" / "quote_users.json").read_text("utf-8"))
_NOUNS = "|".join(map(re.escape, _USERS["instrument_nouns"]))
# the noun before the quote: only 「の」 between it and the quote's opening mark
_BEFORE = re.compile(r"\s*の?\s*")
# the noun after the quote: 「」効果で」「」のスペルで」「」という効果で」 — its 「で」 makes it the means
_AFTER = re.compile(rf"\s*(?:という|って|の)?\s*(?:{_NOUNS})\s*(?:で|によって|により)")


def carriers(reading: Reading, spans: list[tuple[int, int, str]]) -> list[Fact]:
    """The facts of `reading` that are a quote's carrying noun (its side word included)."""
    out: list[Fact] = []
    for start, end, _body in spans:
        after = _AFTER.match(reading.text, end)
        for f in reading.facts:
            if f.role not in (Role.CARD, Role.MODIFIER, Role.TERM, Role.OWNER):
                continue
            if after is not None and end <= f.start and f.end <= after.end():
                out.append(f)  # 「「…」効果で」: the modifier 「効果で」 and the term 効果
            elif (
                f.role is Role.CARD
                and re.fullmatch(_NOUNS, f.text)
                and _BEFORE.fullmatch(reading.text, f.end, start) is not None
            ):
                out.append(f)  # 「自分のイベントの「…」」: the card that is the text played
                out += [o for o in reading.facts if o.role is Role.OWNER and f.start - 4 <= o.start < f.start]
    return out
