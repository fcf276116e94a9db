"""ニンジャスレイヤー plan: dividing an effect's damage among its targets (1305.1, 1204.2f-1: each target
is given at least 1 when the amount is divided) — whether the split the question writes is allowed.

Built from the facts: 「割り振る」, the total (「合計3ダメージ」), how many of the opponent's characters
the effect targets (「キャラクター2人」), and one amount per target written after it (「片方に3点、もう
片方に0点」) — every bare number of the question must be one of those amounts (no other number is
left unplanned). With no split written and every character targeted (「4人全員を選んで割り振れる?」),
whether any split gives every target at least 1: one exists exactly when the targets are no more than
the points. The effect is a コトダマ of the asker's in their キャラクターフェイズ (its コスト, not
the question's, a default of 0 named in notes; targets are vanilla characters).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, refusal, tell
from service.engine.scenario import SimulationResult

NOTE = (
    "割り振る効果はコスト0の自分のコトダマとして、自分のキャラクターフェイズに使うものとして扱っています"
    "(答えはこれによりません)。"
)
SPLIT_NOTE = (
    "割り振り方は書かれていないので、すべての対象に1点以上となる分け方があるか(対象が点数より多ければ"
    "どの分け方でも0点の対象が残る)をシミュレーションしています。"
)


def divide_damage(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or not any(f.concept == "割り振る" for f in reading.of(Role.TERM)):
        return None
    if reading.of(Role.STAT, Role.KEYWORD, Role.STATE) or cards(reading) != []:
        return None  # a card named with nothing of its own (「相手のキャラを好きな数選び」) is a target
    damages = [f for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated]
    others = [f for f in reading.of(Role.ACTION) if f.concept not in ("damage", "target")]
    if len(damages) != 1 or others or not isinstance(damages[0].value, int):
        return None
    total = damages[0].value
    mine = me(reading)
    counts = quantities(reading, mine)
    foe = PLAYER2 if mine == PLAYER1 else PLAYER1
    if mine != PLAYER1 or counts is None or set(counts) != {(foe, "field_count")}:
        return None
    n = counts[(foe, "field_count")]
    # the amounts split: bare numbers, the last one perhaps read as what is asked (「…2点と3点に分けられる?」)
    split = sorted(
        [*reading.of(Role.NUMBER), *(f for f in reading.asks() if f.concept == "about:number")],
        key=lambda f: f.start,
    )
    # 「全員選んで」, or asked as what is allowed (「3体全員に割り振れる?」)
    every = any(f.concept in ("all_targets", "about:all_targets") and not f.negated for f in reading.facts)
    if not split and n >= 2 and every:
        # no split written (「4人全員に割り振れる?」): whether any split gives each at least 1 — with
        # more targets than points, every split leaves one at 0 (1305.1); else 1 each, the rest on one
        amounts = [1] * min(n, total) + [0] * max(n - total, 0)
        amounts[0] += max(total - n, 0)
        return _built(reading, total, n, amounts, written=False)
    if (
        len(split) != n
        or n < 2
        or any(f.start < damages[0].end or not isinstance(f.value, int) for f in split)
    ):
        return None
    amounts = [int(f.value) for f in split if isinstance(f.value, int)]
    if sum(amounts) != total:
        return None  # a split of another total is not this effect's
    return _built(reading, total, n, amounts, written=True)


def _built(reading: Reading, total: int, n: int, amounts: list[int], *, written: bool) -> BuiltScenario:
    targets = [{"id": f"t{i + 1}", "name": "割り振られるキャラ", "durability": 50} for i in range(n)]
    effect = {
        "effect": "damage",
        "timing": "kotodama",
        "amount": total,
        "targets": [{"card": t["id"]} for t in targets],
        "divide": amounts,
    }
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {
            "hand": [
                {"id": "k", "name": "割り振るコトダマ", "kind": "kotodama", "cost": 0, "effects": [effect]}
            ]
        },
        PLAYER2: {"field": targets},
        "actions": [{"kind": "kotodama", "player": PLAYER1, "card": "k"}],
    }
    who = sides(reading)
    said = "点と".join(str(a) for a in amounts) + "点"

    def head(sim: SimulationResult) -> str:
        if not written:
            if refusal(sim) is not None:
                return (
                    f"できません。{n}体に合計{total}点を割り振ると少なくとも1体が0点になりますが、"
                    "割り振るときはすべての対象に1点以上を割り振ります"
                )
            return f"できます。{n}体のすべてに1点以上({said})を割り振れます"
        if refusal(sim) is not None:
            return f"できません。ダメージを割り振るときは、すべての対象に1点以上を割り振ります({said}は不可)"
        return f"できます。{said}の割り振りは、すべての対象に1点以上なので認められます"

    notes = (NOTE,) if written else (NOTE, SPLIT_NOTE)
    return BuiltScenario(
        f"{GAME}.plan.divide_damage", payload, tell(head, who, ("rejected", "damage"), 3), notes
    )
