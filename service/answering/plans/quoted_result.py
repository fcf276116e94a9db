"""The result a quoted text's own effect had, told after it (「相手の「UNITを1つ対象とし、それをスタン
する。」で俺のCPコスト3のUNITがスタンした」「「…破壊する。」で俺のUNITが破壊された」): the told card's
state or removal that the text's effect makes is the run's own result, not a state the card starts with nor a
second act — as `kiseki_arts_again.told_face_up` reads a face-up card a play from the 拠点 made.

Only a result told after the last quote, in that quote's sentence, of a kind one of the texts' effects
makes (per game in `lexicon/card_text.json` "results"), and not negated; the run must then make it (the
gate reads the run's events), so a result the engine does not reach still withholds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from service.answering.reading.model import Fact

# the result told as done: 「スタンした」「スタンさせた」「破壊された」「即死した」「スタン。」
_DONE = re.compile(r"\s*(?:さ(?:せ|れ)(?:られ)?|し|され)?\s*(?:た|て|ちゃ|ちま|[。、,]|$)")
# told as not done, tried or supposed: 「…させようとした」「やめた」「つもり」「かけた」「なかった」
# 「なら」「たら」
_UNDONE = re.compile(
    r"よう\s*と|やめ|止め|つもり|かけ(?:た|て)|なかっ|ません|ず[、。]|なら|たら|れば|予定|はず"
)
_DATA = json.loads((Path(__file__).resolve().parents[1] / "lexicon" / "card_text.json").read_text("utf-8"))


def _results(game: str) -> dict[str, set[tuple[str, str]]]:
    table = _DATA.get("games", {}).get(game, {}).get("results", {})
    return {k: {(r, c) for r, c in v} for k, v in table.items() if not k.startswith("_")}


def undone(text: str, start: int) -> bool:
    """Whether the clause from `start` to its sentence's end tells the act as not done (tried, dropped,
    supposed)."""
    closed = [i for i in (text.find(c, start) for c in "。?？!！") if i >= 0]
    return _UNDONE.search(text, start, min(closed) + 1 if closed else len(text)) is not None


def told_results(
    game: str, text: str, outside: Sequence[Fact], kinds: Iterable[str], last_end: int
) -> list[Fact]:
    """The facts of `outside` that tell the quoted texts' own result (see the module doc)."""
    table = _results(game)
    made = set().union(*(table.get(k, set()) for k in kinds))
    if not made:
        return []
    closed = [i for i in (text.find(c, last_end) for c in "。?？!！") if i >= 0]
    stop = min(closed) if closed else len(text)
    if _UNDONE.search(text, last_end, stop + 1):
        return []  # 「スタンさせようとしたけど、やめた」: the result told is not what happened
    return [
        f
        for f in outside
        if last_end <= f.start < stop
        and not f.negated
        and (f.role.name, f.concept) in made
        and _DONE.match(text, f.end)
    ]
