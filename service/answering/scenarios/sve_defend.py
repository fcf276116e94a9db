"""Shadowverse Evolve attacks told from the attacked side (8.4): 「相手のフォロワーにリーダーを殴られた」,
「相手の攻撃力2と1のフォロワーが攻撃してきた」, 「自分のアクト状態のフォロワーが攻撃されたら」.

The asker stays ``player1``: the scenario ends the asker's turn (7.4) and the opponent's followers
attack on the opponent's own turn, so they have been on the field since that turn began (8.4.2.1) and
the asker's acted followers are still acted (only the turn player's cards stand, 7.2.3). A stat the
question does not give never decides the answer, as in `sve_attack`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.plans.sve_attack_parts import POINTED
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, event_sentence, outcome_phrase
from service.answering.scenarios.sve_attack import SURVIVES, bystander, sick, target_spec, unstated
from service.answering.scenarios.sve_conclusion import (
    UNDECIDED_DAMAGE,
    Known,
    both_destroyed,
    card_in,
    follower_fate,
)
from service.answering.scenarios.sve_reading import (
    KEYWORDS,
    Card,
    defending,
    leader_health,
    refine,
)
from service.answering.scenarios.sve_several import attack_series, copies
from service.answering.scenarios.sve_tell import telling
from service.engine.scenario import SimulationResult

GAME = "sve"
TURN_NOTE = (
    "相手のフォロワーが攻撃する場面として、自分のターンを終えて相手のターンに攻撃するシナリオにしました。"
)

# 「今は俺のターン」「自分のターン中です」: the asker's turn told as now — the opponent's followers do not
# attack in it (8.4.1: the turn player attacks); the scenario's own turn change would contradict it
# (style audit 14c: 「相手のフォロワーで俺のリーダーを攻撃できる?今は俺のターン。」 had stated 'yes')
_NOW_OWN_TURN = re.compile(
    r"(?:今|いま)\s*(?:は)?\s*(?:自分|俺|僕|こっち|こちら)の\s*(?:ターン|番)"
    r"|(?:自分|俺|僕|こっち|こちら)の\s*(?:ターン|番)\s*(?:中)?\s*(?:だ|です|なんだ|。|$|(?:に)?\s*[、,]?\s*相手)"
)


def defend(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.attack:
        return None
    facts = replace(facts, mentions=refine(facts))
    if not defending(facts):
        return None
    if _NOW_OWN_TURN.search(facts.text):
        return Unsupported("自分のターン中に相手のフォロワーが攻撃する場面はシミュレーションしていません。")
    followers = [m for m in facts.mentions if m.kind == "follower"]
    attacker = next(m for m in followers if m.side == "opponent" and m.role == "attacker")
    mine = [m for m in followers if m.side != "opponent"]
    target = _target(facts, mine)
    if isinstance(target, Unsupported):
        return target
    notes: list[str] = [TURN_NOTE]
    missing: list[str] = []
    a_spec = _attacker_spec(Card.of(attacker), target is not None, missing)
    series = attack_series(facts, attacker)
    others = [dict(a_spec) | {"attack": v} for v in series[1:]]
    others += [dict(a_spec) for _ in range(copies(facts, attacker) - max(len(series), 1))]
    if others and target is not None:
        return Unsupported("複数のフォロワーで同じフォロワーを攻撃する場面はシミュレーションしていません。")
    for i, spec in enumerate(others[:4], start=2):
        spec["id"] = f"a{i}"
    p1: dict[str, Any] = {}
    p2: dict[str, Any] = {"field": [a_spec, *others[:4]]}
    own = [bystander(Card.of(m), i, notes, "自分") for i, m in enumerate(m for m in mine if m is not target)]
    if target is not None:
        own.insert(0, target_spec(Card.of(target), missing, notes, owner="自分"))
    if own:
        p1["field"] = own[:5]
    for side, player in (("self", p1), ("opponent", p2)):
        health = leader_health(facts, side, unsaid="self")
        if health is not None:
            player["health"] = health
    actions: list[dict[str, Any]] = [{"type": "end_turn"}]
    if sick(facts, attacker):
        # 「相手が出したばかりのフォロワー」: played on the opponent's turn, so not on the field since that
        # turn began (8.4.2.1); it attacks only with 【疾走】 (or 【突進】 at a follower)
        p2["hand"] = [spec | {"cost": 0} for spec in p2.pop("field")]
        actions += [{"type": "play", "card": spec["id"]} for spec in p2["hand"]]
        notes.append("相手のフォロワーは、相手のターンにコスト0で場に出したものとしました。")
    actions += [
        {"type": "attack", "attacker": s["id"], "target": "b" if target else "leader"}
        for s in p2.get("field", p2.get("hand", []))
    ]
    if missing:
        notes.insert(0, unstated(missing))
    known = Known.of(facts, missing, leader_target=target is None)
    if not known.asked_can and "a" not in known.attack and asks(facts, r"[??]"):
        # the asker's leader or follower takes the attacker's untold 攻撃力 (8.4.9): no default decides
        # what is asked (a told fight with no ask still runs: its conclusion names no value it lacks)
        return Unsupported(UNDECIDED_DAMAGE)
    payload = {"player1": p1, "player2": p2, "actions": actions}
    drain_asked = asks(facts, _ATTACKERS_LEADER)
    return BuiltScenario(f"{GAME}.defend", payload, _told(known, drain_asked), tuple(notes))


def _target(facts: Facts, mine: list[CardMention]) -> CardMention | Unsupported | None:
    """The asker's follower attacked, or None for the asker's leader: a leader named as the one hit
    wins, then a follower named as the one hit (by a pronoun, 「そいつに攻撃してきた」: the asker's
    follower named last before it), then the only follower the asker names. A leader named only for
    its 体力 next to a follower, with no target said, is no answer (8.4.5: either may be attacked)."""
    if any(m.kind == "leader" and m.side != "opponent" and m.role == "target" for m in facts.mentions):
        return None
    hit = [m for m in mine if m.role == "target"]
    if hit:
        return hit[0]
    pointed = POINTED.search(facts.text)
    if pointed is not None:
        earlier = [m for m in mine if m.end <= pointed.start()]
        return earlier[-1] if earlier else Unsupported(_UNSAID)
    leader = any(m.kind == "leader" and m.side != "opponent" for m in facts.mentions)
    if mine and leader:
        return Unsupported(_UNSAID)
    return mine[0] if mine else None


_UNSAID = "相手のフォロワーが自分のリーダーとフォロワーのどちらを攻撃したのかが読み取れませんでした。"


def _attacker_spec(card: Card, at_follower: bool, missing: list[str]) -> dict[str, Any]:
    attack = card.stats.get("attack")
    if attack is None:
        attack = 0
        missing.append("攻撃するフォロワーの攻撃力")
    health = card.stats.get("health")
    if health is None:
        health = SURVIVES if at_follower else 1
        if at_follower:
            missing.append("攻撃するフォロワーの体力")
    spec: dict[str, Any] = {"id": "a", "name": "相手のフォロワー", "attack": attack, "health": health}
    kws = [k for k in KEYWORDS if k in card.keywords]
    return spec | ({"keywords": kws} if kws else {})


# 「…相手のリーダーの体力は何になる?」: the attacking opponent's own leader asked — its 【ドレイン】 gain is
# told first (audit 12b: 「自分のリーダーの体力は7になります」 had opened the answer to it)
_ATTACKERS_LEADER = r"(?:相手|向こう|敵)の?(?:リーダー(?:の)?)?体力[^。、!?]{0,12}[??]"


def _told(known: Known, drain_asked: bool = False) -> Callable[[SimulationResult], str]:
    """The conclusion, then the events from the first attack on (not the turn change before it)."""

    def summarize(sim: SimulationResult) -> str:
        start = next((e.seq for e in sim.events if e.type in ("attack", "rejected")), 1)
        told = "".join(event_sentence(e) for e in telling(sim, limit=4, since=start - 1))
        head = _headline(sim, known)
        parts = head.split("。")
        drained = [p for p in parts if p.startswith("【ドレイン】で相手のリーダーの体力は")]
        if drain_asked and drained:
            head = "。".join(drained + [p for p in parts if p not in drained])
        return f"シミュレーション結果: {head}。" + told

    return summarize


def _headline(sim: SimulationResult, known: Known) -> str:
    why = next((e.text for e in sim.events if e.type == "rejected"), None)
    if why:
        return f"相手はその攻撃はできません({why})"
    parts: list[str] = ["相手は攻撃できます"] if known.asked_can else []
    if known.leader_target:
        if "a" in known.attack:
            over = outcome_phrase(sim)
            health = sim.counter("player1", "health")
            parts.append(
                f"自分のリーダーの体力は{health}になり、{over}"
                if over
                else f"自分のリーダーの体力は{health}になります"
            )
        else:
            parts.append("自分のリーダーは相手のフォロワーの攻撃力と同じ値のダメージを受けます")
    else:
        gone = [u for u in ("b", "a") if card_in(sim, u, "graveyard") is not None]
        if len(gone) == 2:
            parts.append(
                both_destroyed(sim, {"b": "攻撃された自分のフォロワー", "a": "攻撃した相手のフォロワー"})
            )
        else:
            parts.extend(
                follower_fate(sim, u, n, known)
                for u, n in (("b", "攻撃された自分のフォロワー"), ("a", "攻撃した相手のフォロワー"))
            )
    if any(e.type == "drain_not_triggered" for e in sim.events):
        parts.append("攻撃されたフォロワーの【ドレイン】は誘発せず、自分のリーダーの体力は変わりません")
    if any("12.13.2" in e.rules for e in sim.events):
        parts.append(f"【ドレイン】で相手のリーダーの体力は{sim.counter('player2', 'health')}になります")
    return "。".join(parts)
