"""Which cards a ±X/±Y on a side's cards 「すべて」 reaches, read from its wording (audit 25f).

A one-shot ability's effect — written with a duration, 「このターン、あなたのキャラすべて+1/+0」 —
applies to the cards that met its condition when it resolved: a card entering afterwards keeps its own
stat (ninjaslayer 1213.6, kiseki 1215.6, sve 10.9.2). A standing ability's effect — 「■あなたの他の
フォロワーは+1/+0」「常時能力」 — reaches cards that arrive later too (1213.10, 1215.10, 10.9.3); no
engine models a standing ability, so a question that names one is declined (withheld), never
answered as if resolved. The words are data: `lexicon/effect_scope.json`.
"""

from __future__ import annotations

import json
import re
from enum import StrEnum
from functools import cache
from pathlib import Path

from service.answering.reading.model import Fact, Reading

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "effect_scope.json"
_QUOTES = re.compile(r"「[^「」]*」|『[^『』]*』")
_SENTENCE = re.compile(r"[^。!！?？]*")


class EffectScope(StrEnum):
    RESOLVED = "resolved"  # the set is fixed when the effect resolves
    STANDING = "standing"  # a standing ability: it reaches newcomers (not modelled)


@cache
def _words() -> dict[str, tuple[str, ...]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return {k: tuple(v["words"]) for k, v in data.items() if not k.startswith("_")}


def effect_span(reading: Reading, fact: Fact) -> tuple[int, int]:
    """The effect text a fact stands in: the quote holding it, else its sentence."""
    for m in _QUOTES.finditer(reading.text):
        if m.start() < fact.start and fact.end <= m.end():
            return m.start(), m.end()
    start = max(reading.text.rfind(c, 0, fact.start) for c in "。!！?？") + 1
    tail = _SENTENCE.match(reading.text, fact.end)
    return start, tail.end() if tail is not None else len(reading.text)


def quoted_span(reading: Reading, fact: Fact) -> tuple[int, int] | None:
    """The quote holding the fact, when it is quoted."""
    start, end = effect_span(reading, fact)
    return (start, end) if reading.text[start : start + 1] in ("「", "『") else None


def scope_of(reading: Reading, modifier: Fact) -> EffectScope | None:
    """The scope of an effect on every card of a side: STANDING when the question names a standing
    ability anywhere (it may be the effect's source); RESOLVED when the effect's own text says every
    card (「すべて」) and a duration (「このターン」); None when its text says neither."""
    words = _words()
    if any(w in reading.text for w in words["standing"]):
        return EffectScope.STANDING
    start, end = effect_span(reading, modifier)
    text = reading.text[start:end]
    if any(w in text for w in words["every"]) and any(w in text for w in words["resolved"]):
        return EffectScope.RESOLVED
    return None


def said_earlier(reading: Reading, start: int, end: int) -> bool:
    """A word between the effect and the later act says the act came first (「使う前に…プレイした」)."""
    return any(w in reading.text[start:end] for w in _words()["earlier"])


def said_later(reading: Reading, start: int, end: int) -> bool:
    """A word between `start` and `end` says what follows came after (「また出した後にかけた」)."""
    return any(w in reading.text[start:end] for w in _words()["later"])
