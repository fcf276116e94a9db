"""Where and how a keyword's holder is told: the card of the scenario carrying the keyword must be
that card (audit 10, sve).

`keyword_elsewhere` — 「相手の墓場には守護持ちが２枚ある」「相手の手札には守護持ちがいるらしい」 tell a
keyword of cards in a zone other than the field (the game's zone words, lexicon/state_words.json). The
planner counts the keyword used when any card carries it, and the sve attack builder had put the
【守護】 holder on the opponent's field and refused an attack on the leader (8.4.3.1 with 12.8.2: only
a holder on the field forces the choice). A keyword told only of cards in another zone, carried by a
card on the field of the scenario, withholds the verdict. A clause that moves the card (「手札から
守護持ちを出した」, any action told in it) is left alone: the card is on the field after it.

`holder_state` — 「俺の場の守護持ちはエンドフェイズにアクトしなかったからスタンド状態のまま」 tells the
holder's state; the planner counts a state used when any card has it, and the builder had left the
holder acted (its default for a card whose state it did not read) while another card stood: the
opponent's attack on a follower without 【守護】 was refused (12.8.2 forces only an acted holder).
A state told of the keyword's holder (the sentence's topic 「守護持ちは…」, or 「アクト状態の守護持ち」)
that no card carrying the keyword has withholds the verdict.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role

_STATE_WORDS = Path(__file__).resolve().parents[1] / "lexicon" / "state_words.json"
_SCRIPT_KEYS = ("actions", "operations")
_SENTENCE_END = "。!?！？\n"
# a clause ends at a sentence end, a comma or a parenthesis (「（ちなみに相手の墓場には…）」)
_CLAUSE_END = _SENTENCE_END + "、,（）()"
# the holder named after its keyword: 「守護持ち」「【守護】持ちのフォロワー」「守護を持つフォロワー」
_HOLDER = re.compile(r"\s*】?\s*(?:持ち|を持つ|を持った|持って(?:い)?る)\s*(?:の)?\s*(?:フォロワー)?")
# the holder as the sentence's topic: 「守護持ちは」「守護持ちのフォロワーが」
_TOPIC = re.compile(r"\s*(?:は|が|も)")
# a state written right before the holder: 「アクト状態の守護持ち」「スタンド状態の【守護】持ち」
_STATE_BEFORE = re.compile(r"\s*(?:状態)?\s*(?:の|で)\s*【?\s*$")


@cache
def _zones(game: str) -> dict[str, str]:
    """Zone words of `game` → the scenario's zone key (lexicon/state_words.json)."""
    raw: dict[str, Any] = json.loads(_STATE_WORDS.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for word, games in raw.items():
        where = games.get(game) or games.get("*") if isinstance(games, dict) else None
        if isinstance(where, dict) and "zone" in where:
            out[word.removesuffix("のカード")] = str(where["zone"])
    return out


def _clause(text: str, fact: Fact, ends: str) -> tuple[int, int]:
    start = max((text.rfind(b, 0, fact.start) for b in ends), default=-1) + 1
    stops = [i for i in (text.find(b, fact.end) for b in ends) if i >= 0]
    return start, min(stops, default=len(text))


def _carriers(scenario: Mapping[str, Any], name: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(path, card) of every card of the position carrying keyword `name`."""
    position = {k: v for k, v in scenario.items() if k not in _SCRIPT_KEYS}
    for path, _key, value in pl.walk(position):
        if isinstance(value, Mapping) and pl.is_card(value):
            held = value.get("keywords") or ()
            if isinstance(held, list) and any(str(k).strip("【】[]") == name for k in held):
                yield path, value


def _zone_of(path: str) -> str | None:
    found = re.search(r"\.([a-z_]+)\[\d+\]$", path)
    return found.group(1) if found is not None else None


def keyword_elsewhere(reading: Reading, game: str, scenario: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when a keyword told only of cards in a zone other than the field
    is carried by a card on the field of the scenario."""
    zones = _zones(game)
    field = zones.get("場", "field")  # the field's key: 「場のカード」 (onepiece's characters)
    off_field = {w: z for w, z in zones.items() if z != field}
    if not off_field:
        return None
    text = reading.text
    words = "|".join(re.escape(w) for w in sorted(off_field, key=len, reverse=True))
    actions = reading.of(Role.ACTION)
    told: dict[str, list[str | None]] = {}  # keyword -> the off-field zone of each telling (None: none)
    for fact in reading.of(Role.KEYWORD):
        if fact.negated:
            continue
        start, end = _clause(text, fact, _CLAUSE_END)
        placed = re.search(rf"({words})\s*(?:に|の)\s*(?:は|も)?", text[start : fact.start])
        moved = any(start <= a.start < end for a in actions)
        zone = off_field[placed.group(1)] if placed is not None and not moved else None
        told.setdefault(fact.concept.strip("【】[]"), []).append(zone)
    for name, zones_told in told.items():
        if None in zones_told:
            continue
        on_field = [p for p, _card in _carriers(scenario, name) if _zone_of(p) == field]
        if on_field:
            return f"手札や墓場などにあると書かれた【{name}】のカードが、シナリオでは場にあります"
    return None


def _state_of(reading: Reading, fact: Fact) -> Fact | None:
    """The state told of the keyword's holder: written right before it (「アクト状態の守護持ち」), or
    the last state of the sentence whose topic the holder is (「守護持ちは…スタンド状態のまま」)."""
    text = reading.text
    states = [s for s in reading.of(Role.STATE) if not s.negated]
    for s in states:
        if s.end <= fact.start and _STATE_BEFORE.match(text[s.end : fact.start]) is not None:
            return s
    holder = _HOLDER.match(text, fact.end)
    after = holder.end() if holder is not None else fact.end
    if _TOPIC.match(text, after) is None:
        return None
    _start, end = _clause(text, fact, _SENTENCE_END)
    cards = [c for c in reading.of(Role.CARD) if after <= c.start < end]
    keywords = [k for k in reading.of(Role.KEYWORD) if fact.end < k.start < end]
    later = [s for s in states if after <= s.start < end]
    if not later or cards or keywords:
        return None
    return later[-1]


def holder_state(reading: Reading, game: str, scenario: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when a state told of a keyword's holder is had by no card of the
    scenario carrying that keyword."""
    engine = lexicon(game).engine
    for fact in reading.of(Role.KEYWORD):
        if fact.negated:
            continue
        state = _state_of(reading, fact)
        spec = engine.get(state.concept) if state is not None else None
        if state is None or not isinstance(spec, Mapping) or not spec.get("keys"):
            continue
        keys = [str(k) for k in spec["keys"]]
        holders = [card for _p, card in _carriers(scenario, fact.concept.strip("【】[]"))]
        if not holders:
            continue
        absent = bool(spec.get("absent"))
        if not any(any(bool(card.get(k)) for k in keys) != absent for card in holders):
            name = fact.concept.strip("【】[]")
            return f"「{state.text}」と書かれた【{name}】のカードが、シナリオでは別の状態です"
    return None
