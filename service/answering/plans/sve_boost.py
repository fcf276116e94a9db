"""Shadowverse Evolve: a damage boost on the asker's side (「自分のスペルが与えるダメージ+1」「自分が与える
能力ダメージ+2」), from the reading's facts.

* a spell of the asker's dealing its damage to the opponent's follower: the boost raises it — a
  spell's damage is 能力ダメージ (5.13.3.3) and a plain ダメージ covers every kind (5.13.3.4) —
  so 「2ダメージのスペルを体力3のフォロワーに撃ったら倒せる?」 destroys it;
* the asker's follower attacking the opponent's leader: an attack's damage (8.4.9) is no 能力ダメージ,
  so an ability- or spell-damage boost leaves it as it is (5.13.3.1, 5.13.3.3).

The boost is the question's one 「+N」, said in quotes of the asker's spells (スペル) or abilities
(能力ダメージ); a boost of the opponent's, of every damage, or of damage to leaders declines. The
spell's cost, the follower's 攻撃力 and when the attacker came into play are named defaults.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_QUOTED = re.compile(r"「[^」]*」|『[^』]*』")


def _quote(reading: Reading, f: Fact) -> tuple[int, int] | None:
    return next(
        ((q.start(), q.end()) for q in _QUOTED.finditer(reading.text) if q.start() < f.start < q.end()), None
    )


def _boost(reading: Reading) -> tuple[str, int, tuple[int, int]] | None:
    """The asker's boost: its kind (spell / ability), amount and quote."""
    mods = reading.of(Role.MODIFIER)
    if len(mods) != 1 or mods[0].concept != "plus" or mods[0].negated or not isinstance(mods[0].value, int):
        return None
    where = _quote(reading, mods[0])
    if where is None or mods[0].value < 1:
        return None
    text = reading.text[where[0] + 1 : where[1] - 1]
    if not text.startswith("自分") or "リーダー" in text or "相手のスペル" in text or "相手が" in text:
        return None
    if "能力ダメージ" in text:
        return "ability", mods[0].value, where
    if "スペル" in text and "ダメージ" in text:
        return "spell", mods[0].value, where
    return None


def boosted_spell(reading: Reading) -> BuiltScenario | None:
    """The asker's damage spell at the opponent's one follower under a boost → destroyed?"""
    boost = _boost(reading)
    if boost is None or asked(reading) != "destroyed" or unbound_numbers(reading):
        return None
    kind, amount, quote = boost
    if reading.of(Role.STATE, Role.KEYWORD, Role.TURN):
        return None
    damage = [f for f in reading.of(Role.ACTION) if f.concept == "damage"]
    if len(damage) != 1 or damage[0].negated or not isinstance(damage[0].value, int) or damage[0].value < 1:
        return None
    if any(
        f.concept not in ("damage", "use", "play", "destroy") or f.negated for f in reading.of(Role.ACTION)
    ):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "health" or stats[0].owner != "opponent":
        return None
    spell_quote = _quote(reading, damage[0])
    outside = [f for f in reading.of(Role.CARD) if _quote(reading, f) is None]
    if len(outside) != 1 or outside[0].concept != "follower" or outside[0].owner != "opponent":
        return None  # the one follower the spell is aimed at, the opponent's
    if any(
        f.concept != "field_count" or f.value != 1 or _quote(reading, f) is None
        for f in reading.of(Role.QUANTITY)
    ):
        return None  # 「相手のフォロワー1体に2ダメージ」: the spell's own text only
    if spell_quote == quote:
        return None  # the damage is the boost's own text
    health = stats[0].value
    spell = {
        "id": "s",
        "name": f"{damage[0].value}ダメージのスペル",
        "kind": "spell",
        "cost": 1,
        "effects": [{"effect": "damage", "amount": damage[0].value, "targets": [{"card": "b"}]}],
    }
    payload: dict[str, Any] = {
        "player1": {"hand": [spell], "boost": {kind: amount}},
        "player2": {"field": [{"id": "b", "name": f"相手の体力{health}のフォロワー", "health": health}]},
        "actions": [{"type": "play", "card": "s"}],
    }
    return BuiltScenario(
        f"{GAME}.planned_boosted_spell",
        payload,
        story(_spell_head, types=("boost", "set_state", "move"), limit=3),
        (
            "スペルは自分のメインフェイズに手札からプレイし、コストは指定がないので1(PPは足りる)と仮定。",
            "ダメージの増加は自分の場のカードの継続効果として適用中と仮定。",
        ),
    )


def _spell_head(sim: SimulationResult) -> str:
    boost = next((e for e in sim.events if e.type == "boost"), None)
    destroyed = any(
        e.type == "move" and e.data.get("to_zone") == "graveyard" and e.data.get("card") == "b"
        for e in sim.events
    )
    added = f"ダメージの増加で+{boost.data['amount']}され、" if boost is not None else ""
    return f"{added}相手のフォロワーは{'破壊されます' if destroyed else '破壊されません'}"


def boosted_attack(reading: Reading) -> BuiltScenario | None:
    """The asker's follower attacking the opponent's leader under a damage boost → the leader's 体力:
    an attack's damage (8.4.9) is no 能力ダメージ, the boost does not raise it (5.13.3.3)."""
    boost = _boost(reading)
    if boost is None or asked(reading) != "number" or unbound_numbers(reading):
        return None
    kind, amount, _ = boost
    if reading.of(Role.STATE, Role.KEYWORD, Role.TURN, Role.QUANTITY):
        return None
    if [f.concept for f in reading.of(Role.ACTION)] != ["attack"] or reading.of(Role.ACTION)[0].negated:
        return None
    stats = {f.concept: f for f in reading.of(Role.STAT)}
    if len(reading.of(Role.STAT)) != 2 or set(stats) != {"attack", "health"}:
        return None
    attack, health = stats["attack"], stats["health"]
    if attack.owner == "opponent" or health.owner != "opponent" or health.start < attack.start:
        return None
    cards = [f for f in reading.of(Role.CARD) if _quote(reading, f) is None]
    if [f.concept for f in cards if f.concept != "leader"] != ["follower"] or cards[0].owner == "opponent":
        return None
    if any(f.owner != "opponent" for f in cards if f.concept == "leader"):
        return None
    follower = {"id": "a", "name": f"攻撃力{attack.value}のフォロワー", "attack": attack.value}
    payload: dict[str, Any] = {
        "player1": {"field": [follower], "boost": {kind: amount}},
        "player2": {"health": health.value},
        "actions": [{"type": "attack", "attacker": "a", "target": "leader"}],
    }
    return BuiltScenario(
        f"{GAME}.planned_boosted_attack",
        payload,
        story(_attack_head, types=("boost_not_applied", "counter"), limit=2),
        (
            "攻撃するフォロワーは前のターンから場にいる(このターンに攻撃できる)と仮定。",
            "ダメージの増加は自分の場のカードの継続効果として適用中と仮定。",
        ),
    )


def _attack_head(sim: SimulationResult) -> str:
    health = sim.final_state["players"]["player2"]["counters"]["health"]
    return f"相手リーダーの体力は{health}になります(攻撃によるダメージは能力ダメージではなく、増加しません)"
