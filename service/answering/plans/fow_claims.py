"""What a player only says (`plans.reread` step): 「相手は「100ずつだから全部消える」って言ってる」 quotes a
claim, not a card text — its numbers and words are no fact of the situation (the rulebook answers the
claim; the run must not take 「100」 as a damage or a count). Read as told, the quote had been an unread
card text and withheld the verdict (blind fow-aa-17)."""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

# a quote followed by a saying verb: 「…」って言ってる / と言われた / って主張してる / って言うんだけど
_SAID = re.compile(
    r"\s*(?:って|と)\s*(?:言(?:って|う|った|われ|い張)|いって(?:る|た)|いわれ|主張|反論|文句)"
    r"(?!\s*(?:名称|名前|カード|カウンター|効果|能力|テキスト|呪文|スペル|リゾ|ルーラー|魔石|アディション|の))"
)
# the one who says it, marked が/は/も before the quote in its sentence (「相手は「…」って言ってる」)
_SPEAKER = re.compile(r"(?:相手|対戦相手|自分|俺|私|僕|ジャッジ|店員)\s*(?:は|が|も)\s*$")
_QUOTE = re.compile(r"[「『][^「」『』]*[」』]")
_CLAIM = "a player's claim quoted (「…」って言ってる): what the rulebook answers, no fact of the run"


# 「ダメージが防御力以上になったら破壊ってルール処理」: the rule restated by the asker (what they ask about),
# not a destroy told of the card
_RULE_SAID = re.compile(
    r"(?:ダメージ|蓄積)[^。、?？「」『』]{0,16}?(?:たら|れば|と)\s*破壊(?:される)?\s*(?:って|という|っていう)\s*(?:ルール処理|ルール)"
)
_RULE = "the rule restated by the asker (「…たら破壊ってルール処理」): what is asked about, no act told"


def claimed(reading: Reading) -> Reading:
    """Each quote a saying verb follows becomes one NEUTRAL claim fact, its text blanked; the facts inside
    it no facts."""
    text = reading.text
    spans = [
        (m.start(), m.end())
        for m in _QUOTE.finditer(text)
        if _SAID.match(text, m.end()) and _SPEAKER.search(text, max(0, m.start() - 8), m.start())
    ]
    rules = [(m.start(), m.end()) for m in _RULE_SAID.finditer(text)]
    if rules:
        facts = tuple(
            dataclasses.replace(f, role=Role.NEUTRAL, concept="rule_said", why=_RULE)
            if f.role is not Role.ASK and any(s <= f.start and f.end <= e for s, e in rules)
            else f
            for f in reading.facts
        )
        reading = dataclasses.replace(reading, facts=facts)
    if not spans:
        return reading
    kept = [f for f in reading.facts if not any(s <= f.start and f.end <= e for s, e in spans)]
    claims = [Fact(s, e, text[s:e], Role.NEUTRAL, "claim", why=_CLAIM) for s, e in spans]
    facts = tuple(sorted((*kept, *claims), key=lambda f: (f.start, f.end)))
    for s, e in spans:  # blanked: no check may read the claim's words as unread card text (spans keep)
        text = text[:s] + " " * (e - s) + text[e:]
    return dataclasses.replace(reading, text=text, facts=facts)
