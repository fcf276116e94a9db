"""The answer's first line: the stated simulated verdict in the question's own terms (「答え: 1枚」).

The simulated conclusion says what the run ended in — 「バトルのあと相手のライフは3枚です」 — which is
not always the asked thing (「何枚減る?」 asks the 1). `/ask` already returns the structured verdict;
this line puts the same value first in the text, so a reader (and the CLI, MCP and page, which show
the text) sees the answer to the question before the run's narration. Words live in
lexicon/answer_words.json; a verdict that says what happens (``outcome``) gets no line — the
conclusion is its answer.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.act_guess import guessed_act_count
from service.answering.reading.asked_order import order_asked
from service.answering.reading.card_seats import PLAY, asked_verb, removed
from service.answering.reading.guessed_result import guessed_value
from service.answering.reading.model import Reading, Verdict
from service.answering.reading.stunned_fate import beaten
from service.engine.events import Event

__all__ = ["PREFIX", "answer_line"]

PREFIX = "答え: "
_WORDS = Path(__file__).resolve().parent / "lexicon" / "answer_words.json"
# the asked-number word of a number ask's span, replaced by the value (「何枚」「何ダメージ」「いくつ」)
_ASKED = re.compile(r"何|いくつ|いくら|どれくらい|どれだけ|どのくらい")
_ORDER_ASKS = frozenset({"self_first", "rival_first"})


@cache
def _words() -> dict[str, Any]:
    """lexicon/answer_words.json, read once."""
    words: dict[str, Any] = json.loads(_WORDS.read_text(encoding="utf-8"))
    return words


def answer_line(verdict: Verdict, reading: Reading, events: Sequence[Event] = ()) -> str | None:
    """「答え: …」 for a stated verdict that answers a can / destroyed / winner / number ask, else None.
    `events`: the run's, which say whether a destroyed verdict is a stun (kiseki) or a removal."""
    if not verdict.stated:
        return None
    words = _words()
    said: str | None
    if verdict.asks == "can":
        # 「PP最大値は11になる?」「ドローは1枚だけ?」: a guessed value confirmed or not, no permission
        guess = guessed_value(reading) is not None or guessed_act_count(reading.text) is not None
        order = order_asked(reading)  # 「相手のほうから先に処理するの?」: an order confirmed, no permission
        key = "order" if order is not None and order.ask in _ORDER_ASKS else ("confirm" if guess else "can")
        said = words[key].get(str(verdict.value))
    elif verdict.asks == "destroyed" and isinstance(verdict.value, bool):
        stunned, gone = beaten(reading.game or "", events), removed(events)
        if stunned and gone:
            return None  # a stun and a removal in one run: which one the asked card met is the conclusion's
        key = "destroyed_stunned" if stunned else "destroyed"
        if not verdict.value and _moved_elsewhere(reading, events):
            key = (
                "destroyed_elsewhere"  # 「墓地に行く?」 no: a J/ルーラー goes to its ルーラーエリア (10.9.1)
            )
        said = words[key]["true" if verdict.value else "false"]
    elif verdict.asks == "winner":
        said = words["winner"].get(str(verdict.value))
    elif verdict.asks == "side":
        said = words["side"].get(str(verdict.value))
    elif verdict.asks == "number" and isinstance(verdict.value, (list, tuple)) and verdict.value:
        said = _numbers(list(verdict.value), reading)
    else:
        return None
    return f"{PREFIX}{said}" if said else None


def _numbers(values: list[Any], reading: Reading) -> str:
    """Each value in the words of its ask when there is one number ask per value (「1枚」), else the
    values alone."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    if len(asks) != len(values):
        return "、".join(str(v) for v in values)
    said = []
    for value, ask in zip(values, asks, strict=True):
        worded = _ASKED.sub(str(value), ask.text, count=1)
        said.append(worded if worded != ask.text else str(value))
    return "、".join(said)


def _moved_elsewhere(reading: Reading, events: Sequence[Event]) -> bool:
    """A zone asked by its verb (「墓地に行く?」) that the card did not go to, though it left where it was
    (a J/ルーラー to its ルーラーエリア, a 消滅 to the 消滅領域): 「場に残ります」 would be false."""
    if not any(asked_verb(f.text) for f in reading.asks() if f.concept == "destroyed"):
        return False
    return any(
        e.type == "move"
        and e.data.get("from_zone") in PLAY
        and e.data.get("to_zone") != e.data.get("from_zone")
        for e in events
    )
