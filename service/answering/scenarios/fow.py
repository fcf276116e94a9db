"""Force of Will §10 situations: ‘…1つにつき’ damage, drawing several cards, discarding from an
empty hand. Only §10 is in the corpus, so nothing here ends a game."""

from __future__ import annotations

from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, story
from service.engine.scenario import SimulationResult

GAME = "fow"


def per_card_damage(facts: Facts) -> BuiltScenario | Unsupported | None:
    each = number(facts, "per_each")
    if each is None:
        return None
    zone = "field" if asks(facts, r"場の|フィールド") and not asks(facts, r"手札[^。]{0,4}につき") else "hand"
    count = number(facts, "hand") if zone == "hand" else None
    p1: dict[str, Any] = {"hand": count if count is not None else 3}
    op = {"kind": "deal_damage", "targets": ["player2"], "per_zone": zone, "per_player": "player1",
          "per_each": each}  # fmt: skip
    payload = {"player1": p1, "operations": [op]}
    return BuiltScenario(f"{GAME}.per_card_damage", payload, story(_per_head, limit=2))


def _per_head(sim: SimulationResult) -> str:
    hits = [e for e in sim.events if e.type == "counter" and e.data.get("delta", 0) < 0]
    if len(hits) == 1:
        return f"{-int(hits[0].data['delta'])}ダメージを1回で与えます"
    return f"ダメージを{len(hits)}回に分けて与えます"


def multi_draw(facts: Facts) -> BuiltScenario | Unsupported | None:
    n = number(facts, "draw")
    if n is None or n < 2:
        return None
    payload = {"operations": [{"kind": "draw", "n": n}]}
    return BuiltScenario(
        f"{GAME}.draw", payload, story(lambda s: f"{n}回、1枚ずつドローを繰り返します", limit=3)
    )


def empty_hand_discard(facts: Facts) -> BuiltScenario | Unsupported | None:
    empty = number(facts, "hand") == 0 or asks(facts, r"手札(?:に|が)(?:カードが)?(?:無|な)い|手札が空")
    if not empty or not asks(facts, r"捨て"):
        return None
    payload = {"player1": {"hand": 0}, "operations": [{"kind": "discard", "cards": None}]}
    return BuiltScenario(f"{GAME}.discard_empty", payload, story(_discard_head, limit=2))


def _discard_head(sim: SimulationResult) -> str:
    if any(e.type != "rejected" and "10.18.2.1" in e.rules for e in sim.events):
        return "手札にカードが無くても、手札は捨てたものとみなされます"
    return "手札を捨てる指示を実行します"


BUILDERS = (per_card_damage, multi_draw, empty_hand_discard)
