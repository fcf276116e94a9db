"""Quoted card texts with a condition (「あなたのダメージ・ゾーンが5枚以上なら、キャラクター1人に3ダメージ」
「【ネクロチャージ5】相手のフォロワー1体に3ダメージ」「相手のライフが2枚以下の場合、相手のコスト5以下のキャラ
1枚をKOする」) taken by a told card — `plans/quoted_effect` run on the texts as their conditions leave them.

Each condition is decided from the state the question tells (`plans/quoted_told`, `reading/card_condition`:
a part valid under a condition is void while it is not met, sve 10.3.3, onepiece 8-3-2; sve 13.4.1.2 覚醒,
13.5.1.2 / 13.5.1.3.1 ネクロチャージ). quoted_effect then reads the question with each met condition's phrase
blanked and each void part blanked whole (offsets kept), and without the told facts the conditions read;
when nothing is left of the texts, it reads them as if met (the card must still be one they could
choose) and the run resolves none of their effects: the card is untouched. The scenario holds the told
states (`seat_states`), the conclusion says each condition after the answer, citing its clause, and the
act of using a decided text (「…を使った」) is part of what the plan read. A state not told withholds.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from service.answering.plans.quoted_effect import Adapter, quoted_effect
from service.answering.plans.quoted_games import KISEKI, NINJASLAYER, ONEPIECE, SVE
from service.answering.plans.quoted_told import decided_all, seat_states, their_turn, use_span, with_use
from service.answering.reading.card_condition import blanked, parts
from service.answering.reading.card_text import quoted
from service.answering.reading.card_text import sources as card_sources
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_RUN = frozenset({"resolve", "effect"})


def quoted_condition(adapter: Adapter, reading: Reading) -> BuiltScenario | None:
    spans = quoted(reading.text)
    if not spans or not any(parts(body, adapter.game) for _s, _e, body in spans):
        return None
    decision = decided_all(adapter.game, reading, spans)
    if decision is None:
        return None
    as_met, as_told = list(reading.text), list(reading.text)
    for start, end, body, flags in decision.conditioned:
        for out, kept in ((as_told, flags), (as_met, tuple(True for _ in flags))):
            body_read = blanked(body, adapter.game, kept)
            if body_read is None:
                return None
            out[start + 1 : end - 1] = body_read
    said, read, held = list(decision.said), list(decision.read), dict(decision.held)
    if not said or their_turn(held):
        return None
    void = decision.left == 0
    chars = as_met if void else as_told
    sources = _sources(reading, spans)
    for f in sources:
        if f.role is Role.CARD:  # 「俺のキャラの効果「…」」 read as 「俺の「…」」
            stop = reading.text.index("「", f.end)
            chars[f.start : stop] = " " * (stop - f.start)
    facts = tuple(f for f in reading.facts if f not in read and f not in sources)
    seen = replace(reading, text="".join(chars), facts=facts)
    built = quoted_effect(adapter, seen)
    if built is None:
        return None
    payload: dict[str, Any] = dict(built.payload)
    if void:  # every part voided: nothing resolves (10.3.3)
        payload["actions"] = [a for a in payload.get("actions", ()) if a.get("type") not in _RUN]
    payload = seat_states(adapter.game, payload, held)
    if asked(reading) != "destroyed":  # a source in play would be one more card whose fate might be asked
        payload = _placed(adapter.game, payload, sources)
    quotes = tuple(with_use(reading, s, e, tuple(said)) if (s, e) in {(a, b) for a, b, _ in spans} else (s, e)
                   for s, e in built.quoted)  # fmt: skip
    quotes += tuple(u for _s, e, _b in spans if (u := use_span(reading, e, tuple(said))) is not None)
    return BuiltScenario(
        built.situation.replace("quoted_effect", "quoted_condition"),
        payload,
        partial(_with_said, built.summarize, tuple(said)),
        built.notes,
        quotes,
    )


# the card whose ability or effect a quote is, right before it: 「キャラの効果「…」」「EVENT「…」」
_SOURCE_GAP = re.compile(
    r"\s*(?:の\s*(?:起動|自動|常時)?(?:能力|効果|スキル|テキスト|クラフト))?\s*(?:で|は)?\s*"
)


def _sources(reading: Reading, spans: list[tuple[int, int, str]]) -> list[Fact]:
    """The facts naming the card a quote is the ability of (the noun right before it, 「の効果」 between):
    the text's source, not the card it acts on; its owner word stays (the text's user, `user_of`)."""
    found: list[Fact] = []
    for start, _end, _body in spans:
        cards = [f for f in reading.facts if f.role is Role.CARD and f.end <= start]
        if not cards:
            continue
        card = max(cards, key=lambda f: f.end)
        gap = _SOURCE_GAP.fullmatch(reading.text, card.end, start)
        if gap is None:
            continue
        found.append(card)
        found += [f for f in reading.facts if f is not card and card.end <= f.start and f.end <= start]
    return found


def _placed(game: str, payload: dict[str, Any], sources: list[Fact]) -> dict[str, Any]:
    """The scenario with each told source card in play on its owner's side (「俺のキャラの効果」: the
    asker's character stands in its zone, `card_text.json` "sources"), as `plans/quoted_draw` places it."""
    zones = card_sources(game)[0]
    out = dict(payload)
    for i, f in enumerate(f for f in sources if f.role is Role.CARD and f.concept in zones):
        seat = "player2" if f.owner == "opponent" else "player1"
        spec = dict(out.get(seat, {}))
        spec[zones[f.concept]] = [
            *spec.get(zones[f.concept], []),
            {"id": f"src{i}", "name": f"能力を持つ{f.text}"},
        ]
        out[seat] = spec
    return out


def _with_said(head: Callable[[SimulationResult], str], said: tuple[str, ...], sim: SimulationResult) -> str:
    """The conclusion, then each condition as decided (after it: the answer leads)."""
    first = head(sim)
    return "。".join((first.removesuffix("。"), *said)) if first else first


def sve_quoted_condition(reading: Reading) -> BuiltScenario | None:
    return quoted_condition(SVE, reading)


def ninjaslayer_quoted_condition(reading: Reading) -> BuiltScenario | None:
    return quoted_condition(NINJASLAYER, reading)


def kiseki_quoted_condition(reading: Reading) -> BuiltScenario | None:
    return quoted_condition(KISEKI, reading)


def onepiece_quoted_condition(reading: Reading) -> BuiltScenario | None:
    return quoted_condition(ONEPIECE, reading)
