"""Shadowverse Evolve situations: first turns, the PP cap, the hand limit, the field limit, paying
PP, evolving, attacks on leaders and followers, empty decks."""

from __future__ import annotations

from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, counted, first, number, outcome_phrase, stat, story
from service.engine.scenario import SimulationResult

GAME = "sve"
_PLAY = r"出せ|出し|出す|プレイ|使え|場に"
_DECK_OUT = "デッキが0枚になっただけでは敗北せず、0枚の状態でカードを引こうとしたときに敗北します"


def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == "rejected"), None)


def first_turn(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.first_turn and not asks(facts, r"(?:先攻|後攻)の?(?:最初|初)"):
        return None
    turn = 2 if facts.turn_order == "second" else 1
    hand = number(facts, "hand") or 4
    payload = {"turn": turn, "phase": "start", "player1": {"hand": [{}] * hand}}
    return BuiltScenario(f"{GAME}.first_turn", payload, story(_first_head, limit=4))


def _first_head(sim: SimulationResult) -> str:
    drew = any(e.type == "move" and "7.2.4" in e.rules for e in sim.events)
    pp_max, pp = sim.counter("player1", "pp_max"), sim.counter("player1", "pp")
    draw = "カードを1枚引き" if drew else "カードは引かず"
    return f"{draw}、PP最大値は{pp_max}、使えるPPは{pp}です"


def pp_cap(facts: Facts) -> BuiltScenario | Unsupported | None:
    pp_max = number(facts, "pp_max")
    if pp_max is None or not asks(facts, r"ターン|増え|上限"):
        return None
    pp_max = min(pp_max, 10)
    payload = {"turn": 2 * pp_max + 1, "phase": "start", "player1": {"pp_max": pp_max}}
    return BuiltScenario(
        f"{GAME}.pp_cap", payload, story(_cap_head, types=("pp_max_cap", "counter"), limit=2)
    )


def _cap_head(sim: SimulationResult) -> str:
    capped = any(e.type == "pp_max_cap" for e in sim.events)
    pp_max, pp = sim.counter("player1", "pp_max"), sim.counter("player1", "pp")
    if capped:
        return f"増えません。PP最大値は上限の{pp_max}のままで、PPは{pp}まで回復します"
    return f"PP最大値は{pp_max}になり、PPは{pp}まで回復します"


def hand_limit(facts: Facts) -> BuiltScenario | Unsupported | None:
    hand = number(facts, "hand")
    if hand is None or not asks(facts, r"エンドフェイズ|ターン(?:の)?終|上限"):
        return None
    payload = {"player1": {"hand": [{}] * min(hand, 40)}, "actions": [{"type": "end_turn"}]}
    return BuiltScenario(
        f"{GAME}.hand_limit", payload, story(_hand_head, types=("hand_limit", "move"), limit=2)
    )


def _hand_head(sim: SimulationResult) -> str:
    dropped = len(sim.zone("player1", "graveyard"))
    if dropped:
        return f"手札の上限7枚を超えた{dropped}枚を捨て、手札は{len(sim.zone('player1', 'hand'))}枚になります"
    return "手札は上限の7枚以下なので、捨てません"


def field_limit(facts: Facts) -> BuiltScenario | Unsupported | None:
    n = counted(facts.text, "フォロワー") or counted(facts.text, "場")
    if n is None or n < 5 or not asks(facts, _PLAY + r"|もう1体|体目"):
        return None
    payload = {
        "player1": {"field": [{} for _ in range(5)], "hand": [{"id": "x", "name": "出すカード"}]},
        "actions": [{"type": "play", "card": "x"}],
    }
    return BuiltScenario(f"{GAME}.field_limit", payload, story(_play_head, limit=2))


def _play_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    return f"出せません({why})" if why else "出せます"


def cost_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    card = next((m for m in facts.mentions if "cost" in m.stats), None)
    pp = number(facts, "pp", "self")
    if card is None or pp is None or not asks(facts, _PLAY):
        return None
    payload = {
        "player1": {"pp_max": min(max(pp, 0), 10), "pp": min(max(pp, 0), 10),
                    "hand": [{"id": "x", "name": "出すカード", "cost": card.stats["cost"]}]},
        "actions": [{"type": "play", "card": "x"}],
    }  # fmt: skip
    return BuiltScenario(f"{GAME}.cost", payload, story(_play_head, limit=3))


def evolve(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not asks(facts, r"進化"):
        return None
    ep = number(facts, "ep", "self")
    pp = number(facts, "pp", "self")
    if ep is None and pp is None:
        return None
    cost = stat(first(facts.mentions, "follower"), "cost") or 2
    p1: dict[str, Any] = {
        "ep": ep if ep is not None else 0,
        "pp_max": 10,
        "pp": pp if pp is not None else 10,
        "field": [{"id": "f", "name": "フォロワー"}],
        "evolve_deck": [{"name": "フォロワー", "cost": cost}],
    }
    payload = {"player1": p1, "actions": [{"type": "evolve", "card": "f"}]}
    return BuiltScenario(
        f"{GAME}.evolve", payload, story(lambda s: _play_head(s).replace("出せ", "進化でき"))
    )


def attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.attack:
        return None
    attacker, target = facts.attacker(), facts.target()
    if attacker is None:
        attacker = next((m for m in facts.mentions if m.kind == "follower" and m is not target), None)
    if attacker is None or attacker.kind == "leader":
        return None
    spec: dict[str, Any] = {
        "id": "a",
        "name": "自分のフォロワー",
        "attack": stat(attacker, "attack") or 1,
        "health": stat(attacker, "health") or 1,
    }
    keywords = [k for k in ("疾走", "突進", "必殺", "ドレイン") if k in attacker.keywords]
    if keywords:
        spec["keywords"] = keywords
    if asks(facts, r"(?:出した|場に出た|プレイした)(?:ばかり|ターン|直後)"):
        spec["summoning_sick"] = True
    p2: dict[str, Any] = {}
    action: dict[str, Any] = {"type": "attack", "attacker": "a", "target": "leader"}
    if target is not None and target.kind == "follower":
        p2["field"] = [{"id": "b", "name": "相手のフォロワー", "attack": stat(target, "attack") or 1,
                        "health": stat(target, "health") or 1, "acted": True}]  # fmt: skip
        action["target"] = "b"
    leaders = [m for m in facts.mentions if m.kind == "leader" and m.side != "self" and "health" in m.stats]
    health = stat(leaders[0], "health") if leaders else number(facts, "health", "opponent")
    if action["target"] == "leader" and health is not None:
        p2["health"] = health
    payload = {"player1": {"field": [spec]}, "player2": p2, "actions": [action]}
    return BuiltScenario(f"{GAME}.attack", payload, story(_attack_head))


def _attack_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    if why:
        return f"その攻撃はできません({why})"
    over = outcome_phrase(sim)
    gone = [c["uid"] for p in ("player1", "player2") for c in sim.zone(p, "graveyard") if c["uid"] in "ab"]
    if over:
        return f"相手リーダーの体力は{sim.counter('player2', 'health')}になり、{over}"
    if gone:
        names = {"a": "攻撃したフォロワー", "b": "攻撃されたフォロワー"}
        both = "両方とも" if len(gone) == 2 else ""
        return f"{both}{'と'.join(names[g] for g in gone)}が破壊され、墓場に置かれます"
    if not any(e.type == "combat_damage" for e in sim.events):
        return f"相手リーダーの体力は{sim.counter('player2', 'health')}になります"
    return "どちらのフォロワーも破壊されません"


def empty_deck(facts: Facts) -> BuiltScenario | Unsupported | None:
    if number(facts, "deck") != 0:
        return None
    payload = {"turn": 3, "phase": "start", "player1": {"deck": 0}}
    return BuiltScenario(
        f"{GAME}.empty_deck",
        payload,
        story(lambda s: _DECK_OUT, types=("game_over",), limit=1),
    )


BUILDERS = (first_turn, pp_cap, hand_limit, field_limit, cost_payment, evolve, attack, empty_deck)
