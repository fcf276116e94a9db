"""Shadowverse Evolve: leaders whose 体力 the question tells as already 0 or less, with no cause to
replay (「自分と相手のリーダーの体力が同時に0以下になった場合、勝敗は?」): the next rule processing
makes each such player lose (11.2.1), and both losing at once is a draw (1.2.2).

The scenario starts from the told state — each leader told at 0 or less — and runs the rule
processing; no damage is invented. Planned only when every leader told is told at 0 or less, by one
fact (both leaders at once, or one leader), with nothing else happening: no action, card other than a
leader, keyword, state, quantity, turn or modifier. One leader told: the other leader's 体力 is not
0 or less (a default named in the notes).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.sve_read import ASKER_TURN, game_over, unbound_numbers
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_SEATS = {"both": ("player1", "player2"), "self": ("player1",), "opponent": ("player2",)}


def leaders_defeated(reading: Reading) -> BuiltScenario | None:
    """Leaders told at 体力 0 or less: who loses at the rule processing (11.2.1, 1.2.2)."""
    if asked(reading) not in ("winner", "outcome") or unbound_numbers(reading):
        return None
    if any(not f.negated for f in reading.of(Role.ACTION)):
        return None  # a damage or an attack: the cause is told, another family replays it
    if reading.of(Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.TURN, Role.MODIFIER, Role.NUMBER):
        return None  # a bare number (「相手の体力も0」 unread) may be another leader's 体力
    if any(f.concept != "leader" for f in reading.of(Role.CARD)):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "health" or stats[0].owner not in _SEATS:
        return None  # two told apart (「自分が0。相手も0」) may be two checks: their order is not told
    told = stats[0]
    if not isinstance(told.value, int) or told.value > 0:
        return None
    if any(f.owner not in (None, told.owner) for f in reading.of(Role.CARD)) and told.owner != "both":
        return None  # the other player's leader named too: what it says of it is not read
    players: dict[str, dict[str, Any]] = {p: {} for p in ASKER_TURN.values()}
    for seat in _SEATS[str(told.owner)]:
        players[seat]["health"] = told.value
    notes = [
        "体力が0以下になった局面から、ルール処理をシミュレーションしました(0以下にした原因は再現していません)。"
    ]
    if told.owner != "both":
        notes.append("もう一方のリーダーの体力は指定がないので、0より大きいと仮定。")
    return BuiltScenario(
        f"{GAME}.planned_leaders_defeated",
        {**players, "actions": []},
        story(_head, types=("game_over",), limit=1),
        tuple(notes),
    )


def _head(sim: SimulationResult) -> str:
    if sim.outcome.draw:  # the retired builder's sentence: both players named as losing at once
        return "両方のプレイヤーが同時に敗北するため、ゲームは引き分けになります"
    return game_over(sim, "player1") or "どちらも敗北しません"
