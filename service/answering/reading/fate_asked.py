"""「俺のフォロワーどうなる?」: what becomes of a card asked as the card's fate, not the game's status.

The lexicon reads 「どうなる?」 as the outcome asked; when its subject is a card in play (a card noun, then
は/って/、 or nothing, then どうなる), what the player asks is whether that card survives the run, so the
structured verdict is the destroyed verdict about that card (`fate.asked_fate`) — the game going on is
not the answer (blind AI sve-ai-20, judged wrong on the first try: 'ongoing' for a follower destroyed by
【必殺】, 11.3.2). The plan and its headline stay those of the what-happens question.

Only sve: onepiece, fow and ninjaslayer read a character's 「どうなる?」 as the destroyed ask in their
lexicons. Never a leader (「相手のリーダーはどうなる?」 asks after the game). Not in kiseki: a UNIT's fate
there has three ends (stunned and kept, 1306.2a; recovered; removed), which
a destroyed yes/no does not say.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.fate import ROLE_WORD_TAIL
from service.answering.reading.model import Fact, Reading, Role

# the card noun's end, then an optional parenthesis and a topic particle, then 「どうなる」 itself
_FATE = re.compile(
    r"\s*(?:[((][^()()]{0,20}[))])?\s*(?:は|って|、|の方は|のほうは)?\s*(?:一体|結局)?\s*どうな[るりっ]"
)
# onepiece, fow and ninjaslayer read a character's 「どうなる?」 as the destroyed ask in their lexicons
# (a ステージ or the leader is not asked so); kiseki is left out (below)
_CARD_GAMES = frozenset({"sve"})
# a leader's 「どうなる?」 asks after the game (its 体力, the winner), not a card's fate (11.2.1)
_NOT_A_FATE = frozenset({"leader"})
# a card noun that names no card in play (「手札のフォロワー」「デッキのカード」: where a card goes is asked)
_NOT_IN_PLAY = re.compile(r"(?:手札|デッキ|山札|墓場|墓地|トラッシュ|ライフ)の\s*$")
# 「殴った俺の方はどうなる?」「攻撃された側って結局どうなるの?」: the card named by its part in the attack
# (blind AJ sve-aj-21 stated the game's status), resolved like 「殴りにいった方」 by `fate.asked_fate`
_ROLE_FATE = re.compile(ROLE_WORD_TAIL + r"\s*(?:は|って|、)?\s*(?:一体|結局)?\s*$")


def as_fate(reading: Reading) -> Reading | None:
    """`reading` with its 「<card>どうなる?」 ask read as the destroyed ask, or None when no such ask."""
    if reading.game not in _CARD_GAMES:
        return None
    cards = reading.of(Role.CARD)
    for ask in reading.asks():
        if ask.concept != "outcome":
            continue
        if _ROLE_FATE.search(reading.text, max(0, ask.start - 16), ask.start):
            return _as_destroyed(reading, ask)
        for card in cards:
            if card.concept in _NOT_A_FATE or card.end > ask.start:
                continue
            if _NOT_IN_PLAY.search(reading.text[max(0, card.start - 8) : card.start]):
                continue
            if _ends_at(_FATE.match(reading.text, card.end), ask):
                return _as_destroyed(reading, ask)
    return None


def _as_destroyed(reading: Reading, ask: Fact) -> Reading:
    fate = replace(ask, concept="destroyed")
    return replace(reading, facts=tuple(fate if f is ask else f for f in reading.facts))


# 「相手のフォロワーの攻撃力はどうなる?」: a card's value asked with 「どうなる?」 — the game's status
# does not answer it (shared audit 18: sve stated 'ongoing'); the stat words of the five games
_STAT_ASKED = re.compile(
    r"(?:攻撃力|体力|パワー|カラテ|耐久力|工作力|STR|DEF|ATK|防御力|コスト)\s*(?:は|って|、)?\s*(?:一体|結局)?\s*どうな[るりっ]"
)


def stat_asked(reading: Reading) -> bool:
    """Whether a 「どうなる?」 the reading asks has a card's stat as its subject."""
    for ask in reading.asks():
        hit = _STAT_ASKED.search(reading.text, max(0, ask.start - 12), ask.end)
        if ask.concept == "outcome" and _ends_at(hit, ask):
            return True
    return False


def _ends_at(hit: re.Match[str] | None, ask: Fact) -> bool:
    """Whether `hit`'s closing 「どうなX」 is the ask itself (the lexicon's 「どうな[るりっ]」 span)."""
    return hit is not None and hit.end() - len("どうなる") == ask.start
