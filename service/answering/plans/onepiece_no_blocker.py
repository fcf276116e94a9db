"""The character a ONE PIECE CARD GAME block is asked of, told without 【ブロッカー】 (audit 17a, 7-1-2-1 /
10-1-4-1): 「【ブロッカー】を持ってないアクティブのキャラでブロックできる?」「俺のキャラは【ブロッカー】を
持っていない。そのキャラでブロックできる?」. Only a 【ブロッカー】 rests to block, so `can_block` runs the
block with that character as it is told — without the keyword — and the engine refuses it.
"""

from __future__ import annotations

import re

from service.answering.plans.onepiece_card_box import Box
from service.answering.reading.model import Reading, Role, asked_action

# 「キャラで(その)ブロック」: the card the asked block is made with
_WITH = re.compile(r"\s*(?:[(（][^)）]{0,20}[)）])?\s*で\s*(?:その|この)?\s*(?:アタックを)?\s*$")
# 「キャラは【ブロッカー】を持ってない」: the keyword denied of the card named right before it
_TOPIC = re.compile(r"\s*(?:は|って|、)\s*$")
# 「そのキャラで」「そいつで」: the card named again before the block
_AGAIN = re.compile(r"(?:その|この)\s*キャラ|そいつ|こいつ")


def denied_blocker(reading: Reading, boxes: list[Box], defender: str) -> list[Box]:
    """The one character of the defender told without 【ブロッカー】 that the asked block is made with, or
    [] when the question does not tell the block so (no denied keyword, another 【ブロッカー】 told, the
    block made with no card named)."""
    keywords = [f for f in reading.of(Role.KEYWORD) if f.concept == "ブロッカー"]
    verb = asked_action(reading)
    if len(keywords) != 1 or not keywords[0].negated or verb is None:
        return []
    denied, text = keywords[0], reading.text
    chars = [b for b in boxes if b.kind == "character"]
    after = next((b for b in chars if b.start >= denied.end), None)
    before = next((b for b in reversed(chars) if b.noun.end <= denied.start), None)
    if after is not None and "。" not in text[denied.end : after.start] and after.noun.end <= verb.start:
        box = after
        said = text[box.noun.end : verb.start]
    elif before is not None and _TOPIC.match(text[before.noun.end : denied.start]):
        box = before  # 「俺のキャラは【ブロッカー】を持っていない。そのキャラでブロックできる?」
        said = text[denied.end : verb.start]
        again = list(_AGAIN.finditer(said))
        if len(again) != 1:
            return []
        named = range(denied.end + again[0].start(), denied.end + again[0].end())
        chars = [b for b in chars if b.start not in named]  # 「そのキャラ」: the same card again
        said = said[again[0].end() :]
    else:
        return []
    if not _WITH.fullmatch(said) or box.owner not in (defender, None) or "ブロッカー" in box.keywords:
        return []
    if any(b is not box and b.owner in (defender, None) for b in chars):
        return []  # another character of the defender: which one blocks is not plain
    return [box]
