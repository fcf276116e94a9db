"""A triggered ability told without a quote of its effect, for `plans/quoted_trigger`: its trigger word
alone (「ラストワード持ちのフォロワー」「【KO時】持ちのキャラ」), the word with an unquoted draw
(「ラストワードでカードを1枚引くフォロワー」「【登場時】カードを1枚引く、のキャラ」), or a quote of its
condition alone (「「これが軌跡に置かれた時」を持つUNIT」「「このカードが墓地に置かれたとき」を持つ
リゾネイター」).

Whether an ability triggers is decided by its condition and the event, never by its effect (sve 10.7.2,
onepiece 8-1-3-1, ninjaslayer 1209.3, kiseki 1211.3, fow 10.14.1): an effect not told is run as a draw
of one card, said in the notes, and only 「発動する?」「誘発する?」 is answered of it. A draw told
unquoted right after the word is the ability's own and may also be asked (「1枚引ける?」「何枚引ける?」).

The words are data: each game's "told_triggers" in `lexicon/card_text.json` (word → the engine's
timing), read on a KEYWORD fact (「【KO時】」) or the reader's MODIFIER / TERM of the word
(sve's ラストワード); a condition quote is read by the game's "triggers" patterns, its 「、」 optional at the
quote's end.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.card_text import CardText, read_text
from service.answering.reading.model import Fact, Reading, Role

_DATA = Path(__file__).parents[1] / "lexicon" / "card_text.json"

# 「ラストワードで」「【登場時】」「KO時に」「ファンファーレ:」 then 「カードを1枚引く」: the word's own draw
_LINK = re.compile(r"^\s*(?:で|に|[:：、,])?\s*(?:カード\s*を)?\s*$")
ASSUMED = (
    "{word}の効果の内容は書かれていないので「カードを1枚引く」と仮定しました"
    "(発動するかどうかには関わりません)。"
)


@cache
def _words(game: str) -> dict[str, str]:
    spec: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))["games"].get(game, {})
    return dict(spec.get("told_triggers", {}))


@cache
def _conditions(game: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The game's trigger patterns with their 「、」 optional at the text's end: a quote of the condition
    alone (「これが軌跡に置かれた時」)."""
    spec: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))["games"].get(game, {})
    out = []
    for t in spec.get("triggers", ()):
        body = re.sub(r"\[、,\]\??(?:\\s\*)?$", "", t["regex"])
        out.append((re.compile(body + r"\s*$"), str(t["timing"])))
    return tuple(out)


def _word_of(f: Fact, words: dict[str, str]) -> str | None:
    if f.negated or f.role not in (Role.KEYWORD, Role.MODIFIER, Role.TERM):
        return None
    for key in (f.concept, f.text.strip("【】 ")):
        if key in words:
            return key
    return None


def told_trigger(game: str, reading: Reading, ask: str) -> tuple[int, int, CardText, tuple[str, ...]] | None:
    """The one trigger word told outside the asks (several facts of the one span count once): its span —
    with a draw told right after it — its ability, and what was assumed of it."""
    words = _words(game)
    asks = reading.asks()
    told = [
        f
        for f in reading.facts
        if _word_of(f, words) is not None and not any(a.start <= f.start < a.end for a in asks)
    ]
    spans = sorted({(f.start, f.end) for f in told})
    if not spans or any(not _asking(reading, s) for s, _e in spans[1:]):
        return None  # (the word again only in the asking sentence: 「KO時で1枚引ける?」, `named_again`)
    start, end = spans[0]
    word = str(_word_of(told[0], words))
    timing = words[word]
    draws = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "draw" and f.start >= end and _LINK.match(reading.text[end : f.start])
    ]
    if draws and isinstance(draws[0].value, int) and 0 < draws[0].value <= 5 and not draws[0].negated:
        draw = draws[0]
        effect = {"effect": "draw", "amount": int(draw.value)}  # type: ignore[arg-type]
        tail = re.match(r"け?る|く", reading.text[draw.end :])
        stop = draw.end + (tail.end() if tail else 0)
        return start, stop, CardText(draw.text, (effect,), timing=timing), ()
    if ask != "can":
        return None  # the effect not told: only whether it fires is answered
    text = CardText(word, ({"effect": "draw", "amount": 1},), timing=timing)
    return start, end, text, (ASSUMED.format(word=word),)


def _asking(reading: Reading, at: int) -> bool:
    """`at` lies in a sentence holding an ask (the question's own: 「…。KO時で1枚引ける?」)."""
    cut = max(reading.text.rfind(c, 0, at) for c in "。?？!！\n") + 1
    stop = min([i for i in (reading.text.find(c, at) for c in "。?？!！") if i >= 0] or [len(reading.text)])
    return any(cut <= a.start <= stop for a in reading.asks())


def named_again(game: str, reading: Reading, end: int) -> list[tuple[int, int]]:
    """The spans after the told trigger word where the same word is named again in an asking sentence
    (「ラストワード持ちの…。ラストワードで1枚引ける?」): the ability asked by name, no fact of the
    situation."""
    words = _words(game)
    return [
        (f.start, f.end)
        for f in reading.facts
        if f.start >= end and _word_of(f, words) is not None and _asking(reading, f.start)
    ]


def bare_condition(game: str, body: str) -> CardText | None:
    """A quote holding a trigger condition only (「これがダメージを受けた時」): the ability with a draw of
    one card assumed; None when the quote says more or names no condition the game's engine runs."""
    text = unicodedata.normalize("NFKC", body).strip()
    for pattern, timing in _conditions(game):
        if pattern.match(text):
            return CardText(body, ({"effect": "draw", "amount": 1},), timing=timing)
    return None


def condition_read(game: str, body: str) -> bool:
    """Whether `read_text` reads the quote as a whole triggered ability already (its effect told)."""
    return read_text(body, game).timing is not None


@cache
def _instructions(game: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    spec: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))["games"].get(game, {})
    return tuple((re.compile(t["regex"]), str(t["act"])) for t in spec.get("instruction_quotes", ()))


def instruction_quote(
    game: str, reading: Reading, spans: list[tuple[int, int, str]]
) -> tuple[int, int, str, str, str | None] | None:
    """A quote of a bare instruction told as what made the event (「相手の「KOする」効果でKOされた」): the
    instruction is the event, as the rulebook defines it (onepiece 10-2-1-2 KOする, sve 5.5.1 破壊する,
    ninjaslayer 1311.1 殺す …; `lexicon/card_text.json` "instruction_quotes"). (start, end, body, the act's
    concept, the owner named before it or None) as `trigger_told.cause_quote` gives it; None unless
    exactly one quote is such an instruction followed by 「効果で」「で」."""
    from service.answering.plans.quoted_readout import SIDE_WORDS
    from service.answering.plans.trigger_told import CAUSED, OWNER_BEFORE

    found = []
    for s, e, body in spans:
        text = unicodedata.normalize("NFKC", body.strip("「」『』 "))
        acts = [act for rx, act in _instructions(game) if rx.fullmatch(text)]
        after = reading.text[e:]
        if len(acts) == 1 and CAUSED.match(after):
            m = OWNER_BEFORE.search(reading.text[max(0, s - 10) : s])
            found.append((s, e, body, acts[0], SIDE_WORDS[m.group(1)] if m else None))
    return found[0] if len(found) == 1 else None


@cache
def _ability_words(game: str) -> tuple[str, ...]:
    spec: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))["games"].get(game, {})
    return tuple(spec.get("ability_words", ()))


def other_ability_asked(game: str, reading: Reading, own: str, quotes: list[tuple[int, int]]) -> bool:
    """An asking sentence names a triggered ability other than the held one (「ラストワード持ちの…破壊
    された。攻撃時能力は誘発する?」): the run says nothing of that one (`lexicon/card_text.json`
    "ability_words"); words inside the quotes are the quotes'."""
    text = reading.text
    for s, e in quotes:
        text = text[:s] + " " * (e - s) + text[e:]
    own = own.strip("【】")
    for word in _ability_words(game):
        for m in re.finditer(re.escape(word), text):
            if _asking(reading, m.start()) and word not in own and own not in word:
                return True
    return False


def by_effect(f: Fact) -> bool:
    """「相手の効果で」 read as the modifier 効果 (fow): the event an effect's, as every adapter runs it."""
    return f.role is Role.MODIFIER and f.concept == "effect" and f.text.endswith("で")


def named_in_ask(f: Fact, asks: Sequence[Fact], word: str) -> bool:
    """「【KO時】は発動する?」: the ability's own keyword named inside the ask, no fact of the situation."""
    inside = any(a.start <= f.start and f.end <= a.end for a in asks)
    return inside and f.role is Role.KEYWORD and bool(word) and f.text in word


# 「誘発する?」 read as an ask about triggering (fow): the ability's own triggering asked, no word of it
TRIGGER_ASK = "about:trigger"


def trigger_asked(f: Fact, asks: Sequence[Fact]) -> bool:
    """「発動する?」「誘発する?」: the ability's own activation, asked (onepiece reads 発動 as activate)."""
    if f.concept == "trigger":
        return True
    return f.concept == "activate" and any(a.start <= f.start < a.end for a in asks)
