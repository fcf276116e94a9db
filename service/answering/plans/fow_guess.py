"""The asker's guess of how a told effect works (`plans.reread` step): 「手札4枚で「手札を捨てる」がきた。
いらない1枚だけ捨てればいいよね? 結局墓地には何枚行く?」 — the middle sentence asks whether the effect is
done that way (its 「1枚」「捨て」 are the guess, not a second discard told), and the question's last ask is
the one answered.
Read as told, the guessed act had been one more act the plans do not run, and the verdict was withheld
(blind fow-bd-13, fow-be-19: 10.18.2 moves the whole hand).

A guess is a sentence (or a clause ending 「…と思ってたけど、」) with an obligation or sufficiency form
(「…ばいい」「…だけでいい」「…なきゃ」「…んだっけ」) asked before another sentence that asks; its acts
are each of a kind the question told outside it (the effect the guess is about), and the next sentence is
no consequence of it (「そしたら」「それで」「その場合」 run the guess as a premise: left as told).
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

# 「捨てればいい(よね|んでしょ)?」「捨てるだけでいいの?」「全部捨てなきゃいけないんだよね?」
# 「捨てるんだっけ?」
_GUESS = re.compile(
    r"(?:ば\s*(?:いい|良い|OK|おけ|終わり|済む|すむ)|(?:だけ\s*で|なくて|なくても)\s*(?:いい|良い|OK)|な(?:きゃ|ければ|くちゃ)\s*(?:いけ|ダメ|だめ|なら)"
    r"|んだっけ|んでしたっけ)"
)
_THOUGHT = re.compile(r"と\s*(?:思って(?:た|いた)|思った)\s*(?:けど|けれど|が)\s*[、,]")
_SENTENCE = re.compile(r"[。?？!！\n]")
# the next sentence runs the guess as its premise
_CONSEQUENCE = re.compile(r"\s*(?:そしたら|そうしたら|それで|その場合|そうすると|そうなると|なら|だったら)")
_WHY = (
    "the asker's guess of how the told effect works (「…ばいいよね?」), no act told: the last ask is answered"
)


def _spans(text: str) -> list[tuple[int, int]]:
    """The guess sentences and clauses, each followed by more of the question."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in _SENTENCE.finditer(text):
        end = m.end()
        body = text[start:end]
        asked = m.group() in "?？"
        if asked and _GUESS.search(body) and end < len(text.rstrip()):
            out.append((start, end))
        start = end
    for m in _THOUGHT.finditer(text):
        s = max(text.rfind(c, 0, m.start()) for c in "。?？!！\n、") + 1
        if _GUESS.search(text, s, m.start()):
            out.append((s, m.end()))
    return out


def guessed(reading: Reading) -> Reading:
    text = reading.text
    spans = [
        (s, e)
        for s, e in _spans(text)
        if not _CONSEQUENCE.match(text, e)
        and any(a.start >= e for a in reading.asks())  # another ask follows: the one answered
    ]
    if not spans:
        return reading

    def inside(f: Fact) -> bool:
        return any(s <= f.start and f.end <= e for s, e in spans)

    told = {f.concept for f in reading.facts if f.role is Role.ACTION and not inside(f)}
    kept: list[tuple[int, int]] = []
    for s, e in spans:
        acts = [f for f in reading.facts if f.role is Role.ACTION and s <= f.start and f.end <= e]
        # 「1枚選んで捨てれば」: choosing which card is how the guessed discard is done
        if (
            acts
            and all(f.concept in told or f.concept == "target" for f in acts)
            and told & {f.concept for f in acts}
        ):
            kept.append((s, e))
    if not kept:
        return reading

    # one NEUTRAL fact per guess, its words blanked (its sentence end kept): no check may read the guessed
    # act as told (「捨てなくていいよね?」 is no act called off), as `fow_claims` does with a claim
    facts = [f for f in reading.facts if not any(s <= f.start and f.end <= e for s, e in kept)]
    facts += [Fact(s, e - 1, text[s : e - 1], Role.NEUTRAL, "guess", why=_WHY) for s, e in kept]
    for s, e in kept:
        text = text[:s] + " " * (e - 1 - s) + text[e - 1 :]
    return dataclasses.replace(reading, text=text, facts=tuple(sorted(facts, key=lambda f: (f.start, f.end))))
