"""The moment a 「〜できる?」 question places its act at (audit 26e): 「自分のメインフェイズに」
「バトル中に」「コトダマ空間の一番上がダメージチェック処理のとき」. The words are data
(`lexicon/moments.json`, per game, each with the clause deciding what may be done then); a plan asks
whether a moment is said and where, stages it in its engine and lets the engine permit or refuse the
act there."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "moments.json"


@cache
def _patterns(game: str) -> dict[str, re.Pattern[str]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    entries = data["games"].get(game, {})
    return {name: re.compile(entry["regex"]) for name, entry in entries.items()}


def moment_spans(text: str, game: str, name: str) -> tuple[tuple[int, int], ...]:
    """Where the question says the moment `name` of `game` (empty: not said, or unknown to the data)."""
    pattern = _patterns(game).get(name)
    if pattern is None:
        return ()
    return tuple((m.start(), m.end()) for m in pattern.finditer(text))


def said(text: str, game: str, name: str) -> bool:
    """Whether the question says the moment `name` of `game`."""
    return bool(moment_spans(text, game, name))
