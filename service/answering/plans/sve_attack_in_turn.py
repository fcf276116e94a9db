"""Shadowverse Evolve: several of one side's followers attacking one follower of the other side in turn,
planned from the reading (8.4, audit 27b) — 「自分の2/2のフォロワー2体で、順番に相手のアクト状態の3/4の
フォロワーに攻撃した。2体目の攻撃で倒せる?」「相手の2/5に1/3で攻撃したあと、4/4でも攻撃した。破壊される?」.

Each attack is its own fight (8.4.9: both deal their 攻撃力 at once, 8.4.9.1) and what it leaves stays:
damage lowers 体力 (5.13.1) and nothing in the turn's end gives it back (7.4.8 removes effects only),
so the second attacker fights the follower the first one damaged. A follower at 体力 0 or less is
destroyed at the check (11.3.1), one that fought a 【必殺】 follower too (12.14, 11.3.2). The sequence
must be told (`reading.attack_sequence`: 「順番に」「…したあと…でも攻撃」「2体目」); a follower the
question describes with a count is that many alike cards. The attacked follower is acted, as an
attack target must be (8.4.3.1) — a default named in the notes when its state is not told; its
【守護】 changes nothing (it is the target). Planned only for a card's fate asked (「倒せる?」「破壊
される?」「どうなる?」): a count of destroyed cards of one side has no sentence of its own here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.answering.plans.sve_attack_many import _BODIES, _split
from service.answering.plans.sve_attack_spec import follower_spec
from service.answering.plans.sve_read import WORD, Described, describe, echo, seats, unbound_numbers
from service.answering.reading.attack_sequence import told_attacks
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult, simulate

GAME = "sve"
_KINDS = frozenset({"destroyed", "outcome"})
_MOST = 5  # attackers a question of this shape tells


def attack_in_turn(reading: Reading) -> BuiltScenario | None:
    """Several followers attacking one follower in turn; its damage stays between the attacks (5.13.1)."""
    kind = asked(reading)
    told = told_attacks(reading.text)
    if kind not in _KINDS or told < 2:
        return None
    restated = [f for f in reading.of(Role.NUMBER) if _BODIES.match(reading.text, f.end)]
    bare = replace(reading, facts=tuple(f for f in reading.facts if f not in restated))
    if unbound_numbers(bare):
        return None
    verbs = [f for f in reading.of(Role.ACTION) if f.concept in ("attack", "attacked")]
    asking = reading.text.rfind("。", 0, max((f.start for f in reading.asks()), default=0)) + 1
    # 「倒せる?」: the destroy of the ask sentence is what is asked, no act told
    acts = [f for f in reading.of(Role.ACTION) if not (f.concept == "destroy" and f.start >= asking)]
    if not verbs or any(f.negated for f in verbs) or len(verbs) != len(acts):
        return None  # an effect, a play or an evolve between the attacks is not run here
    if reading.of(Role.MODIFIER) or reading.of(Role.TURN):
        return None
    seat = seats(reading)
    attacking = "opponent" if any(f.concept == "attacked" for f in verbs) else "self"
    defending = "self" if attacking == "opponent" else "opponent"
    described, leaders = describe(reading)
    described = [d for d in described if not echo(d, described)]
    described = [d for d in described if d.noun is not None or any(not f.negated for f in d.facts)]
    if leaders:
        return None  # a leader's 体力 told: the attacks' target is not one follower
    nouns = {id(d.noun) for d in described if d.noun is not None}
    if any(f.concept != "field_count" or id(f) not in nouns for f in reading.of(Role.QUANTITY)):
        return None  # a count that is no follower told (「手札2枚」)
    # 「…相手のフォロワーに攻撃した。相手のフォロワーを倒せる?」: the follower named again
    described = [d for d in described if d.facts or d.count != 1 or not any(
        o.facts and o.owner == d.owner for o in described)]  # fmt: skip
    split: list[Described] = []
    for d in described:
        parts = _split(d, reading.text)
        if parts is None:
            return None
        split.extend(parts)
    targets = [d for d in split if d.owner == defending]
    mine = [d for d in split if d.owner in (attacking, None)]
    if len(targets) != 1 or targets[0].count != 1 or len(mine) + 1 != len(split):
        return None
    attackers = [d for d in mine for _ in range(d.count)]
    if not 2 <= len(attackers) <= _MOST or any(f.value != len(attackers) for f in restated):
        return None
    if told > 2 and told != len(attackers):
        return None  # 「3人で順番に」 of two told attackers
    if any(d.stat("attack") is None or d.stat("health") is None for d in [*mine, *targets]):
        return None  # every 攻撃力 and 体力 decides a fight (8.4.9, 11.3.1)
    defaults: list[str] = []
    target = follower_spec(targets[0], "t", defending, defaults)
    if target is None:
        return None
    notes: list[str] = []
    if "active" in targets[0].states():
        return None  # a standing follower is no attack target (8.4.3.1): the one-attack plans' refusal
    if not target.get("acted"):
        target["acted"] = True
        notes.append(
            f"{WORD[defending]}のフォロワーの状態が書かれていないため、攻撃目標にできるアクト状態としました(8.4.3.1)。"
        )
    field: list[dict[str, Any]] = []
    for i, d in enumerate(mine):
        spec = follower_spec(d, f"a{i}", attacking, defaults)
        if spec is None or spec.get("acted") or spec.get("summoning_sick"):
            return None  # an acted or newly played attacker: whether it may attack is another question
        first = len(field) + 1
        field.extend(dict(spec, id=f"a{i}_{n}", name=f"{WORD[attacking]}のフォロワー{first + n}")
                     for n in range(d.count))  # fmt: skip
    notes.append("攻撃するフォロワーは、前のターンから場にいると仮定しました(8.4.2.1)。")
    actions = [{"type": "attack", "attacker": s["id"], "target": "t"} for s in field]
    payload = {seat[attacking]: {"field": field}, seat[defending]: {"field": [target]}, "actions": actions}
    side = WORD[defending]
    ordinal = [f.value for f in reading.of(Role.NUMBER) if f.concept == "ordinal"]
    if ordinal and _destroyed_at(simulate(GAME, payload)) not in (None, *ordinal):
        return None  # 「2体目の攻撃で倒せる?」 of a follower the first attack destroyed: no second fight
    return BuiltScenario(
        f"{GAME}.planned_attack_in_turn",
        payload,
        story(lambda sim: _head(sim, side, len(field)), limit=2 * len(actions) + 2, me=seat["self"]),
        tuple(notes + defaults),
    )


def _destroyed_at(sim: SimulationResult) -> int | None:
    """The attack (1, 2 …) after which the attacked follower left the field, None if it stayed."""
    gone = next((i for i, e in enumerate(sim.events) if e.type == "move" and e.data.get("card") == "t"), None)
    if gone is None:
        return None
    return sum(1 for e in sim.events[:gone] if e.type == "attack") or None


def _head(sim: SimulationResult, side: str, attacks: int) -> str:
    """Which attack destroyed the attacked follower, or that it stayed after all of them."""
    nth = _destroyed_at(sim)
    if nth is None:
        return (
            f"{side}のフォロワーは{attacks}回の攻撃のあとも破壊されません。"
            "受けたダメージはターンをまたいでも残ります(5.13.1)"
        )
    return f"{side}のフォロワーは受けたダメージが残り(5.13.1)、{nth}回目の攻撃で破壊されます(11.3.1)"
