"""The engine's follower of the Shadowverse Evolve attack plans (`plans/sve_attack.py`,
`plans/sve_attack_many.py`): a described card's 攻撃力・体力, keywords and states as the engine holds
them, each unstated 攻撃力 (0) or 体力 (UNSTATED_HEALTH: survives any one fight) named in the notes.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.sve_read import KEYWORDS, WORD, Described

UNSTATED_HEALTH = 99
RESTRICTIONS = ("no_attack", "indestructible", "no_ability_destroy")


def follower_spec(d: Described, uid: str, side: str, defaults: list[str]) -> dict[str, Any] | None:
    keywords = d.keywords()
    if any(k not in KEYWORDS for k in keywords):
        return None  # a keyword the engine does not run
    states = d.states()
    if {"rested", "active"} <= states:
        return None
    spec: dict[str, Any] = {"id": uid, "name": f"{WORD[side]}のフォロワー"}
    attack, health = d.stat("attack"), d.stat("health")
    spec["attack"] = attack if attack is not None else 0
    spec["health"] = health if health is not None else UNSTATED_HEALTH
    if attack is None:
        defaults.append(f"{WORD[side]}のフォロワーの攻撃力は指定がないので0と仮定。")
    if health is None:
        defaults.append(f"{WORD[side]}のフォロワーの体力は指定がないので{UNSTATED_HEALTH}(倒れない)と仮定。")
    if keywords:
        spec["keywords"] = sorted(set(keywords))
    if "rested" in states:
        spec["acted"] = True
    if "summoning_sick" in states:
        spec["summoning_sick"] = True
    # a restriction its quoted text states (1.3.1; engine sve/restrictions.py)
    spec |= {k: True for k in RESTRICTIONS if k in states}
    return spec
