"""Shadowverse Evolve situations that end games or deal damage outside an attack: both players losing
at once (1.2.2), damage an effect deals to followers (5.13.1, 11.3.1). The asker is ``player1`` (the
turn player). Damage spells and 「〜につき」 (5.28.1) and drawing from a small or empty deck (5.9.1,
11.2.2) are planned from the reading (`plans/sve_spell`, `plans/sve_players`, `plans/sve_turn`,
`plans/sve_deck`)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, outcome_phrase, story
from service.answering.scenarios.sve_reading import grab, leader_health
from service.answering.scenarios.sve_several import stat_series
from service.engine.scenario import SimulationResult

GAME = "sve"
_BOTH = r"お互い|両方|両者|両プレイヤー|双方|自分と相手|相手と自分|自分も相手も"


# ----- both players lose at once (1.2.2) --------------------------------------------------------
def simultaneous(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not asks(facts, _BOTH) or facts.attack:
        return None
    if asks(facts, r"(?:デッキ|山札)") and asks(facts, r"引|ドロー"):
        decks = {"player1": {"deck": number(facts, "deck", "self") or 0},
                 "player2": {"deck": number(facts, "deck", "opponent") or 0}}  # fmt: skip
        return BuiltScenario(
            f"{GAME}.simultaneous",
            decks | {"actions": [{"type": "draw", "player": "both"}]},
            story(_both_head, types=("game_over",), limit=1),
        )
    if not asks(facts, r"体力|HP"):
        return None
    both = grab(
        facts.text, r"(?:" + _BOTH + r")の?(?:リーダー)?の?(?:体力|HP)(?:が|は)?(?:残り)?\s*(-?[0-9]+)"
    )
    mine, theirs = leader_health(facts, "self"), leader_health(facts, "opponent")
    mine, theirs = (both if mine is None else mine), (both if theirs is None else theirs)
    damage = grab(facts.text, r"([0-9]+)\s*(?:点の)?ダメージ")
    notes: tuple[str, ...] = ()
    if damage is not None and mine is not None and theirs is not None:
        # 「お互いのリーダーに3ダメージ」: one effect damages both leaders at once
        actions = [{"type": "damage", "amount": damage, "targets": ["player1", "player2"]}]
        payload: dict[str, Any] = {
            "player1": {"health": mine},
            "player2": {"health": theirs},
            "actions": actions,
        }
    elif facts.simultaneous or asks(facts, r"相打ち|0(?:以下)?に"):
        # the question states the result (both at 0): start from it, not from an invented cause
        payload = {"player1": {"health": min(mine or 0, 0)}, "player2": {"health": min(theirs or 0, 0)}}
        notes = ("両方のリーダーの体力が0以下になった局面から、ルール処理をシミュレーションしました。",)
    else:
        return None
    return BuiltScenario(f"{GAME}.simultaneous", payload, story(_both_head, limit=3), notes)


def _both_head(sim: SimulationResult) -> str:
    if sim.outcome.draw:
        return "両方のプレイヤーが同時に敗北するため、ゲームは引き分けになります"
    return outcome_phrase(sim) or "どちらも敗北しません"


# ----- damage to a follower from an effect (5.13.1, 11.3.1) -----------------------------------------
_TAKEN = r"(?:もう|すでに|既に)?\s*([0-9]+)\s*(?:点の)?ダメージ(?:を)?(?:受け|喰らっ|食らっ|もらっ)"


def follower_damage(facts: Facts) -> BuiltScenario | Unsupported | None:
    """「体力3のフォロワー(もう2ダメージ受けてる)に1ダメージのスペル」, 「体力2と体力4のフォロワーに、
    それぞれ2ダメージ」: an effect's damage to followers (the asker's or the opponent's) at once, on top
    of the damage they already took."""
    if facts.attack or not asks(facts, r"ダメージ"):
        return None
    ms = [m for m in facts.mentions if m.kind == "follower"]
    at = r"\s*(?:\([^()]*\))?\s*(?:に|全員に|全体に|すべてに|全部に)"
    hit = next((i for i, m in enumerate(ms) if re.match(at, facts.text[m.end :])), None)
    taken = grab(facts.text, _TAKEN)
    amounts = [
        int(m.group(1))
        for m in re.finditer(r"([0-9]+)\s*(?:点の)?ダメージ", facts.text)
        if not re.match(r"(?:を)?(?:受け|喰らっ|食らっ|もらっ)", facts.text[m.end() :])
    ]
    if hit is None or not amounts:
        return None
    group = [ms[hit]]
    for m in reversed(ms[:hit]):  # 「体力2のフォロワーと体力4のフォロワーに」
        if not re.fullmatch(r"\s*(?:と|、|や)\s*[^。?!]*", facts.text[m.end : group[0].start]):
            break
        group.insert(0, m)
    if any("health" not in m.stats for m in group):
        return None
    healths = [h for m in group for h in (stat_series(facts, m, "体力") or [m.stats["health"]])]
    side = "player2" if ms[hit].side == "opponent" else "player1"
    whose = "相手" if side == "player2" else "自分"
    cards = [
        {"id": f"f{i + 1}" if len(healths) > 1 else "f", "name": f"{whose}の体力{h}のフォロワー", "health": h,
         "damage": taken or 0, "attack": 0}
        for i, h in enumerate(healths[:5])
    ]  # fmt: skip
    ids = [c["id"] for c in cards]
    payload = {side: {"field": cards}, "actions": [{"type": "damage", "amount": amounts[0], "targets": ids}]}
    return BuiltScenario(
        f"{GAME}.follower_damage", payload, story(lambda s: _hit_head(s, side, cards), limit=4)
    )


def _hit_head(sim: SimulationResult, side: str, cards: list[dict[str, Any]]) -> str:
    parts = []
    for spec in cards:
        name = spec["name"] if len(cards) > 1 else spec["name"].replace(f"体力{spec['health']}の", "")
        if any(c["uid"] == spec["id"] for c in sim.zone(side, "graveyard")):
            parts.append(f"{name}は体力が0以下になり、破壊されて墓場に置かれます")
            continue
        card = next(c for c in sim.zone(side, "field") if c["uid"] == spec["id"])
        parts.append(
            f"{name}は体力{card['stats']['health'] - int(card['flags'].get('damage', 0))}で場に残ります"
        )
    return "。".join(parts)
