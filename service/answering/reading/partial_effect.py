"""Words of an effect that can only partly be done (audit 26f; data in `lexicon/partial_effects.json`):

* `drawn_after` — a count asked of a draw (「何枚引ける?」「何枚ドローできる?」) asks the cards the draw
  moved into the hand, which is not the hand's or the deck's count after it: a deck smaller than the
  draw gives only what it holds (onepiece 1-3-2, sve 1.3.2, kiseki / ninjaslayer 104.2);
* `chosen_gone` — the card a quoted text chose is told to have left play before the text resolved
  (「解決前に選んだフォロワーが場からいなくなった」): the span of the telling and its card noun;
* `none_there` — a side's field told to hold nothing of a kind (「相手の場にキャラがいない」): the span,
  the side word and the noun.

The words are data; what the rules make of them is the engines' (kiseki / ninjaslayer 1205.1a,
1204.2d / 1204.2e; sve 1.3.2, 10.6.2.3.3; onepiece 1-3-2, 8-4-4)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from service.answering.reading.model import Reading

_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "partial_effects.json"


@cache
def _pattern(key: str) -> re.Pattern[str]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return re.compile(str(data[key]["regex"]))


@dataclass(frozen=True, slots=True)
class Told:
    """A telling found in the question: its span, the card noun it names and the side word (or "")."""

    start: int
    end: int
    noun: str
    side: str = ""


def drawn_after(text: str, at: int) -> bool:
    """The words right after a number ask ending at `at` are a draw's verb (「何枚引ける」「何枚ドロー」)."""
    return _pattern("drawn_asked").match(text, at) is not None


def drawn_asked(reading: Reading) -> bool:
    """A number ask of the question is the count a draw moves (see the module)."""
    return any(drawn_after(reading.text, f.end) for f in reading.asks() if f.concept == "number")


def chosen_gone(text: str, start: int = 0) -> Told | None:
    """The first telling at or after `start` that a chosen card left play before the text resolved."""
    m = _pattern("chosen_gone").search(text, start)
    return None if m is None else Told(m.start(), m.end(), m.group("noun"))


def none_there(text: str, start: int = 0) -> Told | None:
    """The first telling at or after `start` that a side's field holds nothing of a kind."""
    m = _pattern("none_there").search(text, start)
    return None if m is None else Told(m.start(), m.end(), m.group("noun"), m.group("owner"))
