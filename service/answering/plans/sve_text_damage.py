"""Shadowverse Evolve: one card text of the asker's dealing damage to the leaders in turn (「手札から『相手の
リーダーに3ダメージ。その後、自分のリーダーに2ダメージ。』を撃った。俺の体力2、相手は3。勝てる?」).

The text's effects are carried out in printed order in one resolution (10.6.2.8.2); rule processing
looks at the leaders' 体力 only at the check timing after it (11.1.2), so a leader brought to 0 by the
first damage has not lost before the second is dealt: both at 0 or less then lose at once, a draw
(11.2.1, 1.2.2). The scenario is the engine's `resolve` action with the two damages, from both leaders'
told 体力. Only the asker's text (its 自分/相手 are the asker's), two damages with amounts, each to one
named leader, inside one quote; anything else (a follower, a keyword, a second card, the opponent's
spell) is another family.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_players import _target
from service.answering.plans.sve_read import game_over, seats, unbound_numbers
from service.answering.plans.sve_resolve_steps import _one_quote
from service.answering.reading.model import Reading, Role
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
    damages = [f for f in acts if f.concept == "damage"]
    if len(damages) != 2 or any(f.concept not in ("damage", "use", "play") for f in acts):
        return None
    if not _one_quote(reading.text, damages[0].start, damages[1].end) or _THEIRS.search(reading.text):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.QUANTITY, Role.NUMBER):
        return None
    if any(f.concept != "leader" for f in reading.of(Role.CARD)):
        return None  # a follower or amulet: another family
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)) or seats(reading)["self"] != "player1":
        return None  # the asker's own turn: its text, played in its main phase
    seat = {"self": "player1", "opponent": "player2"}
    targets = [_target(reading, f) for f in damages]
    amounts = [f.value for f in damages]
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
    if set(health) != set(seat):
        return None  # both leaders' 体力 decide the winner
    effects = [
        {"effect": "damage", "amount": a, "target": {"player": seat[str(t)]}}
        for a, t in zip(amounts, targets, strict=True)
    ]
    payload: dict[str, Any] = {
        "player1": {"health": health["self"]},
        "player2": {"health": health["opponent"]},
        "actions": [{"type": "resolve", "effects": effects}],
    }
    return BuiltScenario(
        f"{GAME}.planned_text_damages",
        payload,
        story(_head, types=("resolved", "game_over"), limit=2),
        ("その効果は自分のカードで、自分のターン中に解決したと仮定。",),
    )


def _head(sim: SimulationResult) -> str:
    """Both leaders' 体力 after the text, then who lost at the check timing after it (11.1.2)."""
    mine, theirs = sim.counter("player1", "health"), sim.counter("player2", "health")
    over = game_over(sim, "player1") or "どちらも敗北せず、ゲームは続きます"
    return (
        f"効果の解決後、自分のリーダーの体力は{mine}、相手のリーダーの体力は{theirs}です。"
        f"ルール処理は解決の途中ではなくその後のチェックタイミングで行われます(10.6.2.8.2、11.1.2)。{over}"
    )
