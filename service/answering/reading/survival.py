"""A player's survival asked (「ライフ2枚のときにリーダーが1ダメージ受けた。まだ生きてる?」, audit 24f):
with no card in the question but a leader, 「まだ生きてる?」「まだ耐えてる?」 ask whether the player
has lost — the winner asked, whose 'none' (nobody has lost yet) is the answer. The games' lexicons
read the same words as a card's fate (sve, ninjaslayer: destroyed) or as a state asked (onepiece:
「てる」 can); those asks inside the survival words give way to it. Words: lexicon/survival_words.json.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

from service.answering.reading.model import Fact, Role

_WORDS = Path(__file__).resolve().parents[1] / "lexicon" / "survival_words.json"


@cache
def _words() -> tuple[re.Pattern[str], frozenset[str], frozenset[str], tuple[str, ...]]:
    data = json.loads(_WORDS.read_text(encoding="utf-8"))
    return (
        re.compile(data["ask"]),
        frozenset(data["cards"]),
        frozenset(data["stats"]),
        tuple(data["card_words"]),
    )


def survival_asked(question: str, facts: list[Fact]) -> list[Fact]:
    """`facts` with a player's survival asked read as the winner asked (see the module)."""
    pattern, players_cards, players_stats, card_words = _words()
    found = list(pattern.finditer(question))
    if not found or any(word in question for word in card_words):
        return facts  # 「こっちのアタッカーは生き残る?」: a card's fate
    if any(
        (f.role is Role.CARD and f.concept not in players_cards)
        or (f.role is Role.STAT and f.concept not in players_stats)
        for f in facts
    ):
        return facts  # a card's stat (「攻撃力3/体力2」) or a card other than a leader told
    if any(f.role is Role.ASK and f.concept == "winner" for f in facts):
        return facts  # the winner is asked already
    spans = [(m.start(), m.end()) for m in found]

    def inside(f: Fact) -> bool:
        return any(s <= f.start and f.end <= e for s, e in spans)

    kept = [f for f in facts if not (f.role is Role.ASK and inside(f))]
    template = Fact(
        0, 0, "", Role.ASK, "winner", why="a player's survival asked (lexicon/survival_words.json)"
    )
    return kept + [replace(template, start=s, end=e, text=question[s:e]) for s, e in spans]
