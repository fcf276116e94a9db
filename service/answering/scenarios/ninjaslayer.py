"""ニンジャスレイヤーTCG situations: first-turn draws, paying costs from the エテル・ゾーン, アイサツ
(カラテ against 耐久力, 工作力 damage checks), damage lasting to the next turn, the damage-zone
threshold, empty decks and simultaneous defeat."""

from __future__ import annotations

from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, outcome_phrase, stat, story
from service.engine.scenario import SimulationResult

GAME = "ninjaslayer"
_PLAY = r"出せ|出し|出す|エントリー|プレイ|場に"


def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == "rejected"), None)


def _zone(sim: SimulationResult, player: str, name: str) -> list[dict[str, Any]]:
    zones: dict[str, list[dict[str, Any]]] = sim.final_state["players"][player]["zones"]
    return zones.get(name, [])


def first_turn(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.first_turn:
        return None
    turn = 2 if facts.turn_order == "second" else 1
    hand = number(facts, "hand") or 4
    payload = {"turn": turn, "phase": "start", "player1": {"hand": hand}}
    return BuiltScenario(f"{GAME}.first_turn", payload, story(_first_head, types=("move",), limit=1))


def _first_head(sim: SimulationResult) -> str:
    drawn = sum(1 for e in sim.events if e.type == "move" and "502.3a" in e.rules)
    return f"ドローは{drawn}枚で、ドロー後の手札は{len(_zone(sim, 'player1', 'hand'))}枚です"


def cost_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    card = next((m for m in facts.mentions if "cost" in m.stats), None)
    etel = number(facts, "ether", "self")
    if card is None or etel is None or not asks(facts, _PLAY):
        return None
    payload = {
        "player1": {"etel": etel, "hand": [{"id": "c", "cost": card.stats["cost"]}]},
        "actions": [{"kind": "enter", "card": "c"}],
    }
    return BuiltScenario(f"{GAME}.cost", payload, story(_cost_head, types=("rejected", "entry"), limit=2))


def _cost_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    if why:
        return (
            "出せません。コストと同じ枚数のエテル・ゾーンのアンタイ・オジギ状態のカードを"
            "オジギする必要があります"
        )
    return "出せます。コストと同じ枚数のエテル・ゾーンのカードをオジギして支払います"


def aisatsu(facts: Facts) -> BuiltScenario | Unsupported | None:
    attacker, target = facts.attacker(), facts.target()
    hurt = number(facts, "damage_points")
    lasting = asks(facts, r"次のターン|残る|持ち越|ターン終了")
    if not facts.attack and not (hurt is not None and lasting):
        return None
    if attacker is None:
        attacker = next((m for m in facts.mentions if m is not target and "durability" not in m.stats), None)
    if target is None:
        target = next((m for m in facts.mentions if m is not attacker and "durability" in m.stats), None)
    if attacker is None and target is None:
        return None
    spec: dict[str, Any] = {"id": "a"}
    karate = stat(attacker, "karate") or hurt
    if karate:
        spec["karate"] = karate
    if stat(attacker, "craft"):
        spec["kousaku"] = stat(attacker, "craft")
    if attacker is not None and "rested" in attacker.states:
        spec["bowed"] = True
    p2: dict[str, Any] = {}
    aim = "player2"
    if target is not None and ("durability" in target.stats or target.kind == "character"):
        p2["field"] = [{"id": "b", "durability": stat(target, "durability") or 1}]
        aim = "b"
    zone = number(facts, "damage_zone", "opponent")
    if zone is not None:
        p2["damage_zone"] = zone
    actions: list[dict[str, Any]] = [{"kind": "aisatsu", "attacker": "a", "target": aim}]
    if lasting:
        actions.append({"kind": "end_phase"})
    payload = {"phase": "ikusa", "player1": {"field": [spec]}, "player2": p2, "actions": actions}
    return BuiltScenario(f"{GAME}.aisatsu", payload, story(_aisatsu_head, limit=5))


def _aisatsu_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    if why:
        return f"そのアイサツはできません({why})"
    over = outcome_phrase(sim)
    parts: list[str] = []
    killed = any(c["uid"] == "b" for c in _zone(sim, "player2", "ohigan"))
    survivor = next((c for c in _zone(sim, "player2", "field") if c["uid"] == "b"), None)
    checks = [e for e in sim.events if e.type == "damage_check_placed"]
    if killed:
        parts.append("アイサツされたキャラクターはダメージが耐久力以上になって殺され、オヒガンに置かれます")
    elif survivor is not None:
        left = survivor.get("flags", {}).get("damage", 0)
        ended = any("505.3a" in e.rules for e in sim.events)
        parts.append(
            f"キャラクターは生き残り、ターン終了時の最終処理でダメージは{left}になります(残りません)"
            if ended
            else f"キャラクターは生き残ります(ダメージ{left})"
        )
    if checks:
        count = checks[0].data.get("count")
        parts.append(f"相手はダメージチェックを{count}回行います")
    if over:
        parts.append(over)
    return "。".join(parts) or "アイサツが行われます"


def damage_zone(facts: Facts) -> BuiltScenario | Unsupported | None:
    zone = number(facts, "damage_zone")
    if zone is None:
        return None
    both = facts.simultaneous or asks(facts, r"自分と相手|両方|お互い|両者")
    if both:
        before = max(zone - 1, 0)
        payload: dict[str, Any] = {
            "player1": {"damage_zone": before},
            "player2": {"damage_zone": before},
            "actions": [{"kind": "effect", "op": "damage_zone", "counts": {"player1": 1, "player2": 1}}],
        }
        if asks(facts, r"相手のターン"):
            payload["player1"], payload["player2"] = payload["player2"], payload["player1"]
        return BuiltScenario(f"{GAME}.simultaneous", payload, story(_both_head, types=("game_over",)))
    side = "player2" if facts.players.get("opponent", {}).get("damage_zone") is not None else "player1"
    payload = {side: {"damage_zone": min(zone, 60)}}
    return BuiltScenario(f"{GAME}.damage_zone", payload, story(_zone_head, types=("game_over",)))


def _both_head(sim: SimulationResult) -> str:
    if sim.outcome.winner == "player2":
        return "両者が同時に敗北条件を満たしたため、非ターンプレイヤー(相手)の勝ちになります"
    if sim.outcome.winner == "player1":
        return "両者が同時に敗北条件を満たしたため、非ターンプレイヤー(自分)の勝ちになります"
    return outcome_phrase(sim) or "ゲームは続きます"


def _zone_head(sim: SimulationResult) -> str:
    over = outcome_phrase(sim)
    return f"ダメージ・ゾーンのカードが10枚以上なので、{over}" if over else "まだ敗北しません(10枚未満)"


def empty_deck(facts: Facts) -> BuiltScenario | Unsupported | None:
    if number(facts, "deck") != 0:
        return None
    payload = {"turn": 3, "phase": "start", "player1": {"deck": 0}}
    return BuiltScenario(
        f"{GAME}.empty_deck",
        payload,
        story(lambda s: "デッキが0枚になった時点で、そのプレイヤーは敗北します", types=("game_over",)),
    )


BUILDERS = (first_turn, cost_payment, damage_zone, aisatsu, empty_deck)
