"""A card's cost lowered by an effect the question tells (「コストを3軽く」「コスト-2」), and the DON!! its
play rests: 「…コスト2のキャラに使ったら、登場させるのにドン!!は何枚レストにすればいい?」 (1-3-6, 2-7-2).

`reduction` is the one lowering the question tells (0 when none); the engine pays the printed cost
lowered by it, 0 when that goes below 0 (1-3-6: a value other than power modified below 0 is treated
as 0). `don_paid` plans the count of DON!! a play rests: the asker plays the one card whose cost is
told in its main phase, with DON!! enough (their count decides nothing here, noted); the effect that
lowers the cost is not run, only its told amount.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_pay import many_played, raised, reduction
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAYABLE = ("character", "event", "stage")
# 「ドン!!は何枚レストにすればいい?」「ドン!!何枚払う?」「ドン!!は何枚必要?」: the DON!! a payment takes
_PAID = re.compile(
    r"ドン[^。??]{0,12}?(?:何\s*枚|いくつ)[^。??]{0,10}?(?:レスト|払|支払|必要|使う|いる|要る)"
)
_CHANGES = frozenset({"cost_reduce", "cost_raise"})
_ENOUGH = 10  # DON!! enough for any cost the question can lower (the cost area holds 10 at most, 6-4-2)


def don_paid(reading: Reading) -> BuiltScenario | None:
    counted = [f for f in reading.of(Role.QUANTITY) if f.value is not None] + list(reading.of(Role.NUMBER))
    if asked(reading) != "number" or counted:
        return None  # a count told (of DON!!: the plans that place it answer, onepiece_pay)
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return None
    begun = max(reading.text.rfind(c, 0, ask.start) for c in "。??！") + 1  # not the 「!!」 of ドン!!
    if not _PAID.search(reading.text, begun):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    plays = [f for f in acts if f.concept == "play"]
    # 「それをコスト2のキャラに使った場合」: the lowering used on the card, not a second play; 「…ドン!!は何枚
    # レストすればいい?」 with no play verb: the payment asked is the play's (2-7-2)
    if len(plays) > 1 or any(f.concept not in ("play", "use", "pay") for f in acts) or many_played(reading):
        return None
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)) or reading.of(Role.STATE, Role.KEYWORD):
        return None
    reduce, raise_ = reduction(reading), raised(reading)
    boxes = cards(reading)
    costed = [b for b in boxes if "cost" in b.stats]
    if reduce is None or raise_ is None or len(costed) != 1:
        return None
    if not plays and (not (reduce or raise_) or any(f.concept != "pay" for f in acts)):
        # no play and no change told: the plain payment plans answer it; 「…軽くして使った」: what is used
        # (the card, or the lowering effect) is not read without a play verb
        return None
    box = costed[0]
    if box.kind not in _PLAYABLE or box.owner not in (ASKER, None) or set(box.stats) - {"cost", *_CHANGES}:
        return None
    if any(b is not box and (set(b.stats) - _CHANGES or b.owner == OTHER) for b in boxes):
        return None  # another described card, or the opponent's: not this plan's
    cost = box.stats["cost"]
    if cost - reduce + raise_ > _ENOUGH:
        return None
    card: dict[str, Any] = {"id": "played", "name": "出すカード", "kind": box.kind, "cost": cost}
    notes = [f"アクティブのドン!!は足りる{_ENOUGH}枚としています(レストにする枚数はコストで決まります)。"]
    if box.kind == "event":
        card["keywords"] = ["メイン"]
        notes.append("イベントは、メインフェイズに発動できる【メイン】のイベントとして扱っています。")
    if reduce or raise_:
        notes.append("コストを変える効果は実行せず、書かれた量だけコストを変えています。")
    action: dict[str, Any] = {"type": "play", "card": "played"}
    if reduce:
        action["cost_reduce"] = reduce
    if raise_:
        action["cost_raise"] = raise_
    payload = {"player1": {"hand": [card], "don_active": _ENOUGH}, "actions": [action]}
    return BuiltScenario(f"{GAME}.plan.don_paid", payload, tell(_head(), limit=3), tuple(notes))


def _head() -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        paid = sum(1 for c in sim.zone("player1", "cost") if c["flags"].get("rested"))
        return f"コストとしてレストにするドン!!は{paid}枚です"

    return head
