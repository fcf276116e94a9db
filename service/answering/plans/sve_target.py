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
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_CHOICE = frozenset({"オーラ", "威圧"})
_QUOTED = re.compile(r"「[^」]*」|『[^』]*』")


def spell_target(reading: Reading) -> BuiltScenario | None:
    action = asked_action(reading)
    aimed = action is not None and action.concept in ("play", "use", "target", "damage")
    if asked(reading) != "can" or not (aimed or _aimed_ask(reading)):
        return None  # 「…スペルの対象にもできない?」: the asked act is the choice, not the printed 破壊
    if unbound_numbers(reading) or reading.of(Role.STAT, Role.STATE, Role.MODIFIER, Role.TURN):
        return None
    done = [f for f in reading.of(Role.ACTION) if f.concept in _EFFECTS and not f.negated]
    if len(done) != 1 or any(f.negated for f in reading.of(Role.ACTION)):
        return None  # one effect the spell does to the chosen card
    effect = done[0]
    if effect.concept == "damage" and (not isinstance(effect.value, int) or effect.value < 1):
        return None
    if effect.concept != "damage" and (effect.value is not None or not _in_quote(reading, effect)):
        return None  # 「それを破壊する」 printed on the spell, not a destruction the question tells
    if any(f.concept not in (*_EFFECTS, "play", "use", "target") for f in reading.of(Role.ACTION)):
        return None
    keywords = {f.concept.strip("【】") for f in reading.of(Role.KEYWORD) if not f.negated}
    if len(keywords) != 1 or not keywords <= _CHOICE or any(f.negated for f in reading.of(Role.KEYWORD)):
        return None
    if any(f.owner == "self" for f in reading.of(Role.KEYWORD, Role.QUANTITY, Role.CARD)):
        return None  # the asker's own follower: 【オーラ】 forbids only the opponent's choices
    quoted = [(q.start(), q.end()) for q in _QUOTED.finditer(reading.text)]
    if any(f.concept != "follower" for f in reading.of(Role.CARD)) or "スペル" not in reading.text:
        return None  # 「相手のリーダーに3ダメージ」「アミュレットの能力」: not a spell choosing a follower
    if len(quoted) != 1 or not _CHOOSES.match(reading.text, *quoted[0]):
        return None  # 「相手のフォロワーすべてに2ダメージ」 chooses nothing (12.15.2.1): not this plan's
    nouns = [
        f for f in reading.of(Role.CARD)
        if f.concept == "follower" and not any(a < f.start < b for a, b in quoted) and not _again(reading, f)
    ]  # fmt: skip
    if len(nouns) != 1 or nouns[0].owner != "opponent":
        return None  # another follower the spell could choose instead: not this plan's
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "field_count"]
    if any(f.value != 1 for f in counts) or len(counts) != len(reading.of(Role.QUANTITY)):
        return None
    keyword = keywords.pop()
    printed: dict[str, Any] = {"effect": effect.concept, "targets": [{"card": "b"}]}
    if effect.concept == "damage":
        printed["amount"] = effect.value
    spell = {
        "id": "s",
        "name": f"「相手のフォロワー1体を選ぶ。{_SAYS[effect.concept].format(effect.value)}」のスペル",
        "kind": "spell",
        "cost": 1,
        "effects": [printed],
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
        story(_head, types=("rejected", "play", "set_state", "intimidate_chosen"), limit=3),
        (
            "スペルは自分のメインフェイズに手札からプレイし、コストは指定がないので1(PPは足りる)と仮定。",
            "相手のフォロワーの体力は指定がないので99と仮定(選べるかどうかには関わりません)。",
        ),
    )


# the quoted spell chooses one follower: 「フォロワー1体を選ぶ」「フォロワー1体に3ダメージ」, never 「すべて」
_CHOOSES = re.compile(
    r"[「『](?!.*(?:すべて|全て|全部|全員|それぞれ|各)).*フォロワー\s*(?:1|１|一)\s*体\s*(?:を|に)"
)
# what the spell does to the card it chooses (5.13.1, 5.5.1, 5.6.1); the engine's effect kind is the concept
_EFFECTS = frozenset({"damage", "destroy", "banish"})
_SAYS = {"damage": "それに{}ダメージ", "destroy": "それを破壊する", "banish": "それを消滅させる"}
# 「…スペルの対象にもできない?」「対象に選べる?」: the ask is whether the card may be the spell's target
_AIMED = re.compile(r"(?:対象|ターゲット)\s*に\s*(?:も|は)?\s*$")


def _aimed_ask(reading: Reading) -> bool:
    return any(f.concept == "can" and _AIMED.search(reading.text[: f.start]) for f in reading.asks())


def _in_quote(reading: Reading, f: Fact) -> bool:
    return any(q.start() < f.start and f.end < q.end() for q in _QUOTED.finditer(reading.text))


# 「その威圧持ち」「そのオーラ持ちのフォロワー」: the card told before, named again by its keyword
_THAT = re.compile(r"(?:その|この|あの)\s*【?\s*$")


def _again(reading: Reading, noun: Fact) -> bool:
    """Whether the follower noun `noun` is the one card told before, named again as 「その<keyword>持ち」: a
    keyword word ends right before it and 「その」 opens that keyword, which the question told earlier."""
    for k in reading.of(Role.KEYWORD):
        if k.end <= noun.start and reading.text[k.end : noun.start].strip("】 ") in ("", "持ちの", "を持つ"):
            told = any(o.concept == k.concept and o.end <= k.start for o in reading.of(Role.KEYWORD))
            if told and _THAT.search(reading.text[: k.start]):
                return True
    return False


def _head(sim: SimulationResult) -> str:
    if any(e.type == "rejected" for e in sim.events):
        return "そのスペルはそのフォロワーを選べないため、プレイできません"
    return "そのスペルはそのフォロワーを選んでプレイできます"
