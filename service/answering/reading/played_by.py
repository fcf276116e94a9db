"""「相手が前のターンに出したパワー1000のキャラ」: a card described as put into play by a player is theirs.

A relative clause whose subject is a player (相手が / 俺が …) and whose verb puts a card into play (出した,
登場させた, プレイした, 召喚した, エントリーした, 並べた) describes that player's card; proximity
(`fact_owners`) saw no owner word next to the noun and left it the asker's — blind AJ onepiece-aj-01 (after
the measurement) ran the asker's own character and stated 'yes' for an attack on the opponent's active one
(7-1-1-2 allows rested characters only). Only these verbs: 「俺がアタックしたキャラ」 is the other side's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Role

__all__ = ["played_by_owners"]

_WHO = {
    "相手": "opponent",
    "向こう": "opponent",
    "俺": "self",
    "自分": "self",
    "こっち": "self",
    "僕": "self",
}
_PLAYED = re.compile(
    r"(?P<who>相手|向こう|俺|自分|こっち|僕)\s*が\s*[^、。?？!！がはを]{0,14}?"
    r"(?:出し|登場させ|プレイし|召喚し|エントリーし|並べ)(?:た|てた|ている|てる)"
    r"(?P<gap>[^、。?？!！がはをに]{0,16}?)$"
)


def played_by_owners(question: str, facts: list[Fact]) -> list[Fact]:
    out = list(facts)
    for i, f in enumerate(out):
        if f.role is not Role.CARD or f.owner is not None:
            continue
        m = _PLAYED.search(question, max(0, f.start - 40), f.start)
        if m is None:
            continue
        side = _WHO[m.group("who")]
        out[i] = replace(f, owner=side)
        # the stats and states told between the verb and the noun are the card's too
        for j, g in enumerate(out):
            if (
                g.owner is None
                and g.role in (Role.STAT, Role.STATE, Role.KEYWORD)
                and m.start("gap") <= g.start < f.start
            ):
                out[j] = replace(g, owner=side)
    return out
