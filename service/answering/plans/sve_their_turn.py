"""Shadowverse Evolve: the asker's follower asked to attack in the opponent's turn (「相手のターン中に、
自分のフォロワーで相手のリーダーを攻撃できる?」「相手のターンに、フォロワーで相手のフォロワーを攻撃
できますか?」).

Only the turn player attacks, with a follower it is the master of (8.4.1; 7.3.3: attacking is one of the
turn player's main-phase choices): the run seats the opponent as the turn player (player1) and the
asker as player2, whose follower attacks — the engine refuses it (8.4.1, 8.4.2). The target is the
opponent's leader, or its follower when one is named as the target (placed acted, so that the target
is not what refuses it, 8.4.3.1). A state told of either card (「俺のスタンドしてるフォロワーで相手の
アクト状態のフォロワーを」) is put on it — the turn refuses the attack whatever it is (audit 17a). A
keyword, a count, another act or another turn told is another family (no scenario): a 【疾走】 or a stat
changes nothing here, but what else the question says is not read.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# 「自分のフォロワーで」「俺のフォロワーで」「フォロワーで」: the card that attacks, named with で
_BY = re.compile(r"^\s*で")
# 「相手のリーダーを」「相手のフォロワーに」: the target named with を/に
_AT = re.compile(r"^\s*(?:を|に)")
_ASKER = (None, "self")


def attack_in_their_turn(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept != "attack":
        return None
    turns = reading.of(Role.TURN)
    if len(turns) != 1 or turns[0].concept != "opponent_turn" or turns[0].negated:
        return None
    if reading.of(Role.KEYWORD, Role.STAT, Role.QUANTITY, Role.MODIFIER, Role.NUMBER):
        return None
    if any(f is not verb for f in reading.of(Role.ACTION)):
        return None  # another act told (played, evolved, attacked before): not this family
    text = reading.text
    cards = [f for f in reading.of(Role.CARD) if turns[0].end <= f.start and f.end <= verb.start]
    attackers = [f for f in cards if _BY.match(text[f.end :])]
    targets = [f for f in cards if _AT.match(text[f.end :])]
    if len(attackers) != 1 or len(targets) > 1 or len(attackers) + len(targets) != len(cards):
        return None
    attacker = attackers[0]
    if attacker.concept != "follower" or attacker.owner not in _ASKER or attacker.start > verb.start:
        return None
    if targets and (
        targets[0].owner != "opponent"
        or targets[0].concept not in ("leader", "follower")
        or targets[0].start < attacker.end
    ):
        return None
    acted = _acted(reading, attacker, targets[0] if targets else None)
    if acted is None:
        return None
    opponent: dict[str, Any] = {}
    target = "leader"
    if targets and targets[0].concept == "follower":
        opponent["field"] = [{"id": "t", "name": "相手のフォロワー", "acted": acted.get("t", True)}]
        target = "t"
    mine: dict[str, Any] = {"id": "a", "name": "自分のフォロワー"}
    if "a" in acted:
        mine["acted"] = acted["a"]
    payload = {
        "player1": opponent,
        "player2": {"field": [mine]},
        "actions": [{"type": "attack", "attacker": "a", "target": target}],
    }
    notes = (
        "相手がターンプレイヤーのメインフェイズで、自分のフォロワーが攻撃を試みる局面を実行しています。",
    )
    return BuiltScenario(
        f"{GAME}.planned_attack_in_their_turn",
        payload,
        story(_head, types=("rejected", "attack"), limit=2, me="player2"),
        notes,
    )


def _acted(reading: Reading, attacker: Fact, target: Fact | None) -> dict[str, bool] | None:
    """The acted state told of the attacker ("a") and of the target follower ("t"): a state is the next
    card's, of its owner (「俺のスタンドしてるフォロワーで」「相手のアクト状態のフォロワーを」); None when a
    state is told of another card, or twice."""
    acted: dict[str, bool] = {}
    cards = reading.of(Role.CARD)
    for f in reading.of(Role.STATE):
        card = next((c for c in cards if c.start >= f.end), None)
        key = "a" if card is attacker else "t" if card is target and card is not None else None
        if f.concept not in ("active", "rested") or key is None or card is None or key in acted:
            return None
        if card.concept != "follower" or f.owner not in (_ASKER if key == "a" else ("opponent",)):
            return None
        acted[key] = (f.concept == "rested") != f.negated
    return acted


def _head(sim: SimulationResult) -> str:
    if any(e.type == "rejected" for e in sim.events):
        return (
            "その攻撃はできません(攻撃できるのはターンプレイヤーだけで、"
            "相手のターン中に自分のフォロワーでは攻撃できません)"
        )
    return "その攻撃はできます"
