"""An act named as the bound of the asked time (「次にドローするまではまだ負けないよね?」「次のドローまでは
セーフ?」「引くまでは大丈夫?」): the asker asks about the time BEFORE that act, so the act is no act the
question tells as done. Left as an act, the draw was scripted and the run's loss at it answered a question
about the time before it — sve had stated 'opponent' for 「デッキが0枚。次にドローするまでは負けないよね?」,
where nobody has lost until the draw from the empty deck (5.9.1.1, 11.2.2; audit 24d).

Only 「まで」 with nothing or a topic particle after it (「まで」「までは」「までの間」) bounds the time
asked; 「までに」 (「アタックするまでにドン!!を付けた」: by that act, which then happens) and an act inside
a quoted card text (「…引くまで繰り返す」) stay acts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# the act's verb ending, then 「まで」 not followed by 「に」: 「ドローするまでは」「引くまで」「ドローまでの
# 間」
_UNTIL = re.compile(
    r"\s*(?:す(?:る)?|され(?:る)?|させ(?:る)?|く|ぐ|る|う|つ|む|ぶ|ぬ)?\s*まで(?!\s*に)"
    r"(?:\s*(?:は|の間|なら|、|,))?"
)
_QUOTES = (("「", "」"), ("『", "』"))


def _quoted(text: str, at: int) -> bool:
    return any(text.rfind(o, 0, at) > text.rfind(c, 0, at) for o, c in _QUOTES)


def until_acts(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each act that bounds the asked time (「…するまでは」) made neutral (concept ``until``)."""
    return [
        replace(
            f, role=Role.NEUTRAL, concept="until", why="the act the asked time lasts until, not an act told"
        )
        if f.role is Role.ACTION
        and not f.negated
        and _UNTIL.match(question, f.end)
        and not _quoted(question, f.start)
        else f
        for f in facts
    ]
