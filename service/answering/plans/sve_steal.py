"""Shadowverse Evolve: can a follower taken from the opponent this turn attack? (5.21.1, 8.4.2.1) —
「自分のターンに効果で相手のフォロワーを奪った。…疾走も突進もない。奪ったそのターンにこいつで攻撃できる?」.

The asker's effect takes the opponent's follower (the engine's `steal` action): the asker becomes its
master this turn, so it was not the asker's since the turn began and attacks only with 【疾走】 (12.9.2),
【突進】 at an acted follower (12.10.2) or once evolved this turn (8.4.2.1). The taken card is the
opponent's follower the question names; its keywords are the ones said of it (denied ones: none). The
target is the opponent's leader when named (or no target is named: without 【突進】 whether it can
attack at all is whether it can attack the leader), else the opponent's acted follower named.

Planned only for a 「できる?」 of the asker's turn with one taking told, no evolve, no other act.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_attack_conclusion import fight_head
from service.answering.plans.sve_read import KEYWORDS, unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# 「奪ったそのターンに」「奪ったこのフォロワーで」: the taking named again as a time or the card's mark
_AGAIN = re.compile(r"っ?た\s*(?:その|この)?\s*(?:ターン|フォロワー|やつ|カード|の|直後)")
_TURNS = frozenset({"self_turn", "own_turn", "this_turn", "previous_turn"})


def _taken(reading: Reading, steal: Fact) -> Fact | None:
    """The opponent's follower noun right before the taking (「相手の…フォロワーを効果で奪った」)."""
    before = [
        f for f in reading.facts
        if f.role is Role.CARD and f.concept == "follower" and f.end <= steal.start
        and "。" not in reading.text[f.end : steal.start]
    ]  # fmt: skip
    return before[-1] if before and before[-1].owner == "opponent" else None


def _can_head(sim: SimulationResult) -> str:
    """A can ask is answered first (the card's 攻撃力/体力 are the plan's own 1, so the fight's
    result is no told outcome: 「奪ったフォロワーは破壊されます」 must not lead)."""
    head = fight_head(sim, "player1")
    return head if head.startswith("その攻撃はできません") else "攻撃できます"


def stolen_attack(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "can" or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    steals = [f for f in acts if f.concept == "steal"]
    if not steals or any(_AGAIN.match(reading.text, f.end) is None for f in steals[1:]):
        return None
    attacks = [f for f in acts if f.concept == "attack"]
    if len(attacks) != 1 or attacks[0].start < steals[0].end:
        return None
    if any(f.concept not in ("steal", "attack") for f in acts):
        return None  # an evolve, a play …: another situation
    if reading.of(Role.QUANTITY, Role.STAT) or any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    if any(f.concept not in _TURNS or f.negated for f in reading.of(Role.TURN)):
        return None  # the opponent's turn, the next turn: not the taking turn's attack
    if any(
        f.concept == "previous_turn" and not reading.text.startswith("から", f.end)
        for f in reading.of(Role.TURN)
    ):
        return None  # 「前のターンに奪った」: taken before this turn began, the card's master since (8.4.2.1)
    taken = _taken(reading, steals[0])
    if taken is None:
        return None
    keywords = {k.concept.strip("【】") for k in reading.of(Role.KEYWORD) if not k.negated}
    if keywords - KEYWORDS or keywords - {"疾走", "突進"}:
        return None  # a keyword of another card (the target's 守護 …) is not read here
    sentence = max(reading.text.rfind(c, 0, attacks[0].start) for c in "。??") + 1
    at_leader = any(
        f.role is Role.CARD and f.concept == "leader" and f.owner in ("opponent", None)
        and sentence <= f.start < attacks[0].start
        for f in reading.facts
    )  # fmt: skip
    acted = [
        s for s in reading.of(Role.STATE)
        if s.concept == "rested" and not s.negated and s.owner == "opponent" and s.start >= steals[0].end
    ]  # fmt: skip
    if at_leader and acted:
        return None
    if not at_leader and not acted and "突進" in keywords:
        return None  # 「何か攻撃できる?」 with 【突進】: which acted followers are there is not told
    states = [s for s in reading.of(Role.STATE) if s.start < steals[0].end or s not in acted]
    if any(s.concept == "rested" and not s.negated for s in states):
        return None  # the taken card told acted: it attacks nothing (8.4.2), another answer
    card: dict[str, Any] = {"id": "x", "name": "奪ったフォロワー", "attack": 1, "health": 1}
    if keywords:
        card["keywords"] = sorted(keywords)
    player2: dict[str, Any] = {"field": [card]}
    target = "leader"
    if acted:
        player2["field"].append(
            {"id": "y", "name": "相手のアクト状態のフォロワー", "acted": True, "health": 9}
        )
        target = "y"
    payload = {
        "player2": player2,
        # the taker is the asker, the turn player (5.21.1): said, so 「自分が効果で奪った」 finds its doer
        "actions": [
            {"type": "steal", "player": "player1", "card": "x"},
            {"type": "attack", "attacker": "x", "target": target},
        ],
    }
    notes = [
        "奪ったフォロワーは、奪う前から相手の場にいたスタンド状態のフォロワーとしました"
        "(5.21.2: 状態は引き継がれます)。",
        "攻撃力・体力は書かれていないので1としました(攻撃できるかどうかには影響しません)。",
    ]
    if not at_leader and not acted:
        notes.append("攻撃目標は指定がないので相手のリーダーとしました(【突進】がなければ攻撃の可否は同じ)。")
    return BuiltScenario(
        f"{GAME}.planned_stolen_attack",
        payload,
        story(_can_head, limit=4),
        tuple(notes),
    )
