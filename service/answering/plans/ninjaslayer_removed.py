"""ニンジャスレイヤー plan: the アイサツしたキャラ killed in the インターラプト・ステップ by the other
player's コトダマ (a response in the 704.8/705.2 priority window), before the イクサ — with no
アイサツカード the イクサダメージ・ステップ does no イクサ (706.1): no damage, no damage checks.

Built from the facts: one described character (the attacker, with its 工作力/カラテ) アイサツs the
other player; a kill told after the アイサツ (「殺された」), when the question places it in the
インターラプト・ステップ and names a コトダマ of the attacked side as its source. The コトダマ's コスト
is not the question's: a documented default of 0 (paying it changes nothing asked).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import (
    GAME,
    UNOWNED_NOTE,
    asks,
    cards,
    me,
    quantities,
    seat,
    sides,
    unowned_quantities,
)
from service.answering.plans.ninjaslayer_fight import _spec
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, cards_in, result, tell
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

_OF = re.compile(r"\s*(?:の|が|は)\s*")
KOTODAMA_NOTE = "殺したコトダマのコストは書かれていないので0として扱っています(答えはこれによりません)。"


def _owner_of(reading: Reading, noun: Fact) -> str | None:
    """The owner word written right before a noun with の (「相手のコトダマ」), else the noun's own."""
    said = [
        f
        for f in reading.of(Role.OWNER)
        if f.end <= noun.start and _OF.fullmatch(reading.text[f.end : noun.start])
    ]
    return said[-1].owner if said else noun.owner


def aisatsu_removed(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if kind not in ("number", "winner"):
        return None
    attacks = [f for f in reading.of(Role.ACTION) if f.concept == "aisatsu" and not f.negated]
    kills = [f for f in reading.of(Role.ACTION) if f.concept == "killed" and not f.negated]
    others = [f for f in reading.of(Role.ACTION) if f.concept not in ("aisatsu", "killed") and not f.negated]
    if not attacks or len(kills) != 1 or others or kills[0].start < attacks[0].start:
        return None
    # when the kill happened decides the answer: only in the インターラプト・ステップ, before the イクサ
    if not any(f.concept == "interrupt_step" for f in reading.of(Role.KEYWORD)):
        return None
    kotodama = [f for f in reading.facts if f.role is Role.TERM and f.concept == "kotodama"]
    if reading.of(Role.MODIFIER, Role.STATE) or len(kotodama) != 1:
        return None
    mine = me(reading)
    if seat(_owner_of(reading, kotodama[0]), mine) != PLAYER2:
        return None  # a response of the attacked player (whose コトダマ it was must be said)
    described = cards(reading)
    if described is None or len(described) != 1:
        return None  # the killed card is the one attacker only when it is the one character named
    hitter = described[0]
    if (seat(hitter.owner, mine) or PLAYER1) != PLAYER1:
        return None
    if hitter.stat("kousaku") is None or hitter.keywords():
        return None
    counts = quantities(reading, mine)
    if counts is None or any(c not in ("damage_zone", "deck", "etel") for _s, c in counts):
        return None
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [_spec(hitter, "a", "アイサツしたキャラ")]},
    }
    for (where, concept), n in counts.items():
        payload.setdefault(where, {})[concept] = n
    killer = {
        "id": "k",
        "name": "殺すコトダマ",
        "kind": "kotodama",
        "cost": 0,
        "effects": [{"effect": "destroy", "timing": "kotodama", "target": {"card": "a"}}],
    }
    payload.setdefault(PLAYER2, {})["hand"] = [killer]
    payload["actions"] = [
        {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": PLAYER2},
        {"kind": "kotodama", "player": PLAYER2, "card": "k"},
    ]
    try:
        sim = simulate(GAME, payload)
    except EngineError:
        return None
    if not any(c["uid"] == "a" for c in cards_in(sim, PLAYER1, "ohigan")):
        return None  # the engine did not kill it there: not the question's situation
    notes = [KOTODAMA_NOTE]
    if unowned_quantities(reading):
        notes.append(UNOWNED_NOTE)
    who = sides(reading)
    foe = who.name(PLAYER2)

    def head(run: SimulationResult) -> str:
        checks = sum(1 for e in run.events if e.type == "damage_check_placed")
        said = (
            "アイサツしたキャラはインターラプト・ステップで殺されて場を離れたので、イクサダメージ・ステップでは"
            f"イクサを行わず、{foe}へのダメージはありません。{foe}のダメージチェックは{checks}回です"
        )
        over = result(run, who)
        if kind == "winner":
            return over or f"まだ決着しません。{said}"
        return f"{said}。{over}" if over else said

    types = ("aisatsu", "move", "ikusa", "game_over")
    return BuiltScenario(f"{GAME}.plan.aisatsu_removed", payload, tell(head, who, types, 5), tuple(notes))
