"""An activated ability quoted as 「(cost):(effect)」 whose cost the told resources cannot pay
(「手札1枚で「手札を2枚捨てる:カードを2枚引く」って使える?」「ドン!!が全部で1枚。「ドン!!-2:このキャラの
パワー+2000」は使える?」「アクティブのドン!!0枚で「①:…」は?」).

What stands before the colon is the activation cost (onepiece 8-3-1; sve 10.1.1.1.1; kiseki 1210.1;
ninjaslayer 1208.1), and a cost that cannot be paid in full is not paid at all, so the ability is not
activated (onepiece 8-3-1-3, sve 10.4.2.2, kiseki / ninjaslayer 1203.2) — whatever its effect says.
A cost plan reads the question without the facts of the effect part (its draw, its power change,
the card it names are no acts or cards of the situation); its scenario is kept only when the run
refuses the activation: a payable cost would leave the effect deciding (its targets, its
conditions), which nothing here ran, so that case declines. The effect parts are named as read
whole (`BuiltScenario.quoted`): the gate counts their facts the plan's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.errors import EngineError
from service.engine.scenario import simulate

Plan = Callable[[Reading], BuiltScenario | None]

_QUOTE = re.compile(r"「[^「」]*」|『[^『』]*』")
_COLON = re.compile(r"[:：]")
_WORDS = frozenset({Role.NEUTRAL, Role.TERM, Role.OWNER})


def effect_parts(text: str) -> tuple[tuple[int, int], ...] | None:
    """The spans of the effect parts of the quoted 「cost:effect」 texts (from the colon to the closing
    bracket); None when a quote holds more than one colon (which part is the cost is unsure)."""
    spans: list[tuple[int, int]] = []
    for m in _QUOTE.finditer(text):
        colons = list(_COLON.finditer(text, m.start(), m.end()))
        if len(colons) > 1:
            return None
        if colons and colons[0].start() > m.start() + 1:  # a cost before the colon
            spans.append((colons[0].start(), m.end()))
    return tuple(spans)


def _plain(reading: Reading, spans: tuple[tuple[int, int], ...], plain: frozenset[str]) -> bool:
    """Nothing in the effect parts can stop the ability once its cost is paid: each fact there is a
    `plain` act (「カードを1枚引く」: no target, no condition — a qualifier word in the quote withholds at
    the gate, `material.json` quoted_qualifier) or a word of no situation."""
    inside = [f for f in reading.facts if any(s <= f.start and f.end <= e for s, e in spans)]
    return bool(inside) and all(
        f.role in _WORDS or (f.role is Role.ACTION and f.concept in plain and not f.negated) for f in inside
    )


def effect_unread(
    plan: Plan, game: str, plain: frozenset[str] = frozenset(), activated: re.Pattern[str] | None = None
) -> Plan:
    """`plan` run on the question without the facts of its quoted effect parts, kept when `game`'s
    engine refuses the activation (an unpayable cost decides alone) — or, with the cost paid, when the
    question marks the text an activated ability (`activated`: onepiece 【起動メイン】, sve 起動能力 or its
    アクト cost — another kind's cost is paid at another time: onepiece 【登場時】, sve 10.4.7) and the effect
    is only `plain` acts (「アクト:カードを1枚引く」: nothing there can stop it)."""

    def planned(reading: Reading) -> BuiltScenario | None:
        spans = effect_parts(reading.text)
        if not spans:
            return None  # no 「cost:effect」 quoted: the plan reads the question as it is
        kept = tuple(f for f in reading.facts if not any(s <= f.start and f.end < e for s, e in spans))
        built = plan(replace(reading, facts=kept))
        if built is None:
            return None
        try:
            refused = simulate(game, built.payload).rejected
        except EngineError:
            return None
        marked = activated is not None and activated.search(reading.text) is not None
        if not refused and not (marked and _plain(reading, spans, plain)):
            return None  # paid: the unread effect might decide what is asked
        return replace(built, quoted=(*built.quoted, *spans))

    return planned
