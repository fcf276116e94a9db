"""ニンジャスレイヤー plan: may this deck be used — a コンストラクテッド戦 or ブリッツシールド戦 deck
described by its counts (402.3, 402.4).

Run: the deck registered for the format with the counts the question gives (size, the most copies of
one カード名 and 二つ名, the ウケミ cards, the packs opened); the engine refuses it citing the clause it
breaks. A deck no told count breaks is stated legal only when every count the format limits is told
(コンストラクテッド戦: size, copies, ウケミ — 402.4a-c; ブリッツシールド戦: 5 packs, 40 cards — 402.3a);
otherwise an untold count could still break it and the plan declines.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.deck_counts import CHANGED, fits, two_sides
from service.answering.plans.ninjaslayer_base import GAME, asks, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import refusal, tell
from service.engine.core import Action
from service.engine.errors import IllegalAction
from service.engine.ninjaslayer.deck import verify_deck
from service.engine.scenario import SimulationResult

_COUNTS = ("deck_size", "same_name_copies", "ukemi_cards", "packs")
_LIMITED = {
    "deck_constructed": ("deck_size", "same_name_copies", "ukemi_cards"),
    "deck_blitz": ("deck_size", "packs"),
}
_FORMATS = {"constructed": "deck_constructed", "blitz": "deck_blitz"}
_COUNTS_SET, _FORMAT_SET = frozenset(_COUNTS), frozenset(_FORMATS)  # what fits reads (deck_counts.fits)
# a change to the told deck in a condition (「1枚足したら」「2枚抜けば」「ウケミ持ちを減らしたら」): the run
# holds the told counts, the question asks about the changed deck
# (audit13: 「51枚のデッキから1枚抜いて使える?」 had been stated 'no' for the 51 — the shared pattern)
_CHANGED = CHANGED
_NAMES = {"deck_constructed": "コンストラクテッド戦", "deck_blitz": "ブリッツシールド戦"}


def deck_legal(reading: Reading) -> BuiltScenario | None:
    fitting = all(fits(f, _COUNTS_SET, _FORMAT_SET, frozenset()) for f in reading.facts)
    if asks(reading) not in ("can", "outcome") or not fitting:
        return None
    if two_sides(reading):
        return None  # the told deck may be the other player's than the one asked about
    formats = {_FORMATS[f.concept] for f in reading.of(Role.MODIFIER)}
    # 「…ブリッツシールド戦ならいける?」: a format named at the ask is a format too (read as about:blitz)
    formats |= {_FORMATS[c] for f in reading.asks() if (c := f.concept.removeprefix("about:")) in _FORMATS}
    if len(formats) != 1 or _CHANGED.search(reading.text):
        return None  # 「49枚…1枚足したらいける?」: the deck asked about is another than the one told
    kind = formats.pop()
    told: dict[str, int] = {}
    for f in reading.of(Role.STAT):
        if told.get(f.concept, f.value) != f.value:
            return None  # two sizes told: which one is the deck's?
        told[f.concept] = int(f.value or 0)
    if not told:
        return None
    try:
        verify_deck(Action(kind, "player1", dict(told)))
        legal = True
    except IllegalAction:
        legal = False
    if legal and any(k not in told for k in _LIMITED[kind]):
        return None  # legal as far as told, but a limit the question leaves out could break it
    payload: dict[str, Any] = {"actions": [{"kind": kind, **told}]}
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        refused = refusal(sim)
        if refused is not None:
            return f"そのデッキは{_NAMES[kind]}では使えません({refused})"
        return f"そのデッキは{_NAMES[kind]}の構築条件をすべて満たしているので使えます"

    return BuiltScenario(f"{GAME}.plan.deck_legal", payload, tell(head, who, ("deck", "rejected"), 2))
