"""Which card a fate ask is about where no card is named again: a pronoun an attack aims at, and cards
joined by 「と」 (`fate.asked_fate` reads the part in the attack of the card these give).

「相手のキャラがそいつにアイサツ。死ぬ?」: the card named last before the ask is the pronoun's, the
attacked (audit 14). 「俺のカラテ2のキャラでそいつにアイサツしたら死ぬ?」: the asking sentence attacks a
pronoun and names no card as its subject — the one asked about is the pronoun's card, the attacked (style
audit 17d: with 「俺の別のキャラがすでに2点ダメージを与えてる」 told before, the asker's card had been taken
for it: false stated for a 4-damage death of 耐久力4).

「俺のカラテ2のキャラと、もう1体のカラテ2のキャラが…アイサツした」: cards joined by 「と」 share one part in
the act their clause tells — the card before 「と」 takes the part of the card it is joined to (style audit
17d: 「相手のキャラは耐久力3。俺のカラテ2のキャラと、もう1体のカラテ2のキャラが、それぞれそいつにアイサツ
した。…そいつは死ぬ?」 stated false: the card before 「と」 had no particle, so no part, and the fate fell to
its seat's cards, the two attackers alive, not the card そいつ names).
"""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

# 「ドン!!」 is a card name (onepiece), not an exclamation ending a sentence
SENTENCE_END = re.compile(r"[。?？\n]|(?<!ドン)(?<!ドン[!！])[!！]")
PARTICLE = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*(って|は|が|も|を|に|で)")
ATTACKS = frozenset({"attack", "aisatsu", "attacked"})
# 「そいつに」「それを」「そのキャラに」: a card named again by a pronoun (after the card named before it)
_PRONOUN_AIMED = re.compile(
    r"(?:そいつ|こいつ|あいつ|そやつ|それ|そっち|その\s*(?:キャラ(?:クター)?|ニンジャ|フォロワー|ユニット|カード)?)\s*(?:に|を)"
)
# the same named right before the asking sentence's attack: no bare それ (「それに、」 is 'besides')
_PRONOUN_ASKED = re.compile(
    r"(?:そいつ|こいつ|あいつ|そやつ|その\s*(?:キャラ(?:クター)?|ニンジャ|フォロワー|ユニット|カード))\s*(?:に|を)"
)
_SUBJECT = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*(?:は|が|って|も)")
_BREAK = re.compile(r"[、,。?？]")  # the pronoun's attack follows it in one clause
# 「…のキャラと、」「…のキャラ(カラテ2)と」: a card noun joined to the next one by 「と」
_AND = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*と\s*[、,]?")


def aims_at_pronoun(reading: Reading, card: Fact) -> bool:
    """`card` is the subject of an active attack whose object is a pronoun (「相手のキャラがそいつに
    アイサツ」): the card the question names last before its ask is that pronoun's, not `card`."""
    text = reading.text
    particle = PARTICLE.match(text, card.end)
    if particle is None or particle.group(1) not in ("は", "が", "って", "も"):
        return False
    verb = next(
        (f for f in reading.of(Role.ACTION) if f.concept in ATTACKS and f.start >= card.end
         and not SENTENCE_END.search(text, card.end, f.start)),
        None,
    )  # fmt: skip
    return verb is not None and _PRONOUN_AIMED.search(text, particle.end(), verb.start) is not None


def aimed_in_ask(reading: Reading, ask: Fact) -> bool:
    """The last attack told before the ask aims at a pronoun (「…でそいつにアイサツした。死ぬ?」「…でそいつに
    アイサツしたら死ぬ?」) and no card is named after it, nor as the asking sentence's subject before it: the
    asked card is the attacked one."""
    text = reading.text
    aims = list(_PRONOUN_ASKED.finditer(text, 0, ask.start))
    if not aims:
        return False
    at, end = aims[-1].span()
    start = max((m.end() for m in SENTENCE_END.finditer(text, 0, ask.start)), default=0)
    cards = [c for c in reading.of(Role.CARD) if c.start < ask.start]
    if any(c.start >= at or (start <= c.start and _SUBJECT.match(text, c.end)) for c in cards):
        return False
    verb = next((f for f in reading.of(Role.ACTION) if end <= f.start < ask.start), None)
    return verb is not None and verb.concept in ATTACKS and not _BREAK.search(text, end, verb.start)


def coordinated(reading: Reading, card: Fact | None) -> Fact | None:
    """The card `card` is joined to by 「と」 (followed to the last of the row), else `card`: only when
    the next card comes before any act and within the sentence."""
    while card is not None and card.role is Role.CARD:
        joined = _AND.match(reading.text, card.end)
        if joined is None:
            return card
        nxt = next((c for c in reading.of(Role.CARD) if c.start >= joined.end()), None)
        if nxt is None or SENTENCE_END.search(reading.text, joined.end(), nxt.start):
            return card
        if any(joined.end() <= f.start < nxt.start for f in reading.of(Role.ACTION)):
            return card
        card = nxt
    return card
