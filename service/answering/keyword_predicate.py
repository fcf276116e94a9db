"""A keyword said as the predicate of the card noun before it (「相手のフォロワーが【威圧】持ち。」
「そのフォロワー(アクト状態)は威圧を持ってる。」) is that card's, not the next noun's: `extract` gives a
keyword to the noun after it, and sve-bp-10 had given 【威圧】 to the asker's 「自分のフォロワー」 named
after it (12.12.2 then stated 'yes')."""

from __future__ import annotations

import re

# 「相手のフォロワーが【威圧】持ち。」「そのフォロワー(アクト状態)は威圧を持ってる。」: a keyword said as
# the predicate of the noun before it (its subject, then the sentence or clause ends) is that noun's,
# not the next noun's (sve-bp-10 gave 【威圧】 to 「自分のフォロワー」 said after it)
_PREDICATE_SUBJECT = re.compile(r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:が|は|も)\s*【?\s*")
_PREDICATE_END = re.compile(
    r"\s*】?\s*(?:持ち|を\s*持って(?:い)?る|を\s*持つ|が\s*(?:付いて|ついて)(?:い)?る|付き)"
    r"\s*(?:です|だ|なんだ|なの|らしい)?\s*(?:けど|が|し|ね|よ)?\s*(?:[。、,!?!?]|で[、\s]|$)"
)


def predicated(text: str, noun_end: int, keyword: str, phrase_start: int, phrase: str) -> bool:
    """`keyword` in `phrase` (the text before the next noun) is said of the noun ending at `noun_end`."""
    for m in re.finditer(re.escape(keyword), phrase):
        at = phrase_start + m.start()
        if (
            phrase_start == noun_end
            and _PREDICATE_SUBJECT.fullmatch(text, noun_end, at)
            and _PREDICATE_END.match(text, at + len(keyword))
        ):
            return True
    return False
