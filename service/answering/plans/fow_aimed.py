"""The player a quoted card text targets, told as a fact: 「相手の「プレイヤー1人を対象とする。その
プレイヤーは手札を捨てる」で俺が対象になった」「「対象のプレイヤーは…」の対象に相手を選んだ」.

Choosing the target is part of playing the text, not an act of its own: the 対象 told is read as the
player the text acts on (`fow_per_target.told_target`, read by each plan), and the target verb as no
action a run scripts (read as one, every plan had declined the question: blind BA fow-ba-18).
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import quoted
from service.answering.plans.fow_per_target import told_target
from service.answering.reading.card_text import quoted as card_quotes
from service.answering.reading.model import Reading, Role

# a quoted text that targets a player: 「プレイヤー1人を対象とする」「対象のプレイヤー」
_AIMS_PLAYER = re.compile(r"プレイヤー[^。」』]{0,6}対象|対象の\s*プレイヤー")
_AIMED = "the player told as the quoted text's target: its choice, read as the player it acts on"


def player_aimed(reading: Reading) -> Reading:
    """The target verb outside the one quote that targets a player (「俺が対象になった」) is no act,
    when the player it names is read (one player, 「対象は俺」 or 「俺が対象」)."""
    quotes = [(s, e) for s, e, body in card_quotes(reading.text) if _AIMS_PLAYER.search(body)]
    if len(quotes) != 1 or told_target(reading, quotes[0]) not in ("self", "opponent"):
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="player_aimed", why=_AIMED)
        if f.role is Role.ACTION
        and f.concept == "target"
        and quoted(reading, f) is None
        and reading.text.startswith("対象", f.start)
        and not any(a.start < f.end and f.start < a.end for a in reading.asks())
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
