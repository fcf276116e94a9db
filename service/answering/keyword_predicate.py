"""A keyword said as the predicate of the card noun before it (「相手のフォロワーが【威圧】持ち。」
「そのフォロワー(アクト状態)は威圧を持ってる。」) is that card's, not the next noun's: `extract` gives a
keyword to the noun after it, and sve-bp-10 had given 【威圧】 to the asker's 「自分のフォロワー」 named
after it (12.12.2 then stated 'yes')."""

from __future__ import annotations

import re

# 「相手のフォロワーが【威圧】持ち。」「そのフォロワー(アクト状態)は威圧を持ってる。」
# 「…は【守護】も【威圧】も持ってる。」: keywords said as the predicate of the noun before it (its
# subject, then the clause ends)
_SUBJECT = r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:が|は|も)\s*"
_JOINED = r"\s*(?:も|と|や|とか|、|・)?\s*"
_PREDICATE = (
    r"\s*(?:を|も)?\s*(?:持ち|持って(?:い)?る|持つ|(?:付いて|ついて)(?:い)?る|付き)"
    r"\s*(?:です|だ|なんだ|なの|らしい)?\s*(?:けど|が|し|ね|よ)?\s*(?:[。、,!?!?]|で[、\s]|$)"
)


def predicate_span(text: str, noun_end: int, keywords: tuple[str, ...]) -> tuple[int, int] | None:
    """Where the keywords said right after the noun ending at `noun_end` as its predicate stand
    (「Xが【K】持ち。」「Xは【K】も【L】も持ってる。」); None when the words after it are no such
    predicate."""
    word = "|".join(re.escape(k) for k in sorted(keywords, key=len, reverse=True))
    listed = rf"(?:【?(?:{word})】?{_JOINED})+?"
    m = re.compile(_SUBJECT + rf"({listed})" + _PREDICATE).match(text, noun_end)
    return None if m is None else (m.start(1), m.end())


def predicated(text: str, noun_end: int, keywords: tuple[str, ...]) -> frozenset[str]:
    """The `keywords` said of the noun ending at `noun_end` as its predicate."""
    span = predicate_span(text, noun_end, keywords)
    if span is None:
        return frozenset()
    return frozenset(k for k in keywords if k in text[span[0] : span[1]])
