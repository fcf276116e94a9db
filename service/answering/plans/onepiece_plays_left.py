"""ONE PIECE plan `plays_left`: the active DON!! left after several cards played one after another, each
told with its own cost and its own verb — 「アクティブのドン!!が6枚。コスト3のキャラを登場させて、続けて
コスト2のイベントを発動した。アクティブなドン!!は何枚残ってる?」「…コスト1のキャラを出して、コスト2のキャラも出した。」.
Each play pays its cost by resting that many active DON!! (2-7-2, 2-7-3, 2-7-4, 6-5-3-1); the count asked
is the active DON!! after the last payment. `onepiece_pay.play_count` plays one card (or one card told N
times); before this plan a second verb left every such count withheld (style audit 17b).

Built from the facts: the asker's active DON!! (and rested ones) told, each card played with its kind and
cost named before its own verb (登場/出す/プレイ/使う/発動), nothing else. An event is run as a 【メイン】 one
(noted: a 【カウンター】 event's cost is paid the same way, 2-7-3). A count said right before a verb
plays that verb's card that many times (「コスト1のキャラを2体出して、コスト2のイベントも使った」, style
audit 18b); a count of several cards (「2体とも」), a cost lowering, a turn, another act, a stat or state
of a card, or plays the DON!! told cannot pay are not planned: the engine would refuse what the question
says was done.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, cards
from service.answering.plans.onepiece_don import askers_counts
from service.answering.plans.onepiece_pay import _rested_count, reduction
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAYABLE = frozenset({"character", "event", "stage"})
_VERBS = frozenset({"play", "use", "activate"})
_DON = 10  # 5-1-2: the DON!! deck's 10, the most the cost area holds


def plays_left(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not any(a.concept == "about:don_active" for a in reading.asks()):
        return None
    acts = reading.of(Role.ACTION)
    if len(acts) < 2 or any(f.concept not in _VERBS or f.negated for f in acts):
        return None
    if reading.of(Role.TURN, Role.MODIFIER, Role.STATE):
        return None
    times = _counts(reading, acts)
    if times is None:
        return None  # a number not said of one verb's card (「2体とも」 is `play_count`'s)
    if reduction(reading) != 0:
        return None
    boxes = sorted(cards(reading), key=lambda b: b.first())
    if len(boxes) != len(acts) or any(
        b.kind not in _PLAYABLE or set(b.stats) != {"cost"} or b.states or b.owner not in (ASKER, None)
        for b in boxes
    ):
        return None  # each card told with its cost only, one card per verb
    bounds = [0, *(f.end for f in acts)]
    if any(not bounds[i] <= b.first() < acts[i].start for i, b in enumerate(boxes)):
        return None  # each card named before its own verb, after the verb before it
    if (
        sum(b.kind == "stage" for b in boxes) > 1
        or sum(n for b, n in zip(boxes, times, strict=True) if b.kind == "character") > 5
    ):
        return None  # a second stage replaces the first (3-8-5-1); five characters fill the area
    held = askers_counts(reading)
    if held is None:
        return None
    don: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if not isinstance(f.value, int) or f.start > acts[0].start:
            return None  # a count told after the plays is no count before them
        if f.concept == "don_count" and _rested_count(reading, f):
            don["don_rested"] = f.value
        elif f.concept in ("don_active", "don_rested") and f.concept not in don:
            don[f.concept] = f.value
        else:
            return None  # a count this plan does not place, or one told twice
    total = sum(b.stats["cost"] * n for b, n in zip(boxes, times, strict=True))
    if "don_active" not in don or not total <= don["don_active"] <= _DON:
        return None  # the active DON!! pay every cost (2-7-2); a play they cannot pay is not made
    if sum(don.values()) > _DON:
        return None
    hand: list[dict[str, Any]] = []
    for i, (b, n) in enumerate(zip(boxes, times, strict=True)):
        for copy in range(n):  # 「コスト1のキャラを2体出して」: that card played twice (2-7-2 each)
            spec: dict[str, Any] = {
                "id": f"p{i + 1}-{copy + 1}",
                "name": f"出すカード{i + 1}",
                "kind": b.kind,
            }
            spec["cost"] = b.stats["cost"]
            if b.kind == "event":
                spec["keywords"] = ["メイン"]
            hand.append(spec)
    notes: tuple[str, ...] = ()
    if any(b.kind == "event" for b in boxes):
        notes = (
            "イベントはメインフェイズに使う【メイン】のイベントとしています(コストはどのイベントも"
            "アクティブのドン!!をレストして支払います、2-7-3)。",
        )
    payload = {
        "player1": {"hand": hand, **don},
        "actions": [{"type": "play", "card": s["id"]} for s in hand],
    }

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return "書かれたカードをすべては出せません"
        cost = sim.zone("player1", "cost")
        active = sum(1 for c in cost if not c["flags"].get("rested"))
        return (
            f"支払い後のアクティブのドン!!は{active}枚です(出したカードのコスト合計{total}枚分の"
            f"ドン!!をレストします、2-7-2、2-7-3)"
        )

    return BuiltScenario(f"{GAME}.plan.plays_left", payload, tell(head, limit=3), notes)


def _counts(reading: Reading, acts: Sequence[Fact]) -> list[int] | None:
    """How many times each verb plays its card: 1, or the count said right before it (「コスト1のキャラを
    2体出して、コスト2のイベントも使った」: 2, 1) — every told number one verb's count, 1 to 5."""
    numbers = reading.of(Role.NUMBER)
    out: list[int] = []
    for verb in acts:
        said = [n for n in numbers if _PLAYED_ONE.fullmatch(reading.text, n.end, verb.start)]
        if len(said) > 1 or (said and not isinstance(said[0].value, int)):
            return None
        out.append(int(said[0].value) if said else 1)  # type: ignore[arg-type]
    if sum(n != 1 for n in out) != len(numbers) or not all(1 <= n <= 5 for n in out):
        return None
    return out


# 「2体出して」「2枚続けて使った」: a count right before its verb — not 「2体とも」 (cards told before it)
_PLAYED_ONE = re.compile(r"\s*(?:体|枚|回|つ)\s*(?:を|も)?\s*(?:続けて|連続で)?\s*")
