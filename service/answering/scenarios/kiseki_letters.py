"""軌跡 TCG UNITs the asker names by one capital letter, their stats in the parenthesis right after
(「A(STR3/DEF3)とB(STR2/DEF3)でスクラム攻撃」「相手のY(STR2/DEF4、CPコスト3)」「UNIT X(…)」, AG17: the letter
had been no UNIT, the battle not built). Split from kiseki_read so it stays under 400 lines."""

from __future__ import annotations

import re
from collections.abc import Collection

from service.answering.extract import CardMention

# not right after 「UNIT」, whose noun the mention already is (「UNIT X(…)」: `LETTERED_PAREN` skips the X)
_LETTER = re.compile(
    r"(?<![A-Za-z0-9])(?<!UNIT)(?<!UNIT )(?<!ユニット)(?<!ユニット )[A-Z]"
    r"(?=\s*\([^()]*(?:STR|DEF|CPコスト))"
)
# the parenthesis right after a UNIT noun, past a letter naming it (「UNIT X(STR1/DEF4)」)
LETTERED_PAREN = r"\s*(?:[A-Z](?![A-Za-z]))?\s*\(([^()]*)\)"


def lettered(text: str, starts: Collection[int]) -> list[CardMention]:
    """A UNIT mention per letter naming one, unless a mention starts there already."""
    return [
        CardMention("unit", m.group(0), m.start(), m.end(), None, None)
        for m in _LETTER.finditer(text)
        if m.start() not in starts
    ]
