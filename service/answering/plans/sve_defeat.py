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

import re
from typing import Any

from service.answering.plans.sve_read import ASKER_TURN, game_over, unbound_numbers
from service.answering.reading.acting import loss_asked
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
    if len(stats) != 1 or stats[0].concept != "health":
        return None  # two told apart (「自分が0。相手も0」) may be two checks: their order is not told
    told = stats[0]
    # 「リーダーの体力がちょうど0になったら負け?」: no leader's owner said at all — the asker's (noted)
    unowned = told.owner is None and all(f.owner is None for f in reading.facts if f.role is not Role.ASK)
    if unowned and not loss_asked(reading):
        return None  # 「体力が0になったら勝ち?」: the unowned leader may be the opponent's
    owner = "self" if unowned else told.owner
    if owner not in _SEATS or not isinstance(told.value, int) or told.value > 0:
        return None
    if any(f.owner not in (None, owner) for f in reading.of(Role.CARD)) and owner != "both":
        return None  # the other player's leader named too: what it says of it is not read
    players: dict[str, dict[str, Any]] = {p: {} for p in ASKER_TURN.values()}
    for seat in _SEATS[str(owner)]:
        players[seat]["health"] = told.value
    notes = [
        "体力が0以下になった局面から、ルール処理をシミュレーションしました(0以下にした原因は再現していません)。"
    ]
    if unowned:
        notes.append("持ち主が書かれていないリーダーは、質問者(自分)のものとしています。")
    if owner != "both":
        notes.append("もう一方のリーダーの体力は指定がないので、0より大きいと仮定。")
    return BuiltScenario(
        f"{GAME}.planned_leaders_defeated",
        {**players, "actions": []},
        story(_head, types=("game_over",), limit=1),
        tuple(notes),
    )


# 「…体力が0になった」「…-1まで減った」: the 体力 told as what the damage before it left
_BECAME = re.compile(r"\s*(?:以下)?\s*(?:に|まで)\s*(?:なっ|なり|減っ|下がっ)")


def leaders_damaged_to(reading: Reading) -> BuiltScenario | None:
    """「効果でお互いのリーダーに同時にダメージが入って、両方の体力が0になった。どっちが勝つ?」: one damage
    with no amount told, then the 体力 it left told at 0 or less (audit 23d). How much was dealt is no
    fact of the outcome — only where the 体力 ended — so the run deals the damage that brings each told
    leader from 1 to the told 体力 (5.13.1, named in the notes), one damage to every told leader at once:
    the next check makes each lose (11.2.1), and all at once is a draw (1.2.2). A damage with its amount,
    a second act, a turn, a keyword, state or quantity, or a 体力 told before the damage declines."""
    if asked(reading) not in ("winner", "outcome") or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if len(acts) != 1 or acts[0].concept != "damage" or acts[0].value is not None:
        return None
    damage = acts[0]
    if reading.of(Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.TURN, Role.NUMBER):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    cards = reading.of(Role.CARD)
    if not cards or any(f.concept != "leader" for f in cards):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "health":
        return None
    told = stats[0]
    # 「相手のリーダーにダメージが入って体力が0になった」: an unowned 体力 is the one damaged leader's
    hit = {f.owner for f in cards}
    owner = told.owner or (hit.pop() if len(hit) == 1 else None)
    if owner not in _SEATS:
        return None
    if not isinstance(told.value, int) or told.value > 0 or told.start < damage.end:
        return None
    if not _BECAME.match(reading.text, told.end):
        return None  # the 体力 told as what the damage left, not as a start
    if any(f.owner not in (None, owner) for f in cards):
        return None  # a leader of another side named: where the damage went is not read
    seats = [ASKER_TURN[s] for s in ("self", "opponent") if owner in (s, "both")]
    amount = 1 - told.value
    players: dict[str, dict[str, Any]] = {seat: {"health": 1} for seat in seats}
    notes = [
        f"ダメージの点数は書かれていないので、体力1のリーダーに{amount}ダメージとしています"
        f"(体力が{told.value}になったことだけが結果に関わります)。",
        "ダメージは1つの効果で同時に与えられたと仮定。",
    ]
    if owner != "both":
        notes.append("もう一方のリーダーの体力は指定がないので、0より大きいと仮定。")
    return BuiltScenario(
        f"{GAME}.planned_leaders_damaged_to",
        {**players, "actions": [{"type": "damage", "amount": amount, "targets": seats}]},
        story(_head, types=("damage", "game_over"), limit=3),
        tuple(notes),
    )


def _head(sim: SimulationResult) -> str:
    if sim.outcome.draw:  # the retired builder's sentence: both players named as losing at once
        return "両方のプレイヤーが同時に敗北するため、ゲームは引き分けになります"
    return game_over(sim, "player1") or "どちらも敗北しません"
