"""軌跡 TCG plan: a deck told empty with the draw denied, nothing done since (「デッキが0枚になったら、
引かなくても負けになる?」「相手の山札が0枚。まだ引いてないけど勝ち?」): an empty deck loses only when a
card is to be drawn from it (1102.1), so at the moment told nobody has lost yet (audit 24f).

Built from the reading: only players' デッキ counts at 0 (their owner, else the asker's — named), the
draw denied (an undone draw fact, or 「引かなくても」「ドローしなくても」 in the text), no card, other act,
state, keyword, modifier or other count; a turn told is whose turn it is, and a phase or step named is
another plan's (the ドローステップ draws: `prep_deck`). A 絆 told at 0 or less is not planned here: with
no phase told the moment may be the 回復フェイズ's, which judges it (705.5; kiseki_round12). The run
starts in the 戦闘フェイズ (named in the notes) and scripts no action.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.plans.undone import DRAW_DENIED, undone_draw
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"self_turn", "opponent_turn"})
# a later time asked (「次のターン」), or a phase or step named (「ドローステップ」 draws): not the moment
_LATER = re.compile(
    r"次の|来ターン|ターン(?:の)?(?:終わ|終了|明け)|ターン後|エンド|フェイズ|ステップ|準備|回復|配備"
)
_SEATS = {"self": ("self",), "opponent": ("opponent",), "both": ("self", "opponent")}


def told_pending(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks() if not f.concept.startswith("about:")}
    if "winner" not in asked or not asked <= {"winner", "outcome"} or not plain(reading):
        return None
    if reading.of(Role.CARD, Role.STAT, Role.STATE, Role.KEYWORD, Role.MODIFIER, Role.NUMBER):
        return None
    acts = reading.of(Role.ACTION)
    if not all(undone_draw(reading, f) for f in acts):
        return None
    if not acts and not DRAW_DENIED.search(reading.text):
        return None  # 「デッキが0枚になったら負け?」: whether a draw comes (the ドローステップ) is untold
    turns = {f.concept for f in reading.of(Role.TURN)}
    if any(f.negated for f in reading.of(Role.TURN)) or not turns <= _TURNS or _LATER.search(reading.text):
        return None
    if {"self_turn", "opponent_turn"} <= turns:
        return None
    told = reading.of(Role.QUANTITY)
    if not told or any(f.concept != "deck" or f.value != 0 or f.negated for f in told):
        return None
    sides = [side for f in told for side in _SEATS.get(f.owner or "self", ())]
    if not sides or len(sides) != len(set(sides)):
        return None
    initiative = "opponent" if "opponent_turn" in turns else "self"
    seat = {initiative: "player1", ("self" if initiative == "opponent" else "opponent"): "player2"}
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for side in sides:
        players[seat[side]]["deck"] = 0
    notes = [
        "ドローステップ以外(戦闘フェイズ)で、デッキが0枚になってからカードを引こうとしていない時点としました。"
    ]
    if any(f.owner is None for f in told):
        notes.append("持ち主が書かれていないデッキは、自分(質問した人)のものとしました。")

    def head(sim: SimulationResult) -> str:
        if sim.outcome.winner is not None or sim.outcome.draw:
            return "ゲームが終了しました"
        return (
            "この時点ではまだ勝敗は決まりません。デッキが0枚のプレイヤーが敗北するのは、"
            "カードを引こうとしたときです(1102.1)"
        )

    return BuiltScenario(
        f"{GAME}.plan.told_pending",
        {"phase": "battle", **players, "actions": []},
        story(head, types=("game_over",), limit=1, me=seat["self"]),
        tuple(notes),
    )
