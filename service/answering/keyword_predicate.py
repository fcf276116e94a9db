"""A keyword said as the predicate of the card noun before it (「相手のフォロワーが【威圧】持ち。」
「そのフォロワー(アクト状態)は威圧を持ってる。」) is that card's, not the next noun's: `extract` gives a
keyword to the noun after it, and sve-bp-10 had given 【威圧】 to the asker's 「自分のフォロワー」 named
after it (12.12.2 then stated 'yes'). And the words after a keyword that deny it (`KEYWORD_DENIED`)."""

from __future__ import annotations

import re

# 「インターラプトも何もなく」: nothing at all, that keyword included; 「守護なし」「守護を持たない」 name
# the keyword to deny it (`extract` and `reading.reader` read a keyword followed by these as denied)
KEYWORD_DENIED = (
    # 「疾走とかのキーワードは無し」「必殺などの能力はない」: the keyword named as one of a kind denied
    r"\s*(?:とか|など|は|も)?\s*(?:の\s*(?:キーワード|能力|効果)(?:能力)?\s*)?(?:は|も)?\s*(?:何も|なにも)?\s*"
    # 「【指定攻撃】とかは無い」: the kanji 無い denies it as well; 「【速攻】持ちじゃない」 the holder denied
    # 「トリガーは(何も)出なかった」: no card with it came up (a life card revealed, onepiece 10-1-5)
    r"(?:なし|無し|を?持たな|を?持って(?:い)?な|の?な[いしく]|がな[いし]|(?:の|が)?無[いく]|(?:持ち)?(?:じゃな|ではな)"
    # 「トリガーも無かった」「ブロッカーもなかった」: the past denial, kana or kanji
    r"|(?:の|が)?(?:無|な)かっ"
    # 「クイックが付いてない」「【守護】のついていない」: the keyword said not attached (sve-bp-17)
    r"|(?:が|の)?(?:付|つ)いて(?:い)?な[いかく]"
    # 「ウケミが出なければ」「トリガーが出ない場合」: none coming up, said as the condition asked under
    r"|(?:が)?出(?:なかっ|て(?:い)?な[いかく]|ず|なければ|なきゃ|ないなら|ない(?:場合|とき|時|として|前提))"
    # 「横向きにしなかった」「アクト状態にはしていない」「アクトさせなかった」: a state no card was put in
    # (past or stative only: 「レストにしないといけない?」「しなくていい?」 ask an obligation)
    r"|(?:状態)?\s*(?:に|へ)\s*(?:は|も)?\s*(?:し|させ)(?:なかっ|ず(?!つ))|(?:状態)?\s*(?:に|へ)\s*(?:は|も)?\s*"
    r"して(?:は|も)?(?:い)?な(?:い|かっ)(?!\s*(?:と|ちゃ|きゃ|ければ))|させ(?:なかっ|ず(?!つ))"
    # 「インターラプト持ちはいない」「守護持ちのフォロワーは一体もいない」「…を持つキャラはいない」: no
    # card with it is there (audit 10: the aisatsu builder had run an インターラプト holder)
    r"|(?:持ち|を持つ)\s*(?:の)?\s*(?:キャラ(?:クター)?|ニンジャ|フォロワー|ユニット|カード)?\s*(?:は|が|も)?\s*"
    r"(?:一人|1人|ひとり|一体|1体|一枚|1枚|誰|だれ)?\s*(?:も)?\s*(?:い|居)(?:な[いかく]|ません|ねえ|ねー))"
)
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
