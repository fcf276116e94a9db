"""Shadowverse Evolve: several followers attacking a leader, planned from the reading (8.4) —
「攻撃力2と攻撃力1のフォロワー2体にリーダー殴られたら?」「攻撃力1のフォロワーが3体。全員で殴ったら勝てる?」
「前のターンからいる攻撃力3のと、このターンに出した攻撃力4の(疾走なし)で体力7の相手リーダーを攻撃したら?」.

Each attacker is a card the question describes with its 攻撃力 (a count of alike ones is that many
cards; 「攻撃力2と攻撃力1のフォロワー2体」 is one card of each value); each attacks the defending
leader in turn, whose 体力 is told (「体力7の相手リーダー」, or the defending player's 体力 told with no
card noun: 「こっちの体力4」 — a player's 体力 is its leader's, 6.2.1.11). A card the question says was
played this turn attacks only with 【疾走】 (8.4.2.1, 12.9.2): its attack is refused and the others
still attack. Defaults, named in the notes: the others have been on the field since before this
turn; the defending player has no follower (【守護】 would change the targets, 12.8); with no target
named and the winner asked, the attacks are at the leader whose 体力 is told.

Planned only for winner / outcome / the defending leader's 体力, with no defending follower, effect,
evolve or keyword the engine does not run.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from typing import Any

from service.answering.plans.sve_attack_conclusion import asked_leader, names_a_leader
from service.answering.plans.sve_attack_parts import _plays, health_only
from service.answering.plans.sve_attack_spec import follower_spec
from service.answering.plans.sve_read import (
    WORD,
    Described,
    describe,
    echo,
    game_over,
    seats,
    unbound_numbers,
)
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_TURNS = frozenset({"previous_turn", "opponent_turn", "self_turn"})
_KINDS = frozenset({"winner", "outcome", "number"})
_AND = re.compile(r"\s*(?:と|や)\s*")
_HEALTH_SAID = re.compile(r"体力\s*(?:も|は|が)?\s*$")
_BODIES = re.compile(r"\s*体\s*(?:で|とも|共)")


def _split(d: Described, text: str) -> list[Described] | None:
    """「攻撃力2と攻撃力1のフォロワー2体」: a count of N whose one stat is told with N values, in order,
    is one card of each value; so are 攻撃力 values joined by と with no count (「攻撃力3と攻撃力4の
    フォロワー」); any other conflict is two cards read as one (declined)."""
    if not d.conflicting:
        return [d]
    if d.noun is None or any(f.role is not Role.STAT for f in d.facts):
        return None
    values = [f for f in d.facts if f.concept == "attack"]
    joined = len(values) == len(d.facts) and all(
        _AND.fullmatch(text, a.end, b.start) for a, b in pairwise(values)
    )
    if d.count < 2 and joined and d.noun.role is Role.CARD:
        return [Described(d.noun, [f]) for f in values]
    if d.count < 2:
        return None
    if len(values) != d.count or len(values) != len(d.facts) or (d.owner is None and d.noun.owner is None):
        return None
    one = replace(d.noun, value=1)
    return [Described(one, [f]) for f in values]


def attack_together(reading: Reading) -> BuiltScenario | None:
    """Several followers attacking the defending leader in turn (8.4.2.1, 10.5.2.2, 11.2.1)."""
    kind = asked(reading)
    # 「2体で順番にリーダー殴ったら」: a number counting bodies restates how many attack (checked below)
    restated = [f for f in reading.of(Role.NUMBER) if _BODIES.match(reading.text, f.end)]
    told = replace(reading, facts=tuple(f for f in reading.facts if f not in restated))
    if kind not in _KINDS or unbound_numbers(told):
        return None
    if any(_HEALTH_SAID.search(reading.text, 0, f.start) for f in reading.of(Role.NUMBER)):
        return None  # 「こっちの体力も0」: a 体力 told as a bare number (a 0 or 1 too) no fact carries
    verbs = [f for f in reading.of(Role.ACTION) if f.concept in ("attack", "attacked") and not f.negated]
    others = [f for f in reading.of(Role.ACTION) if f not in verbs and not f.negated]
    if len(verbs) != 1 or any(f.concept != "play" for f in others):
        return None
    if reading.of(Role.MODIFIER) or any(f.concept != "field_count" for f in reading.of(Role.QUANTITY)):
        return None
    if any(f.concept not in _TURNS for f in reading.of(Role.TURN)):
        return None
    seat = seats(reading)
    attacking = "opponent" if seat["self"] == "player2" else "self"
    defending = "self" if attacking == "opponent" else "opponent"
    described, leaders = describe(reading)
    described = [d for d in described if not echo(d, described)]
    described = [d for d in described if d.noun is not None or any(not f.negated for f in d.facts)]
    if "?" in leaders:
        return None
    split: list[Described] = []
    for d in described:
        parts = _split(d, reading.text)
        if parts is None:
            return None
        split.extend(parts)
    told_health = [(d, health_only(d)) for d in split if d.owner == defending]
    bare = [(d, v) for d, v in told_health if v is not None]
    if bare and (len(bare) > 1 or defending in leaders):
        return None
    if bare:  # 「こっちの体力4しか残ってない」: the defending player's 体力 is its leader's
        leaders[defending] = bare[0][1]
        split = [d for d in split if d is not bare[0][0]]
    if any(d.owner == defending or (d.owner is None and d.noun is None) for d in split):
        return None  # a defending follower (【守護】 could change the targets): the one-attack plan's
    mine = [d for d in split if d.owner in (attacking, None)]
    attackers = [d for d in mine for _ in range(min(d.count, 5))]
    if len(attackers) < 2 or len(mine) > 5 or any(d.stat("attack") is None for d in mine):
        return None
    if any(f.value != len(attackers) for f in restated):
        return None  # 「3体で」 of two told attackers: another count than the cards described
    own = any(f.role is Role.CARD and f.concept == "leader" and f.owner == attacking for f in reading.facts)
    if own and (kind != "number" or attacking in leaders):
        return None  # the attacker's own leader named: a 【ドレイン】 heal or another question
    if defending not in leaders:
        return None  # the attacked leader's 体力 decides the answer
    named = any(
        f.role is Role.CARD and f.concept == "leader" and f.owner in (None, defending) for f in reading.facts
    )
    plays = [f for f in others if f.concept == "play"]
    sick: set[int] = set()
    for play in plays:
        bound = [i for i, d in enumerate(mine) if _plays(reading, d, play)]
        if len(bound) != 1:
            return None
        sick.add(bound[0])
    if kind == "number" and (not names_a_leader(reading) or asked_leader(reading, seat) != seat[defending]):
        return None
    defaults: list[str] = []
    field: list[dict[str, Any]] = []
    for i, d in enumerate(mine):
        spec = follower_spec(d, f"a{i}", attacking, defaults)
        if spec is None:
            return None
        if i in sick or "summoning_sick" in d.states():
            spec["summoning_sick"] = True
        field.extend(dict(spec, id=f"a{i}_{n}") for n in range(min(d.count, 5)))
    if any(s.get("acted") for s in field):
        return None  # an acted follower attacks no one: told as attacking, a misreading
    field.sort(key=lambda s: bool(s.get("summoning_sick")))  # the refused attack last: the others still hit
    actions = [{"type": "attack", "attacker": s["id"], "target": "leader"} for s in field]
    notes = [f"{WORD[defending]}の場にフォロワー(【守護】など)はいないと仮定(攻撃目標: 8.4.3、12.8)。"]
    if not named:
        notes.append(f"攻撃目標は、体力の書かれた{WORD[defending]}のリーダーと仮定。")
    if any(not s.get("summoning_sick") for s in field):
        notes.append("このターンに出したと書かれていないフォロワーは、前のターンから場にいると仮定。")
    players: dict[str, dict[str, Any]] = {
        seat[attacking]: {"field": field},
        # the defending player's field is empty as assumed (its 「守護とかはなし」 is reflected there)
        seat[defending]: {"health": leaders[defending], "field": []},
    }
    if attacking in leaders:
        players[seat[attacking]]["health"] = leaders[attacking]
    me = seat["self"]
    target = seat[defending]
    return BuiltScenario(
        f"{GAME}.planned_attack_together",
        {**players, "actions": actions},
        story(lambda sim: _head(sim, me, target), limit=len(actions) + 2, me=me),
        tuple(notes + [d for d in defaults if "体力" not in d]),
    )


def _head(sim: SimulationResult, me: str, target: str) -> str:
    refused = sum(1 for e in sim.events if e.type in ("rejected", "cannot_attack"))
    over = game_over(sim, me)
    who = "自分" if target == me else "相手"
    health = f"{who}のリーダーの体力は{sim.counter(target, 'health')}"
    told = f"{health}になり、{over}" if over else f"{health}になり、ゲームは続きます"
    if refused:
        return f"{refused}体の攻撃はできません。{told}"
    return told
