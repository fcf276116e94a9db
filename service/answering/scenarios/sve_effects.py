"""Shadowverse Evolve situations that end games or deal damage outside an attack: both players losing
at once (1.2.2), damage spells and 「〜につき」 (5.28.1), drawing from a small or empty deck (5.9.1,
11.2.2). The asker is ``player1`` (the turn player)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, outcome_phrase, story
from service.answering.scenarios.sve_reading import grab, leader_health
from service.engine.scenario import SimulationResult

GAME = "sve"
DECK_OUT = "デッキが0枚になっただけでは敗北せず、0枚の状態でカードを引こうとしたときに敗北します"
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


# ----- spells: 「墓場のカード5枚につき1ダメージ」 (5.28.1), plain damage -------------------------------
def spell_damage(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not asks(facts, r"ダメージ") or (facts.attack and not asks(facts, r"スペル")):
        return None
    per = re.search(r"([0-9]+)\s*枚につき[^0-9。?]{0,16}?([0-9]+)\s*ダメージ", facts.text)
    grave = grab(facts.text, r"墓場(?:に|の)?(?:カード)?(?:が|は)?[^0-9。?「」]{0,6}?([0-9]+)\s*枚(?!につき)")
    spell: dict[str, Any] = {"id": "s", "name": "ダメージを与えるスペル", "kind": "spell", "cost": 0}
    p1: dict[str, Any] = {"hand": [spell]}
    if per is not None:
        if not re.search(r"墓場[^。?」]{0,8}?" + per.group(1) + r"\s*枚につき", facts.text):
            return Unsupported("エンジンが数えられる「〜につき」は墓場のカードの枚数だけです。")
        if grave is None:
            return Unsupported("墓場のカードの枚数が書かれていないため、ダメージを計算できません。")
        spell |= {"per": int(per.group(1)), "damage": int(per.group(2)), "name": per.group(0)}
        p1["graveyard"] = min(grave, 200)
    elif asks(facts, r"スペル"):
        damage = grab(facts.text, r"([0-9]+)\s*(?:点の)?ダメージ")
        if damage is None:
            return None
        spell["damage"] = damage
    else:
        return None
    p2: dict[str, Any] = {}
    health = leader_health(facts, "opponent")
    if health is not None:
        p2["health"] = health
    payload = {"player1": p1, "player2": p2, "actions": [{"type": "play", "card": "s"}]}
    return BuiltScenario(f"{GAME}.spell", payload, story(_spell_head, limit=4))


def _spell_head(sim: SimulationResult) -> str:
    hits = [e for e in sim.events if e.type == "counter" and e.data.get("key") == "health"]
    total = -sum(int(e.data.get("delta", 0)) for e in hits)
    once = f"{total}ダメージを1回与え" if hits else "ダメージは与えられず"
    over = outcome_phrase(sim)
    return f"{once}、相手リーダーの体力は{sim.counter('player2', 'health')}になります" + (
        f"。{over}" if over else ""
    )


# ----- drawing from a small or empty deck (5.9.1, 11.2.2) ------------------------------------------
def deck_draw(facts: Facts) -> BuiltScenario | Unsupported | None:
    mine = facts.players.get("self", {}).get("deck", facts.numbers.get("deck"))
    theirs = facts.players.get("opponent", {}).get("deck")
    if mine is None and theirs is None:
        return None
    effect = grab(
        facts.text, r"([0-9]+)\s*枚(?:の)?(?:カードを)?(?:引く|ドローする|ドロー)(?:効果|スペル|能力|カード)"
    )
    if theirs is not None and mine is None:
        if effect is not None:
            actions: list[dict[str, Any]] = [{"type": "draw", "player": "player2", "count": effect}]
        else:
            actions = [{"type": "end_turn"}]  # the opponent's start phase draws (7.2.4)
        payload: dict[str, Any] = {"player2": {"deck": min(theirs, 200)}, "actions": actions}
    elif effect is not None:
        payload = {"player1": {"deck": min(mine or 0, 200)}, "actions": [{"type": "draw", "count": effect}]}
    else:
        payload = {"turn": 3, "phase": "start", "player1": {"deck": min(mine or 0, 200)}}
    return BuiltScenario(
        f"{GAME}.empty_deck", payload, story(_deck_head, types=("game_over", "move"), limit=2)
    )


def _deck_head(sim: SimulationResult) -> str:
    over = outcome_phrase(sim)
    if over:
        return f"{DECK_OUT}。{over}"
    drawn = [e for e in sim.events if e.type == "move" and e.data.get("to_zone") == "hand"]
    left = len(sim.zone(str(drawn[-1].data["to_player"]) if drawn else "player1", "deck"))
    return f"カードを{len(drawn)}枚引き、デッキは{left}枚になりますが、敗北はしません({DECK_OUT})"
