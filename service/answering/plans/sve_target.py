"""Shadowverse Evolve: a spell that chooses one of the opponent's followers, aimed at a follower with
【オーラ】 or 【威圧】, from the reading's facts.

「相手のフォロワーは【オーラ】持ちの1体だけ。「相手のフォロワー1体を選ぶ。それに4ダメージ」のスペルをプレイ
できる?」: 【オーラ】 forbids the opponent's cards and abilities to choose it (12.15.2), so the spell's
only target is refused; 「【威圧】持ちを…スペルで選べる?」: 【威圧】 forbids only choosing it as an
attack target (12.12.2), so the spell chooses it. The scenario plays the spell from the asker's hand
at the opponent's follower; its cost and the follower's 体力 are defaults named in the notes (neither
decides whether it may be chosen).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_CHOICE = frozenset({"オーラ", "威圧"})
_QUOTED = re.compile(r"「[^」]*」|『[^』]*』")


def spell_target(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept not in ("play", "use", "target", "damage"):
        return None
    if unbound_numbers(reading) or reading.of(Role.STAT, Role.STATE, Role.MODIFIER, Role.TURN):
        return None
    damage = [f for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated]
    if len(damage) != 1 or not isinstance(damage[0].value, int) or damage[0].value < 1:
        return None
    if any(f.concept not in ("damage", "play", "use", "target") for f in reading.of(Role.ACTION)):
        return None
    keywords = {f.concept.strip("【】") for f in reading.of(Role.KEYWORD) if not f.negated}
    if len(keywords) != 1 or not keywords <= _CHOICE or any(f.negated for f in reading.of(Role.KEYWORD)):
        return None
    if any(f.owner == "self" for f in reading.of(Role.KEYWORD, Role.QUANTITY, Role.CARD)):
        return None  # the asker's own follower: 【オーラ】 forbids only the opponent's choices
    quoted = [(q.start(), q.end()) for q in _QUOTED.finditer(reading.text)]
    nouns = [
        f for f in reading.of(Role.CARD)
        if f.concept == "follower" and not any(a < f.start < b for a, b in quoted)
    ]  # fmt: skip
    if len(nouns) != 1 or nouns[0].owner != "opponent":
        return None  # another follower the spell could choose instead: not this plan's
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"]
    if any(f.value != 1 for f in counts) or len(counts) != len(reading.of(Role.QUANTITY)):
        return None
    keyword = keywords.pop()
    spell = {
        "id": "s",
        "name": f"「相手のフォロワー1体に{damage[0].value}ダメージ」のスペル",
        "kind": "spell",
        "cost": 1,
        "effects": [{"effect": "damage", "amount": damage[0].value, "targets": [{"card": "b"}]}],
    }
    target = {"id": "b", "name": f"相手の【{keyword}】を持つフォロワー", "health": 99, "keywords": [keyword]}
    payload: dict[str, Any] = {
        "player1": {"hand": [spell]},
        "player2": {"field": [target]},
        "actions": [{"type": "play", "card": "s"}],
    }
    return BuiltScenario(
        f"{GAME}.planned_spell_target",
        payload,
        story(_head, types=("rejected", "play", "set_state"), limit=2),
        (
            "スペルは自分のメインフェイズに手札からプレイし、コストは指定がないので1(PPは足りる)と仮定。",
            "相手のフォロワーの体力は指定がないので99と仮定(選べるかどうかには関わりません)。",
        ),
    )


def _head(sim: SimulationResult) -> str:
    if any(e.type == "rejected" for e in sim.events):
        return "そのスペルはそのフォロワーを選べないため、プレイできません"
    return "そのスペルはそのフォロワーを選んでプレイできます"
