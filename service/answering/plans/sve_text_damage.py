"""Shadowverse Evolve: one card text of the asker's dealing damage to the leaders in turn (「手札から『相手の
リーダーに3ダメージ。その後、自分のリーダーに2ダメージ。』を撃った。俺の体力2、相手は3。勝てる?」).

The text's effects are carried out in printed order in one resolution (10.6.2.8.2); rule processing
looks at the leaders' 体力 only at the check timing after it (11.1.2), so a leader brought to 0 by the
first damage has not lost before the second is dealt: both at 0 or less then lose at once, a draw
(11.2.1, 1.2.2). The scenario is the engine's `resolve` action with the two damages, from both leaders'
told 体力. Only the asker's text (its 自分/相手 are the asker's), two damages with amounts, each to one
named leader, inside one quote; anything else (a follower, a keyword, a second card, the opponent's
spell) is another family.

A draw and a damage of one text (「山札1枚で『カードを2枚引く。相手のリーダーに3ダメージ』」, audit 26h) run
the same way: the draw from an empty deck (5.9.1.1, 11.2.2) and the damaged leader's 体力 (11.2.1) are
checked together at the check timing after the text (11.1.3), so both players losing there is a draw
(1.2.2). The drawer is the player the text names before the draw, else its user (the asker); the
drawer's deck and the damaged leader's 体力 must be told.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.sve_read import game_over, seats, unbound_numbers
from service.answering.plans.sve_resolve_steps import _one_quote
from service.answering.plans.sve_targets import target as _target
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# 「相手が『…』を撃ってきた」「相手の『…』」: the text is the opponent's — its 自分 is not the asker
_THEIRS = re.compile(r"(?:相手|向こう)\s*(?:が|は|の)\s*(?:手札から)?\s*(?:スペル\s*)?[「『]|てきた|された")


def text_damages(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "winner" or unbound_numbers(reading):  # an outcome verdict is another form
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    steps = [f for f in acts if f.concept in ("damage", "draw")]
    damages = [f for f in steps if f.concept == "damage"]
    draws = [f for f in steps if f.concept == "draw"]
    if any(f.concept not in ("damage", "draw", "use", "play") for f in acts):
        return None
    if not damages or len(steps) != 2 or (not draws and len(damages) != 2):
        return None  # two damages, or a draw and a damage (audit 26h), of one text
    if not _one_quote(reading.text, steps[0].start, steps[-1].end) or _THEIRS.search(reading.text):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER):
        return None
    if any(f.concept != "leader" for f in reading.of(Role.CARD)):
        return None  # a follower or amulet: another family
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)) or seats(reading)["self"] != "player1":
        return None  # the asker's own turn: its text, played in its main phase
    seat = {"self": "player1", "opponent": "player2"}
    targets = [_target(reading, f) if f.concept == "damage" else _text_drawer(reading, f) for f in steps]
    amounts = [f.value for f in steps]
    if any(t not in seat for t in targets) or any(
        not isinstance(a, int) or not 1 <= a <= 100 for a in amounts
    ):
        return None
    health: dict[str, int] = {}
    for f in reading.of(Role.STAT):
        if f.concept != "health" or f.owner not in seat or not isinstance(f.value, int) or f.owner in health:
            return None
        if _one_quote(reading.text, f.start, f.end) or not 1 <= f.value <= 100:
            return None
        health[str(f.owner)] = f.value
    damaged = {str(t) for t, f in zip(targets, steps, strict=True) if f.concept == "damage"}
    if not damaged <= set(health) or (not draws and set(health) != set(seat)):
        return None  # the damaged leaders' 体力 decide the winner (both, for two damages)
    drawers = {str(t) for t, f in zip(targets, steps, strict=True) if f.concept == "draw"}
    decks = _decks(reading, drawers)
    if decks is None:
        return None
    effects = [
        {"effect": f.concept, "amount": a, "target": {"player": seat[str(t)]}}
        for f, a, t in zip(steps, amounts, targets, strict=True)
    ]
    payload: dict[str, Any] = {}
    for who, value in health.items():
        payload.setdefault(seat[who], {})["health"] = value
    for who, value in decks.items():
        payload.setdefault(seat[who], {})["deck"] = value
    payload["actions"] = [{"type": "resolve", "effects": effects}]
    notes = ["その効果は自分のカードで、自分のターン中に解決したと仮定。"]
    return BuiltScenario(
        f"{GAME}.planned_text_damages",
        payload,
        story(_head if not draws else _drawn_head(damaged), types=("resolved", "game_over"), limit=2),
        tuple(notes),
    )


# a draw for each player (「お互いにカードを1枚引く」): not one drawer
_EACH = re.compile(r"お互い|各プレイヤー|両者|両プレイヤー|それぞれ")


def _text_drawer(reading: Reading, draw: Fact) -> str | None:
    """The player a draw inside the asker's text is on: the owner word named in the text before it and
    after the effect before it (「…。相手はカードを1枚引く」), else the text's user — the asker; a draw for
    each player is not this family's."""
    opening = max(reading.text.rfind("「", 0, draw.start), reading.text.rfind("『", 0, draw.start))
    earlier = [f.end for f in reading.of(Role.ACTION) if opening < f.end <= draw.start]
    start = max([opening, *earlier])
    if _EACH.search(reading.text, start, draw.start):
        return None
    owners = [f for f in reading.of(Role.OWNER) if start < f.start and f.end <= draw.start]
    return str(owners[-1].owner) if owners else "self"


def _decks(reading: Reading, drawers: set[str]) -> dict[str, int] | None:
    """Each drawing player's told deck (a deck told with no owner is the asker's); None when a drawer's
    deck is not told, told twice, told inside the text, or another count is told."""
    decks: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        owner = str(f.owner or "self")
        if f.concept != "deck" or owner not in drawers or owner in decks or not isinstance(f.value, int):
            return None
        if _one_quote(reading.text, f.start, f.end) or not 0 <= f.value <= 60:
            return None
        decks[owner] = f.value
    return decks if set(decks) == drawers else None


def _drawn_head(damaged: set[str]) -> Callable[[SimulationResult], str]:
    """The damaged leaders' 体力 and the draw from an empty deck, both checked at the check timing after
    the text (5.9.1.1, 11.1.2, 11.1.3): both players losing there is a draw (1.2.2)."""

    def head(sim: SimulationResult) -> str:
        said = "、".join(
            f"{name}のリーダーの体力は{sim.counter(seat, 'health')}"
            for who, name, seat in (("self", "自分", "player1"), ("opponent", "相手", "player2"))
            if who in damaged
        )
        over = game_over(sim, "player1") or "どちらも敗北せず、ゲームは続きます"
        return (
            f"効果の解決後、{said}です。デッキが0枚の状態で引いたことも体力も、解決の後のチェックタイミングで"
            f"まとめて確認されます(5.9.1.1、10.6.2.8.2、11.1.2、11.1.3)。{over}"
        )

    return head


def _head(sim: SimulationResult) -> str:
    """Both leaders' 体力 after the text, then who lost at the check timing after it (11.1.2)."""
    mine, theirs = sim.counter("player1", "health"), sim.counter("player2", "health")
    over = game_over(sim, "player1") or "どちらも敗北せず、ゲームは続きます"
    return (
        f"効果の解決後、自分のリーダーの体力は{mine}、相手のリーダーの体力は{theirs}です。"
        f"ルール処理は解決の途中ではなくその後のチェックタイミングで行われます(10.6.2.8.2、11.1.2)。{over}"
    )
