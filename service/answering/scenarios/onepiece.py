"""ONE PIECE CARD GAME situations: first turns, paying costs, the 5-character limit, DON!! power,
attacks and battles, zero life, empty decks and simultaneous defeat."""

from __future__ import annotations

from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, counted, number, outcome_phrase, stat, story
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAY = r"出せ|出し|出す|登場|プレイ|使え"
_NEGATED = r"(?:なし|無し|しない|せず|ない)"


def _compare(sim: SimulationResult) -> dict[str, Any] | None:
    return next((dict(e.data) for e in sim.events if e.type == "compare"), None)


def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == "rejected"), None)


# ----- first turns ----------------------------------------------------------------------------
def first_turn(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.first_turn and not asks(facts, r"(?:先攻|後攻)の?(?:最初|初)"):
        return None
    second = facts.turn_order == "second"
    turn = 2 if second else 1
    if facts.attack:
        payload: dict[str, Any] = {"turn": turn, "actions": [{"type": "attack"}]}
        return BuiltScenario(f"{GAME}.first_turn_attack", payload, story(_first_attack_head))
    hand = number(facts, "hand") or 5
    payload = {"turn": turn, "phase": "refresh", "player1": {"hand": [{}] * hand}}
    return BuiltScenario(f"{GAME}.first_turn", payload, story(_first_turn_head, limit=3))


def _first_attack_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    return f"1ターン目はアタックできません({why})" if why else "アタックできます"


def _first_turn_head(sim: SimulationResult) -> str:
    drew = any(e.type == "move" and "6-3-1" in e.rules for e in sim.events)
    don = len(sim.zone("player1", "cost"))
    hand = len(sim.zone("player1", "hand"))
    draw = "カードを1枚引き" if drew else "カードは引かず"
    return f"{draw}、ドン!!はコストエリアに{don}枚置きます(手札は{hand}枚)"


# ----- paying costs ---------------------------------------------------------------------------
def cost_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    card = next((m for m in facts.mentions if "cost" in m.stats), None)
    don = number(facts, "active_don", "self")
    if don is None:
        don = number(facts, "don_count", "self")
    if card is None or don is None or not asks(facts, _PLAY):
        return None
    cost = card.stats["cost"]
    kind = "character" if card.kind in ("character", "leader") else "event"
    payload = {
        "player1": {
            "don_active": min(don, 10),
            "hand": [{"id": "x", "name": "出すカード", "kind": kind, "cost": cost}],
        },
        "actions": [{"type": "play", "card": "x"}],
    }
    return BuiltScenario(f"{GAME}.cost", payload, story(_cost_head, limit=3))


def _cost_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    if why:
        return f"出せません({why})"
    return "出せます。コストと同じ枚数のアクティブのドン!!をレストにして支払います"


# ----- the character area ---------------------------------------------------------------------
def character_limit(facts: Facts) -> BuiltScenario | Unsupported | None:
    n = counted(facts.text, "キャラ")
    if n is None or n < 5 or not asks(facts, _PLAY + r"|体目|並"):
        return None
    payload = {
        "player1": {
            "characters": [{"id": f"c{i}", "name": f"キャラ{i + 1}"} for i in range(5)],
            "hand": [{"id": "new", "name": "新しいキャラ", "cost": 0}],
        },
        "actions": [{"type": "play", "card": "new", "replace": "c0"}],
    }
    return BuiltScenario(f"{GAME}.character_limit", payload, story(_limit_head, limit=3))


def _limit_head(sim: SimulationResult) -> str:
    if "new" in sim.uids("player1", "characters"):
        return "出せます。既にいるキャラ1枚を持ち主のトラッシュに置いてから、新しいキャラを登場させます"
    return "出せません"


# ----- attacks and DON!! ----------------------------------------------------------------------
def _side(m: CardMention | None, default: str) -> str:
    return m.side or default if m is not None else default


def _attacker_spec(m: CardMention | None, facts: Facts) -> tuple[str, dict[str, Any], bool]:
    """(reference, spec, is_leader) of the attacking card."""
    spec: dict[str, Any] = {"power": stat(m, "power") or 5000}
    if stat(m, "don"):
        spec["don"] = stat(m, "don")
    keywords = [k for k in ("ダブルアタック", "バニッシュ", "速攻") if m is not None and k in m.keywords]
    if keywords:
        spec["keywords"] = keywords
    if m is not None and m.kind == "leader":
        return "leader", spec, True
    if asks(facts, r"(?:出した|登場した|プレイした)(?:ばかり|ターン|直後)"):
        spec["summoning_sick"] = "速攻" not in keywords
    return "a", {"id": "a", "name": "自分のキャラ", **spec}, False


def attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not facts.attack:
        return None
    attacker = facts.attacker()
    target = facts.target()
    if attacker is None:
        attacker = next((m for m in facts.mentions if m is not target and m.side != "opponent"), None)
    if target is None:
        target = next((m for m in facts.mentions if m is not attacker and m.side == "opponent"), None)
    if attacker is None and target is None:
        return None
    ref, spec, is_leader = _attacker_spec(attacker, facts)
    p1: dict[str, Any] = {"leader": spec} if is_leader else {"characters": [spec]}
    p2: dict[str, Any] = {}
    life = number(facts, "life", "opponent")
    if life is not None:
        p2["life"] = max(0, life)
    action: dict[str, Any] = {"type": "attack", "attacker": ref, "target": "leader"}
    if target is not None and target.kind != "leader":
        p2["characters"] = [
            {"id": "t", "name": "相手のキャラ", "power": stat(target, "power") or 5000, "rested": True}
        ]
        action["target"] = "t"
    elif target is not None:
        p2["leader"] = {"power": stat(target, "power") or 5000}
    counter = number(facts, "counter_value")
    if counter and not asks(facts, r"カウンター[^。]{0,6}" + _NEGATED):
        p2["hand"] = [{"id": "cnt", "name": "カウンターのカード", "counter": counter}]
        action["counters"] = [{"card": "cnt"}]
    payload: dict[str, Any] = {"player1": p1, "player2": p2, "actions": [action]}
    return BuiltScenario(f"{GAME}.attack", payload, story(_attack_head))


def _attack_head(sim: SimulationResult) -> str:
    why = _rejection(sim)
    if why:
        return f"そのアタックはできません({why})"
    c = _compare(sim)
    over = outcome_phrase(sim)
    if c is None:
        return over or "アタックは行われません"
    a, d = c.get("attacker_power"), c.get("defender_power")
    won = any(e.type in ("damage", "battle_won") for e in sim.events)
    head = f"パワー{a}対{d}で、アタック側が{'勝ちます' if won else '負けます'}"
    life = len(sim.zone("player2", "life"))
    if any(e.type == "damage" for e in sim.events) and not over:
        head += f"(相手のライフは{life}枚になります)"
    return f"{head}。{over}" if over else head


def don_power(facts: Facts) -> BuiltScenario | Unsupported | None:
    card = next((m for m in facts.mentions if "don" in m.stats), None)
    if card is None or not asks(facts, r"パワー"):
        return None
    ref, spec, is_leader = _attacker_spec(card, facts)
    spec.pop("summoning_sick", None)
    p1: dict[str, Any] = {"leader": spec} if is_leader else {"characters": [spec]}
    payload = {"player1": p1, "actions": [{"type": "attack", "attacker": ref, "target": "leader"}]}
    return BuiltScenario(f"{GAME}.don_power", payload, story(_don_head, types=("compare",), limit=1))


def _don_head(sim: SimulationResult) -> str:
    c = _compare(sim)
    power = c.get("attacker_power") if c else None
    return f"自分のターン中のパワーは{power}になります(付与されたドン!!1枚につき+1000)"


# ----- defeat ---------------------------------------------------------------------------------
def zero_life(facts: Facts) -> BuiltScenario | Unsupported | None:
    if number(facts, "life") != 0 or not asks(facts, r"ダメージ|アタック|攻撃"):
        return None
    mine = facts.players.get("self", {}).get("life") == 0 or asks(facts, r"自分の?ライフ")
    loser = "player1" if mine else "player2"
    # The asker's leader takes damage on the opponent's turn: player2 is then the turn player.
    payload = {"player2": {"life": 0}, "actions": [{"type": "attack"}]}
    return BuiltScenario(
        f"{GAME}.zero_life",
        payload,
        story(
            lambda s: _defeat_head(s, "ライフ0枚でリーダーがダメージを受けた", loser), types=("game_over",)
        ),
    )


def _defeat_head(sim: SimulationResult, cause: str, loser: str = "player2") -> str:
    if sim.outcome.draw:
        return f"{cause}ため、引き分けになります"
    who = "自分" if loser == "player1" else "相手"
    return f"{cause}プレイヤー({who})は敗北します" if sim.outcome.winner else f"{cause}が、ゲームは続きます"


def empty_deck(facts: Facts) -> BuiltScenario | Unsupported | None:
    deck = number(facts, "deck")
    if deck != 0:
        return None
    both = facts.simultaneous or asks(facts, r"(?:両方|お互い|互い|両者)")
    payload: dict[str, Any] = {"player1": {"deck": 0}}
    if both:
        payload["player2"] = {"deck": 0}
    return BuiltScenario(
        f"{GAME}.empty_deck",
        payload,
        story(lambda s: _defeat_head(s, "デッキが0枚になった", "player1"), types=("game_over",)),
    )


def simultaneous(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not (facts.simultaneous and asks(facts, r"負け|敗北")):
        return None
    payload = {"player1": {"deck": 0}, "player2": {"deck": 0}}
    return BuiltScenario(
        f"{GAME}.simultaneous",
        payload,
        story(lambda s: "両プレイヤーが同時に敗北条件を満たすと、ゲームは引き分けになります", ("game_over",)),
    )


BUILDERS = (first_turn, cost_payment, character_limit, attack, don_power, zero_life, empty_deck, simultaneous)
