"""A replacement told in the question's words — 「スタンする代わりにアクション状態になる」 — read as data: the
event it replaces, the event done instead, and the span of its words (with a quote around it and the
「…効果が出てる」 that says it is in effect), from `lexicon/replacements.json`.

`told` gives every 「代わりに」 of the text read this way, or None when one of them is not read (a
replacement the engine would not carry out: the plans must not run the question as if it were absent).
The engine applies them (service/engine/replacement.py); this module knows only the words.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "replacements.json"
_BEFORE = 24  # how far back the replaced event's words may begin
_OPEN = "「『"


_Patterns = tuple[tuple[re.Pattern[str], str], ...]


@dataclass(frozen=True, slots=True)
class ToldReplacement:
    start: int
    end: int
    replaces: str
    instead: str


@cache
def _spec() -> dict[str, Any]:
    spec: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return spec


@cache
def _patterns(game: str) -> tuple[_Patterns, _Patterns]:
    games = _spec()["games"].get(game, {})
    return (
        tuple((re.compile(p["regex"]), str(p["event"])) for p in games.get("replaces", ())),
        tuple((re.compile(p["regex"]), str(p["event"])) for p in games.get("instead", ())),
    )


@cache
def _holder(game: str) -> re.Pattern[str] | None:
    regex = _spec()["games"].get(game, {}).get("holder")
    return re.compile(regex) if regex else None


def told(game: str, text: str) -> tuple[ToldReplacement, ...] | None:
    """The replacements `text` tells for `game` (() when it says 代わりに nowhere); None when one of
    them is not read."""
    frame = str(_spec()["frame"])
    tail = re.compile(str(_spec()["tail"]))
    replaces, instead = _patterns(game)
    found: list[ToldReplacement] = []
    for at in (m.start() for m in re.finditer(re.escape(frame), text)):
        window_start = max(0, at - _BEFORE, *(text.rfind(c, 0, at) + 1 for c in "。?？!！\n"))
        before = text[window_start:at]
        old = next(((m, e) for rx, e in replaces if (m := rx.search(before))), None)
        after = text[at + len(frame) :]
        new = next(((m, e) for rx, e in instead if (m := rx.search(after))), None)
        if old is None or new is None:
            return None
        start = window_start + old[0].start()
        end = at + len(frame) + new[0].end()
        opened = max(text.rfind(c, 0, start) for c in _OPEN)
        if opened >= 0 and text[opened + 1 : start].strip() == "":
            start = opened  # 「「スタンする代わりに…」効果」: the quote is the replacement's own
        holder = _holder(game)
        said = holder.search(text[window_start:start]) if holder is not None else None
        if said is not None:  # 「そのUNITは」: the card it is said of, one of its words
            start = window_start + said.start()
        rest = tail.match(text[end:])  # its 「^」 anchors the slice, not the whole text
        if rest is not None:
            end += rest.end()
        found.append(ToldReplacement(start, end, old[1], new[1]))
    return tuple(found)


def blanked(text: str, spans: tuple[ToldReplacement, ...]) -> str:
    """`text` with the replacements' words turned to spaces (positions kept)."""
    chars = list(text)
    for t in spans:
        chars[t.start : t.end] = " " * (t.end - t.start)
    return "".join(chars)


__all__ = ["ToldReplacement", "blanked", "told"]
