"""Shadowverse Evolve plan: whether a quoted 起動能力 「(コスト):(効果)」 can be played — its cost paid whole
or not at all (10.4.2.2).

「手札が0枚。「アクト、手札を1枚捨てる:カードを1枚引く」って使える?」「このターンに出したばかりのフォロワー
の「アクト:…」は?」「リーダーの体力が1。「自分のリーダーの体力を2減らす:…」のコストは払える?」: the cost
parts are the lexicon's cost_act / cost_discard / cost_health / cost_pp (before the colon, 10.1.1.1.1);
every resource a part spends must be told — the hand for a discard, the PP for a PP cost, the leader's
体力 for a 体力 cost, and for アクト the holder's state (acted, standing, or come into play this turn:
it came in standing, and 10.4.6.1 lets it act even so). The holder is the asker's follower (the
engine's activate action, `service/engine/sve/activate.py`); the effect part is not modelled
(`quoted_ability.effect_unread` keeps the run only when it decides alone). Anything else told declines.
"""

from __future__ import annotations

from typing import Any

from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

GAME = "sve"
_COSTS = {"cost_act": "act", "cost_discard": "discard", "cost_health": "health_cost", "cost_pp": "pp_cost"}
_ACTS = frozenset({"activate", "use", "pay", "play"})
_STATES = {"rested": "acted", "active": "standing", "summoning_sick": "summoning_sick"}
_QUIET = frozenset({Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK})


def _refused(payload: dict[str, Any]) -> bool:
    try:
        return bool(simulate(GAME, payload).rejected)
    except EngineError:
        return False


def activate_cost(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in _ACTS:
        return None
    cost: dict[str, Any] = {}
    told: dict[str, int] = {}
    holder: str | None = None
    states: set[str] = set()
    for f in reading.facts:
        if f.role in _QUIET or (f.role is Role.ACTION and f.concept in _ACTS and not f.negated):
            continue
        if f.owner not in (None, "self"):
            return None  # the opponent's hand, PP or card: not the ability's player
        if f.role is Role.STAT and f.concept in _COSTS:
            key = _COSTS[f.concept]
            value: Any = True if key == "act" else f.value
            if not isinstance(value, int) or cost.setdefault(key, value) != value:
                return None
        elif f.role is Role.QUANTITY and f.concept in ("hand", "pp") and isinstance(f.value, int):
            if told.setdefault(f.concept, f.value) != f.value or f.negated:
                return None
        elif f.role is Role.STAT and f.concept == "health" and isinstance(f.value, int) and not f.negated:
            if told.setdefault("health", f.value) != f.value:
                return None
        elif f.role is Role.CARD and f.concept in ("follower", "leader", "amulet"):
            if f.concept != "leader":
                if holder is not None:
                    return None  # two cards: which holds the ability is not read here
                holder = f.concept
        elif f.role is Role.STATE and f.concept in _STATES and not f.negated:
            states.add(_STATES[f.concept])
        else:
            return None  # a keyword, a turn, another act or count: not this plan's
    if not cost or len(states) > 1:
        return None
    if ("discard" in cost and "hand" not in told) or ("pp_cost" in cost and "pp" not in told):
        return None
    if "health_cost" in cost and "health" not in told:
        return None
    # アクト with the holder's state untold: run it standing (the best case for paying) — a refusal by
    # another part (「手札を1枚捨てる」 with no hand) holds in any state (10.4.2.2); a payment does not
    untold = "act" in cost and not states
    if states and "act" not in cost:
        return None  # a state told that no cost part reads
    if "health" in told and "health_cost" not in cost:
        return None
    card: dict[str, Any] = {"id": "c", "name": "起動能力を持つフォロワー"}
    if holder == "amulet":
        card.update(kind="amulet", name="起動能力を持つアミュレット")
    state = next(iter(states), None)
    if state == "acted":
        card["acted"] = True
    elif state == "summoning_sick":
        card["summoning_sick"] = True  # played this turn: it came into play standing
    player: dict[str, Any] = {
        "field": [card],
        "hand": [{"name": "手札のカード"} for _ in range(min(told.get("hand", 0), 40))],
    }
    if "pp" in told:
        player["pp"] = player["pp_max"] = min(told["pp"], 10)
    if "health" in told:
        player["health"] = told["health"]
    payload: dict[str, Any] = {"player1": player, "actions": [{"type": "activate", "card": "c", **cost}]}
    if untold and not _refused(payload):
        return None
    notes = [
        "起動能力を持つカードは自分の場のカードとし、自分のメインフェイズに使うものとしています(効果の内容は再現していません)。"
    ]
    if untold:
        notes.append(
            "カードの状態は書かれていませんが、ほかのコストが支払えないので状態にかかわらず使えません。"
        )
    if state == "summoning_sick":
        notes.append("このターンに場に出たカードはスタンド状態で出たものとしています。")

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            return (
                "使えません。コストの一部でも支払えないので、コストはまったく支払えません"
                f"({'、'.join(refused.rules)})"
            )
        if state == "summoning_sick":
            return "使えます。アクトのコストは、そのカードが場に出たターンでも支払えます(10.4.6.1、10.4.6)"
        return "使えます。コストをすべて支払えます(10.4.2、10.4.2.1)"

    return BuiltScenario(
        f"{GAME}.plan.activate_cost",
        payload,
        story(head, types=("rejected", "set_state", "counter", "move", "activate"), limit=4),
        tuple(notes),
    )
