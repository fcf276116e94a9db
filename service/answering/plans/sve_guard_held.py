"""Shadowverse Evolve: the asker's 【守護】 follower acted in its end phase (7.4.3), then the opponent's
follower attacking the asker's leader on the next turn (「エンドフェイズに横向きにしておいた。次の相手の
ターン、相手は前から場にいるフォロワーで俺のリーダーを直接殴れる?」): the acted 【守護】 follower stays
acted through the opponent's turn (only the turn player's cards stand, 7.2.3), and while it is acted
the opponent must choose it as the attack's target (12.8.2) — the leader cannot be attacked.

The scenario: the asker (player1) with one 【守護】 follower, its end phase acting it, then the
opponent's follower (on the field since before its turn: the question says so or says nothing of a
play) attacking the asker's leader. Planned only when every state told is 「アクト」 (the guard acted),
every follower noun with no owner restates the 【守護】 holder (「守護持ちは…」), and nothing else
happens.
"""

from __future__ import annotations

from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_TURNS = frozenset({"end_phase", "opponent_turn", "next_turn"})


def _restates_guard(reading: Reading, card: Fact, guards: list[Fact]) -> bool:
    """「守護持ち」: a holder noun right after a 【守護】 keyword."""
    return any(0 <= card.start - k.end <= 1 and card.text.startswith("持ち") for k in guards)


def _head(sim: SimulationResult) -> str:
    if any(e.type in ("rejected", "cannot_attack") for e in sim.events):
        return (
            "できません。アクト状態の【守護】を持つフォロワーがいる間は、"
            "相手はそのフォロワーを攻撃目標に選ぶ必要があります"
        )
    return "できます"


def guard_held(reading: Reading) -> BuiltScenario | None:
    """The opponent's attack at the asker's leader past an acted 【守護】 follower (7.4.3, 12.8.2)."""
    if asked(reading) != "can":
        return None
    verb = asked_action(reading)
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if verb is None or verb.concept != "attack" or acts != [verb]:
        return None
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    if not {"end_phase", "opponent_turn"} <= turns or not turns <= _TURNS:
        return None
    guards = [f for f in reading.of(Role.KEYWORD) if f.concept.strip("【】") == "守護"]
    if not guards or len(guards) != len(reading.of(Role.KEYWORD)) or any(f.negated for f in guards):
        return None
    if any(f.owner not in (None, "self") for f in guards):
        return None
    states = reading.of(Role.STATE)
    if not states or any(f.concept != "rested" or f.negated for f in states):
        return None
    if reading.of(Role.STAT, Role.QUANTITY, Role.MODIFIER, Role.NUMBER):
        return None
    followers = [f for f in reading.of(Role.CARD) if f.concept == "follower"]
    mine = [f for f in followers if f.owner == "self"]
    theirs = [f for f in followers if f.owner == "opponent"]
    others = [f for f in followers if f.owner not in ("self", "opponent")]
    if len(mine) != 1 or len(theirs) != 1 or not all(_restates_guard(reading, f, guards) for f in others):
        return None
    if reading.text[guards[0].end : mine[0].start] not in ("", "持ち", "持ちの", "を持つ"):
        return None  # 「【守護】持ちのフォロワー」: the keyword is the asker's follower's
    leaders = [f for f in reading.of(Role.CARD) if f.concept == "leader"]
    if len(leaders) != 1 or leaders[0].owner != "self" or not theirs[0].end <= leaders[0].start < verb.start:
        return None  # the asker's leader, named as the attack's target after the attacker
    payload = {
        # acted as told (the end phase's act, 7.4.3), then the asker's turn ends: the opponent's start
        # phase stands only the opponent's cards (7.2.3)
        "player1": {
            "field": [{"id": "g", "name": "自分の【守護】フォロワー", "keywords": ["守護"], "acted": True}]
        },
        "player2": {"field": [{"id": "a", "name": "相手のフォロワー", "attack": 1}]},
        "actions": [{"type": "end_turn"}, {"type": "attack", "attacker": "a", "target": "leader"}],
    }
    return BuiltScenario(
        f"{GAME}.planned_guard_held",
        payload,
        story(_head, types=("rejected",), limit=1),
        (
            "相手のフォロワーは相手のターンの前から場にいると仮定"
            "(攻撃力は1と仮定: 攻撃できるかには関わりません)。",
            "自分の【守護】フォロワーは、書かれたとおりエンドフェイズにアクトした状態から始めました(7.4.3)。",
        ),
    )
