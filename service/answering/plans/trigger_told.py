"""What a quoted trigger's question tells beside the ability (`plans/quoted_trigger`): the event told as
a quoted effect of its own (「相手の「フォロワー1体を消滅する」で消滅した」), and the ability's draw asked
(「引ける?」「ドローできる?」 — whether it fires; 「何枚引く?」 — how many cards it draws)."""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.plans.quoted_readout import SIDE_WORDS
from service.answering.reading.card_text import read_text
from service.answering.reading.model import Fact, Reading, Role

# 「相手の「…」を持つフォロワー」「相手が「…」のフォロワーを」: the owner word right before a quote
OWNER_BEFORE = re.compile(r"(相手|向こう|自分|俺|私|こっち)\s*(?:の|が|は)\s*(?:場\s*に\s*)?$")


# 「「…」で」「「…」って効果で」「「…」を使った」: the quote whose effect made the event
CAUSED = re.compile(
    r"\s*(?:って|という|っていう)?\s*(?:効果|スペル|イベント|コトダマ|EVENT)?\s*(?:で|により|によって|を\s*(?:使|撃|打|発動|プレイ))"
)
# an effect of a cause quote → the told act's concept (the adapters' `events` keys)
# (ninjaslayer's 「殺す」 is read as destroy, its told act as killed)
_EFFECT_ACTS = {"destroy": ("destroy", "killed"), "banish": ("banish",), "return_to_hand": ("return",)}


def cause_quote(
    game: str, events: Collection[str], reading: Reading, spans: list[tuple[int, int, str]]
) -> tuple[int, int, str, str, str | None] | None:
    """Of two quotes, the one told as the event's cause (「相手の「フォロワー1体を消滅する」で消滅した」):
    no trigger word, one effect of a kind the game's plan runs as an event (`_EFFECT_ACTS`), aimed at one
    chosen card; (start, end, body, the act's concept, the owner named before it or None). Its effect is
    the event the holder meets — an instruction does what it says (sve 5.5.1 / 5.6.1 / 5.4.1, onepiece
    10-2-1-2, ninjaslayer 1311.1, kiseki 1317.2) — so an act told beside it must be the same."""
    if len(spans) != 2:
        return None
    found = []
    for s, e, body in spans:
        text = read_text(body, game)
        kinds = [x["effect"] for x in text.effects]
        after = reading.text[e + 1 :] if reading.text[e : e + 1] in "」』" else reading.text[e:]
        acts = [a for a in _EFFECT_ACTS.get(kinds[0] if len(kinds) == 1 else "", ()) if a in events]
        if (text.timing is None and not text.unread and len(text.chosen) == 1 and len(acts) == 1
                and CAUSED.match(after)):  # fmt: skip
            m = OWNER_BEFORE.search(reading.text[max(0, s - 10) : max(0, s - 1)])
            found.append((s, e, body, acts[0], SIDE_WORDS[m.group(1)] if m else None))
    return found[0] if len(found) == 1 else None


# 「相手は何枚引く?」「俺が引ける?」: the drawer said right before the asked draw
_DRAWER = re.compile(r"(相手|向こう|自分|俺|私|こっち)\s*(?:が|は|も)\s*(?:何\s*枚\s*)?$")


def draw_asked(reading: Reading, ability: list[dict[str, Any]], end: int, ask: str) -> Fact | None:
    """「引ける?」「ドローできる?」「何枚引く?」: the draw asked after the quote, of an ability that only
    draws — whether it fires (its draws are its master's, sve 3.1.2.3 / ninjaslayer 1308.1a / kiseki
    1313.1a / onepiece 8-1-3-1), or how many cards it draws. A drawer named before it declines unless it is
    the holder's owner (`drawer`, checked by the caller)."""
    if any(e["effect"] != "draw" for e in ability):
        return None
    kind = "can" if ask == "can" else "number"
    marks = [f for f in reading.asks() if f.concept == kind]
    draws = [f for f in reading.of(Role.ACTION) if f.concept == "draw" and f.start >= end and not f.negated]
    if len(marks) != 1 or not draws:
        return None
    last, mark = draws[-1], marks[0]
    if kind == "can" and not 0 <= mark.start - last.end <= 4 and not last.start <= mark.start < last.end:
        return None
    if kind == "number" and not 0 <= last.start - mark.end <= 3:
        return None  # 「何枚引ける?」: the count right before the draw
    return last


def drawer(reading: Reading, draw: Fact) -> str | None:
    """The side named right before the asked draw (「相手は何枚引く?」), None when none is."""
    m = _DRAWER.search(reading.text[max(0, draw.start - 10) : draw.start])
    return SIDE_WORDS[m.group(1)] if m else None


@cache
def _act_events(game: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    path = Path(__file__).parents[1] / "lexicon" / "card_text.json"
    spec = json.loads(path.read_text(encoding="utf-8"))["games"].get(game, {})
    return tuple((re.compile(t["regex"]), str(t["event"])) for t in spec.get("act_events", ()))


def act_event(game: str, act: Fact, events: dict[str, str]) -> str:
    """The event the engine runs for the told act: its concept's (the adapter's `events`), unless the
    act's own words name another one (`lexicon/card_text.json` "act_events": fow's 破棄, read as the
    shared destroy act, is its own action, 10.10.1)."""
    return next((e for rx, e in _act_events(game) if rx.search(act.text)), events[act.concept])
