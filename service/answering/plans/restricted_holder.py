"""Where a quoted restriction's holder is told (audit 23e): a card text such as 「このキャラはKOされない」
「このフォロワーは破壊されない」「このフォロワーは攻撃できない」, read whole as a STATE by the game's lexicon,
belongs to the card named right before the quote, marked as the text's holder (「キャラに「…」って書いて
ある」「フォロワーは「…」持ち」「フォロワーが「…」を持ってる」「キャラ(パワー5000)には「…」」), or to the card
the quote describes after it (「「…」を持つ…キャラ」「「…」って書いてあるフォロワー」). The onepiece and sve
plans bind it with these patterns; a quote bound to no card leaves its fact unmodeled (withheld).
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact

# from the end of the card noun to the quote's first character: 「に「」「(パワー5000)は「」「には、「」
HOLDER_BEFORE = re.compile(
    r"\s*(?:[((][^()()「」]*[))])?\s*(?:には|に|は|が|も|って|、)\s*[、,]?\s*"
    r"(?:(?:テキスト|効果|能力)\s*(?:に|は|が)?\s*[、,]?\s*)?[「『]"
)
# from the quote's closing mark to the card's own words: 「」を持つ」「」って書いてある」「」持ちの」
HOLDER_AFTER = re.compile(
    r"[」』]\s*(?:(?:って|と)\s*書(?:いて(?:ある|る)|かれ(?:た|てる|ている))|を?\s*持(?:つ|った|って(?:い)?る|ってた)"
    r"|持ち|付き)\s*(?:の)?"
)
# the restrictions the games' lexicons read whole inside a quote (onepiece.jsonl, sve.jsonl)
RESTRICTED = frozenset(
    {
        "no_attack",
        "unblockable",
        "no_ko",
        "no_battle_ko",
        "no_effect_ko",
        "no_opponent_effect_ko",
        "indestructible",
        "unkillable",
        "no_ability_destroy",
        "don_blocker",
        "unattackable",
    }
)


def holds(text: str, noun_end: int, fact: Fact) -> bool:
    """Whether the card noun ending at `noun_end` is told as the holder of the quoted restriction `fact`
    right after it (「フォロワーに「このフォロワーは攻撃できない」って書いてある」)."""
    return fact.concept in RESTRICTED and HOLDER_BEFORE.fullmatch(text, noun_end, fact.start) is not None
