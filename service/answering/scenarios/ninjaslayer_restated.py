"""「…耐久力3のキャラにアイサツした。相手のキャラはサツバツ持ち」: a card named again in a later sentence.

A mention with no stats of its own, opening a later sentence as its topic with nothing before it but a
determiner or a side word (「そのキャラは」「相手のキャラは」「でもそいつは」), is the card already named on
that side — the アイサツ対象 — not a second card: the keywords told there are the target's. Read as a
second card, the target's サツバツ (1403.2) had been given to a bystander and the attacker's death
dropped (audit 29h: 'false' stated for 「こっちのキャラは死ぬ?」). A card told present (「場にはサツバツ持ち
のキャラもいる」: が/も, 場, 別の, もう1体) stays a card of its own.
"""

from __future__ import annotations

import re

from service.answering.extract import CardMention, Facts

# what may open the sentence before the re-mentioned card: a connective, then a determiner or side word
_OPENING = re.compile(
    r"\s*(?:でも|だけど|ただ(?:し)?|ちなみに|なお|しかも|で|あと)?\s*[、,]?\s*"
    r"(?:その|そいつ|この|こいつ|あの|あいつ|相手の|向こうの|そっちの)?\s*$"
)
# the card as the sentence's topic (は/って), not a presence told (が/も …いる)
_TOPIC = re.compile(r"\s*(?:は|って|ってのは)")
_SENTENCE_END = re.compile(r"[。?？!！\n]")


def restated_target(facts: Facts, mention: CardMention, target: CardMention) -> bool:
    """Whether `mention` (keywords only) is `target` named again in a later sentence."""
    if mention.stats or mention.start <= target.end or mention.side not in (None, target.side):
        return False
    if mention.kind != target.kind:
        return False
    ends = list(_SENTENCE_END.finditer(facts.text, target.end, mention.start))
    if not ends:
        return False
    opening = facts.text[ends[-1].end() : mention.start]
    return bool(_OPENING.fullmatch(opening)) and bool(_TOPIC.match(facts.text, mention.end))
