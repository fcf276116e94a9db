"""軌跡 TCG situations: 絆 at the 回復フェイズ, CP from the 拠点 and paying CP costs, attacks (stun
damage and overkill, stunned defenders), empty decks."""

from __future__ import annotations

from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, outcome_phrase, stat, story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_PLAY = r"出せ|出し|出す|プレイ|配備|場に"


def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == "rejected"), None)


def recovery(facts: Facts) -> BuiltScenario | Unsupported | None:
    mine = facts.players.get("self", {}).get("bond")
    theirs = facts.players.get("opponent", {}).get("bond")
    if mine is None and theirs is None:
        return None
    if not asks(facts, r"回復フェイズ|負け|敗北|勝"):
        return None
    payload = {
        "phase": "recovery",
        "player1": {"kizuna": mine if mine is not None else 40},
        "player2": {"kizuna": theirs if theirs is not None else 40},
    }
    return BuiltScenario(f"{GAME}.recovery", payload, story(_recovery_head, types=("game_over",)))


def _recovery_head(sim: SimulationResult) -> str:
    over = outcome_phrase(sim)
    if not over:
        return "どちらも敗北しません(絆が0点以下のプレイヤーがいません)"
    loser = "相手" if sim.outcome.winner == "player1" else "自分"
    return f"回復フェイズの判定で{loser}が敗北します。{over}"


def cp_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    base = number(facts, "base", "self")
    cp = number(facts, "cp", "self")
    card = next((m for m in facts.mentions if "cost" in m.stats), None)
    if base is None and cp is None:
        return None
    actions: list[dict[str, Any]] = []
    p1: dict[str, Any] = {"base": base or 0, "cp": 0 if base is not None else (cp or 0)}
    if card is not None and asks(facts, _PLAY):
        p1["hand"] = [{"id": "u", "cp_cost": card.stats["cost"]}]
        actions.append({"kind": "play_unit", "card": "u"})
    payload = {"phase": "deploy", "player1": p1, "actions": actions}
    return BuiltScenario(
        f"{GAME}.cp", payload, story(_cp_head, types=("counter", "rejected", "move"), limit=3)
    )


def _cp_head(sim: SimulationResult) -> str:
    gained = next((e.data.get("value") for e in sim.events if "703.8a" in e.rules), None)
    parts = [f"CPを{gained}得ます"] if gained is not None else []
    why = _rejection(sim)
    if why:
        parts.append("そのUNITはCPが足りずプレイできません")
    elif any(e.type == "move" and e.data.get("to_zone") == "field" for e in sim.events):
        parts.append("そのUNITはプレイできます")
    return "。".join(parts) or "CPは増えません"


def attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.attack:
        return None
    attacker, target = facts.attacker(), facts.target()
    if attacker is None:
        attacker = next((m for m in facts.mentions if m is not target and m.side != "opponent"), None)
    if target is None:
        target = next((m for m in facts.mentions if m is not attacker and m.side == "opponent"), None)
    if attacker is None or attacker.kind != "unit":
        return None
    spec: dict[str, Any] = {"id": "a", "STR": stat(attacker, "str") or 1, "DEF": stat(attacker, "def") or 1}
    if "rested" in attacker.states:
        spec["acted"] = True
    p2: dict[str, Any] = {}
    actions: list[dict[str, Any]] = []
    stunned = (target is not None and "stunned" in target.states) or asks(
        facts, r"(?:全部|全て|すべて)スタン"
    )
    if stunned:
        p2["field"] = [{"id": "d", "stunned": True}]
        actions = [{"kind": "attack", "attackers": ["a"], "target": "d"},
                   {"kind": "attack", "attackers": ["a"], "target": "player2"}]  # fmt: skip
    elif target is not None and target.kind == "unit":
        unit: dict[str, Any] = {"id": "d", "STR": stat(target, "str") or 1, "DEF": stat(target, "def") or 1}
        if stat(target, "cost") is not None:
            unit["cp_cost"] = stat(target, "cost")
        p2["field"] = [unit]
        actions = [{"kind": "attack", "attackers": ["a"], "target": "d"}]
    else:
        actions = [{"kind": "attack", "attackers": ["a"], "target": "player2"}]
    bond = number(facts, "bond", "opponent")
    if bond is not None:
        p2["kizuna"] = bond
    payload = {"phase": "battle", "player1": {"field": [spec]}, "player2": p2, "actions": actions}
    return BuiltScenario(f"{GAME}.attack", payload, story(_attack_head, limit=5))


def _attack_head(sim: SimulationResult) -> str:
    lost = -sum(
        int(e.data.get("delta", 0))
        for e in sim.events
        if e.type == "counter" and e.data.get("player") == "player2" and e.data.get("key") == "kizuna"
    )
    parts: list[str] = []
    refused = next((e for e in sim.events if e.type == "rejected"), None)
    if refused is not None and refused.data.get("code") == "stunned_target":
        parts.append("スタン状態のUNITは攻撃対象にできないので、相手プレイヤーを攻撃します")
    elif refused is not None:
        return f"その攻撃はできません({refused.text})"
    parts.append(f"相手は絆を{lost}点失います" if lost > 0 else "相手の絆は減りません")
    mine = next((c for c in sim.zone("player1", "field") if c["uid"] == "a"), None)
    if mine is not None and not mine.get("flags", {}).get("stunned"):
        parts.append("攻撃したUNITはスタンしません")
    over = outcome_phrase(sim)
    if over:
        parts.append(over)
    return "。".join(parts)


def empty_deck(facts: Facts) -> BuiltScenario | Unsupported | None:
    if number(facts, "deck") != 0:
        return None
    payload = {"turn": 3, "phase": "prep", "player1": {"deck": 0}}
    return BuiltScenario(
        f"{GAME}.empty_deck",
        payload,
        story(lambda s: "デッキがない状態でカードを引こうとしたプレイヤーは敗北します", types=("game_over",)),
    )


BUILDERS = (recovery, cp_payment, attack, empty_deck)
