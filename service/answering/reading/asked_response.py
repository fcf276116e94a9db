"""A response while a card waits to resolve (「相手のEVENTにこっちのEVENTで対応できる?」「コトダマ空間に
カードがある時にキャラクターをエントリーできる?」「どっちが先に解決される?」), read with the words of
`lexicon/response_words.json`, and the verdict of the engine's ``respond`` event
(`service.engine.responding`): whether the asker's reply was allowed (yes / no) or whose card resolves
first (self / opponent).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.asked_order import sentence_span
from service.answering.reading.model import Reading, Verdict
from service.engine.events import Event

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "response_words.json"
_SENTENCE = re.compile(r"[。?？!！\n]")


@dataclass(frozen=True, slots=True)
class ResponseAsk:
    waiting_mine: bool | None  # the waiting card is the asker's (True), the opponent's (False), unsaid (None)
    reply: str | None  # card / ability / unit: what the replier plays now; None: nothing told
    ask: str  # can / who_first
    spans: tuple[tuple[int, int], ...]  # the sentences of the waiting card, the reply and the ask
    reply_mine: bool = True  # the asker replies (「こっちもEVENTで」), not the opponent (「相手が…で対応」)


@cache
def _words() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return data


def response_asked(reading: Reading) -> ResponseAsk | None:
    """The response asked in the question's last sentence about a card it tells waiting, else None."""
    text, words = reading.text, _words()
    waits = [m for p in words["waiting"] if (m := re.search(p, text))]
    if not waits or re.search(words["unmodelled"], text):
        return None  # nothing waits, or a cost, a target or a pass the engine does not model is told
    waiting = min(waits, key=lambda m: m.start())
    side = waiting.groupdict().get("side")
    mine = None if side is None else bool(re.fullmatch(words["mine"], side))
    last = max([0, *(m.end() for m in _SENTENCE.finditer(text) if text[m.end() :].strip())])
    asks = [(k, m) for k in ("who_first", "can") if (m := re.search(words["asks"][k], text[last:]))]
    if not asks:
        return None  # no ask in the question's last sentence
    ask, match = asks[0]
    end = last + match.end()
    # a can ask's reply is the one it asks, in its own sentence (a reply told before it is one more card
    # waiting); a who_first ask's is the reply told before it
    lo = max(waiting.end(), last) if ask == "can" else waiting.end()
    replies = [(k, m) for k, p in words["reply"].items() if (m := re.search(p, text[lo:end]))]
    if len(replies) != 1 or (ask == "who_first" and mine is None):
        return None  # no reply or two; a who_first ask names the owners too
    reply, at = replies[0][0], lo + replies[0][1].start()
    sides = list(re.finditer(words["replier"], text[lo:at]))
    reply_mine = not sides or bool(re.fullmatch(words["mine"], sides[-1].group("side")))
    spans = tuple(
        sorted({sentence_span(text, waiting.start()), sentence_span(text, at), sentence_span(text, end - 1)})
    )
    return ResponseAsk(mine, reply, ask, spans, reply_mine)


def response_verdict(asked: ResponseAsk, events: Sequence[Event], me: str) -> Verdict | None:
    """The verdict of the run's ``respond`` event for `asked` (None: the run has none)."""
    event = next((e for e in reversed(events) if e.type == "respond"), None)
    if event is None:
        return None
    if asked.ask == "can":
        allowed = event.data.get("allowed")
        if allowed is None:
            return Verdict("can", None, False, "対応がシミュレーションされていません")
        return Verdict("can", "yes" if allowed else "no", True)
    return Verdict("first", "self" if event.data.get("resolved_first") == me else "opponent", True)


__all__ = ["ResponseAsk", "response_asked", "response_verdict"]
