"""Quoted texts with a condition for a game whose plans read a quote's effects from the reading's facts
(fow: 「あなたの手札が2枚以下なら、カードを2枚ドローする」「相手のライフが2000以下なら、相手に500ダメージを
与える」「あなたの墓地にカードが5枚以上あるなら、J/リゾネイター1体に400ダメージを与える」) — the game's plans
run on the question as the conditions leave it.

Each condition is decided from the state the question tells (`plans/quoted_told`, `reading/card_condition`):
the game's plans then read the question with each met condition's phrase blanked and each void part blanked
whole (offsets kept), without the facts inside them and the told facts the conditions read. When every
part is void, the plans read the texts as if met and the run keeps none of the texts' effects (only
effect operations may be dropped: anything else declines). The plan's scenario holds the told states, its
conclusion says each condition after the answer, and the blanked spans (with the act of using the text
told right after it) are the plan's read quote spans: the gate counts their facts used — the rest of each
quote is checked as the plan read it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from service.answering.plans.quoted_told import decided_all, seat_states, use_span, with_use
from service.answering.reading.card_condition import blank_ranges, parts
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Fact, Reading
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

Plan = Callable[[Reading], BuiltScenario | None]
# the operations a text's effects become (fow §10: 10.6 ダメージ, 10.8 ドロー, 10.9 破壊)
_EFFECT_OPS = {"fow": frozenset({"draw", "deal_damage", "destroy"})}


def conditioned(game: str, reading: Reading, plans: Sequence[Plan]) -> BuiltScenario | None:
    spans = quoted(reading.text)
    if not spans or not any(parts(body, game) for _s, _e, body in spans):
        return None
    decision = decided_all(game, reading, spans)
    if decision is None:
        return None
    blank_told: list[tuple[int, int]] = []  # the decided texts' blanks: met phrases, void parts
    blank_met: list[tuple[int, int]] = []  # every condition read as met: its phrase only
    for start, _end, body, flags in decision.conditioned:
        as_told = blank_ranges(body, game, flags)
        as_met = blank_ranges(body, game, tuple(True for _ in flags))
        if as_told is None or as_met is None:
            return None
        blank_told += [(start + 1 + s, start + 1 + e) for s, e in as_told]
        blank_met += [(start + 1 + s, start + 1 + e) for s, e in as_met]
    said, read, held = list(decision.said), list(decision.read), dict(decision.held)
    if not said:
        return None
    void = decision.left == 0
    ranges = blank_met if void else blank_told
    # the told states the conditions read are the plan's to hold too when it counts them itself (a life
    # the damage lowers): without them first, then with them
    seen = (_blank(reading, ranges, read), _blank(reading, ranges, []))
    built = next((b for r in seen for b in (plan(r) for plan in plans) if b is not None), None)
    if built is None:
        return None
    payload: dict[str, Any] = dict(built.payload)
    if void:  # every part voided (the card text's condition not met): none of its effects happen
        ops = payload.get("operations", [])
        if any(op.get("kind") not in _EFFECT_OPS.get(game, ()) for op in ops):
            return None
        payload["operations"] = []
    payload = seat_states(game, payload, held)
    covered = [with_use(reading, s, e, tuple(said)) for s, e in blank_told]
    covered += [u for _s, e, _b in spans if (u := use_span(reading, e, tuple(said))) is not None]
    return BuiltScenario(
        f"{built.situation}.condition",
        payload,
        partial(_with_said, built.summarize, tuple(said)),
        built.notes,
        (*built.quoted, *covered),
    )


def _blank(reading: Reading, ranges: list[tuple[int, int]], read: list[Fact]) -> Reading:
    chars = list(reading.text)
    for s, e in ranges:
        chars[s:e] = " " * (e - s)
    facts = tuple(f for f in reading.facts if f not in read and not any(s <= f.start < e for s, e in ranges))
    return replace(reading, text="".join(chars), facts=facts)


def _with_said(head: Callable[[SimulationResult], str], said: tuple[str, ...], sim: SimulationResult) -> str:
    first = head(sim)
    return "。".join((first.removesuffix("。"), *said)) if first else first


def fow_condition(reading: Reading) -> BuiltScenario | None:
    from service.answering.plans.fow import PLANS  # the game's other plans (fow imports this module)

    return conditioned("fow", reading, [p for p in PLANS if p is not fow_condition])
