"""A quoted effect told as given in an earlier turn or battle than the asked act (audit 28h).

「前のターンに「これはこのターン中オーバーキルしない。」を得たSTR5のUNITで、今のターン相手プレイヤーを
攻撃した。絆はいくつ?」: the effect lasted its own turn only (kiseki 705.7a), yet the plan put it on the UNIT
of the attack's turn — no overkill, 10 stated for 5. 「前のイクサで「このイクサ中+2/+0」を得た。次のイクサで
…アイサツ」 (ninjaslayer 706.8a) likewise stated a kill. The words are data (`lexicon/lapsed.json`): a quote
holding a duration of one scope (turn, battle; not one lasting into a later turn) and, outside it, a phrase
that places the quote's moment earlier (「前のターンに」 right before the quote, no other act's verb between)
or, for a battle, the act's moment later (「次のイクサで」 after it). `plans/lapsed_plan` plans the question
as if the quote and those phrases were not told (the effect is over); any other run that holds the question
answers for the moment the effect still held, so its verdict is withheld — unless, for a turn, the run itself
passes a turn (a plan that ran the told turn end, `plans/given_turns`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading

_WORDS = Path(__file__).resolve().parents[1] / "lexicon" / "lapsed.json"
_QUOTE = re.compile(r"[「『]([^「」『』]*)[」』]")
# how far before a quote the earlier phrase may stand (「前のターンに相手の効果で「…」」)
_BEFORE = 16
# the events of a run that passes a turn (every engine's turn end or new turn)
_PASSED = frozenset({"turn_end", "turn"})
# the note of a plan that ran the question with the lapsed effect left out (plans/lapsed_plan)
LAPSED_NOTE = (
    "「{quote}」は{phrase}の効果で、問われている時点では終わっているため、"
    "その効果なしでシミュレーションしています。"
)
_NOTE_HEAD = "の効果で、問われている時点では終わっているため"


@dataclass(frozen=True, slots=True)
class Lapse:
    """A quoted effect told to have lapsed: its scope, the quote's span and the phrases that place it."""

    scope: str
    quote: tuple[int, int]
    phrases: tuple[tuple[int, int], ...]


@cache
def _words() -> tuple[dict[str, dict[str, re.Pattern[str]]], re.Pattern[str]]:
    data: dict[str, Any] = json.loads(_WORDS.read_text(encoding="utf-8"))
    scopes = {
        name: {key: re.compile(str(v)) for key, v in entry.items() if key != "why"}
        for name, entry in data["scopes"].items()
    }
    return scopes, re.compile(str(data["gap_verbs"]))


@cache
def _blank_words() -> tuple[re.Pattern[str], re.Pattern[str]]:
    data: dict[str, Any] = json.loads(_WORDS.read_text(encoding="utf-8"))
    return re.compile(str(data["particle"])), re.compile(str(data["giving"]))


def blanked_spans(reading: Reading, found: Lapse) -> tuple[tuple[int, int], ...]:
    """The spans a plan blanks for the question without the lapsed effect: each phrase with its own
    particle, the quote with its giving or receiving verb (`lexicon/lapsed.json`)."""
    particle, giving = _blank_words()
    text = reading.text
    spans = []
    for s, e in found.phrases:
        m = particle.match(text, e)
        spans.append((s, m.end() if m else e))
    s, e = found.quote
    m = giving.match(text, e)
    spans.append((s, m.end() if m else e))
    return tuple(spans)


def _earlier_before(
    text: str, start: int, earlier: re.Pattern[str], gap_verbs: re.Pattern[str]
) -> tuple[int, int] | None:
    """The span of the earlier-moment phrase standing right before the quote at `start`, if any."""
    head_start = max(0, start - _BEFORE)
    head = text[head_start:start]
    cut = max((m.end() for m in re.finditer(r"[。?？!！\n]", head)), default=0)
    found = None
    for m in earlier.finditer(head, cut):
        found = m
    if found is None or gap_verbs.search(head[found.end() :]):
        return None
    return head_start + found.start(), head_start + found.end()


def lapse(reading: Reading) -> Lapse | None:
    """The first quoted effect told to have lapsed before the act (see the module), or None."""
    scopes, gap_verbs = _words()
    text = reading.text
    for m in _QUOTE.finditer(text):
        body = m.group(1)
        for scope, words in scopes.items():
            if words["duration"].search(body) is None:
                continue
            if "lasting" in words and words["lasting"].search(body):
                continue
            phrases = []
            before = _earlier_before(text, m.start(), words["earlier"], gap_verbs)
            if before is not None:
                phrases.append(before)
            if "later" in words:
                phrases += [(x.start(), x.end()) for x in words["later"].finditer(text, m.end())][:1]
            if phrases:
                return Lapse(scope, (m.start(), m.end()), tuple(phrases))
    return None


def lapsed_effect(reading: Reading, events: Sequence[Any], notes: Sequence[str] = ()) -> str | None:
    """Why the verdict is withheld when a quoted effect's duration ended before the asked act and the run
    may still hold it (see the module), else None."""
    found = lapse(reading)
    if found is None or any(_NOTE_HEAD in n for n in notes):
        return None
    if found.scope == "turn" and any(getattr(e, "type", "") in _PASSED for e in events):
        return None  # the run passes the turn: the plan placed the effect before the turn end it ran
    quote = reading.text[found.quote[0] : found.quote[1]]
    phrase = reading.text[found.phrases[0][0] : found.phrases[0][1]]
    return (
        f"{quote}は「{phrase}」の効果で、問われている時点では終わっていますが、"
        "シミュレーションではまだ効いています"
    )
