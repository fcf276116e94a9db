"""ニンジャスレイヤー plan: a character with 耐久力 takes stated damage and/or ±X/±Y with no アイサツ — is
it killed (1302.1, 1303.1) — split from `ninjaslayer_fight` (which reads the アイサツ fights).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import (
    GAME,
    asks,
    cards,
    me,
    seat,
    sides,
)
from service.answering.plans.ninjaslayer_fight import _REMOVES, _attack, _gain, _spec, other
from service.answering.plans.ninjaslayer_turn_ends import TURN_END_NOTE, turn_ends
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import (
    cards_in,
    tell,
)
from service.engine.scenario import SimulationResult


def character_damage(reading: Reading) -> BuiltScenario | None:
    """A character with 耐久力 takes stated damage and/or ±X/±Y, with no アイサツ: is it killed (or
    what happens: the sentence tells its fate)?"""
    if _attack(reading) is not None or asks(reading) not in ("destroyed", "outcome"):
        return None  # 「どうなる?」「…与えたら?」: what happens is the card's fate, told in the text
    described = cards(reading)
    if described is None or len(described) != 1:
        return None
    card = described[0]
    durability = card.stat("durability")
    if durability is None:
        return None
    mine = me(reading)
    # 「(unowned)キャラに…3点入れたら倒せる?」: the card the asker removes is the opponent's
    removing = any(f.concept == "destroyed" and _REMOVES.search(f.text) for f in reading.asks())
    where = seat(card.owner, mine) or (other(mine) if removing else mine)
    spec = _spec(card, "b", "ダメージを受けるキャラ")
    gain = _gain(reading)
    if gain is not None:
        spec["gained"] = gain
    amounts = [
        int(f.value)
        for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and isinstance(f.value, int)
    ]
    hits = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and isinstance(f.value, int)
    ]
    passes = turn_ends(reading, hits)
    if passes is None:
        return None
    actions: list[dict[str, Any]] = []
    for n, ends in zip(amounts, passes, strict=True):
        actions += [{"kind": "end_phase"}] * (
            2 * ends
        )  # キャラクター → イクサ → the next turn's キャラクター
        actions.append({"kind": "effect", "op": "damage", "target": "b", "amount": n})
    if not actions and gain is None:
        return None
    payload: dict[str, Any] = {"phase": "character", where: {"field": [spec]}, "actions": actions}
    who = sides(reading)
    notes: tuple[str, ...] = ()
    if card.owner is None:
        whose = "倒せるかを問われているので相手" if removing else "自分"
        notes = (f"持ち主が書かれていないキャラは{whose}のものとして扱っています。",)
    if any(passes):
        notes += (TURN_END_NOTE,)

    def head(sim: SimulationResult) -> str:
        now = durability + (gain[1] if gain else 0)
        taken = sum(amounts[max((i for i, e in enumerate(passes) if e), default=0) :])
        if any(passes):
            reset = "ターン終了時の最終処理で、キャラクターが負っているダメージは0に戻ります"
            if any(c["uid"] == "b" for c in cards_in(sim, where, "ohigan")):
                return (
                    f"{reset}が、負っているダメージが耐久力{now}以上になった時点で殺されます(505.3a、1004.1)"
                )
            return (
                f"{reset}。最後のターンのダメージ{taken}点は耐久力{now}未満なので殺されません(505.3a、1004.1)"
            )
        if any(c["uid"] == "b" for c in cards_in(sim, where, "ohigan")):
            return (
                f"負っているダメージ{taken}点が耐久力{now}以上なので、"
                "キャラクターは殺されてオヒガンに置かれます(1004.1)"
            )
        return f"負っているダメージ{taken}点は耐久力{now}未満なので、キャラクターは殺されません(1004.1)"

    return BuiltScenario(
        f"{GAME}.plan.character_damage", payload, tell(head, who, ("modify", "damage", "move"), 4), notes
    )
