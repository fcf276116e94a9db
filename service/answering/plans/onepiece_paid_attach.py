"""「ドン!!4枚をレストにしてキャラを出した。そのレストのドン!!をリーダーに付与できる?」 planned from the
reading (2-7-2, 6-5-5-1; audit 28d).

The question tells the DON!! rested to pay a play by their count (`don_paid`: 「ドン!!4枚をレストにして」
「コストエリアのドン!!5枚を全部レストにして」「7枚のうち5枚をレストにして」) and then asks whether DON!!
can be given. The run plays the card from the hand, paying its cost from that many active DON!!
(2-7-2), and gives one DON!! to the card named after the play (6-5-5-1: only an active DON!! of the
cost area): the engine refuses it when none stays active.

How many stay active decides it, so the plan needs the cost area told whole: every DON!! rested
(「全部」「4枚とも」, or a cost area / total told equal to the count paid: 「コストエリアに残ってるのは
そのレストの4枚だけ」), or a larger cost area with the rest told active (「残りのアクティブ2枚」).
The played card's cost is the count paid unless told (a note; a told cost that differs — a reduction
— gets no scenario). `onepiece_pay.play_then_attach` keeps the plays told by their active DON!!.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_cards import ASKER, cards
from service.answering.plans.onepiece_pay import attach_head
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
# 「全部レストにして」「4枚ともレストにした」: the count paid is every DON!! of the cost area
_WHOLE = re.compile(r"全部|全て|すべて|とも")
# the counts that tell the cost area whole
_AREA = ("don_area", "don_total")
_PLAYABLE = ("character", "stage", "event")


def paid_then_attach(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "can":
        return None
    acts = list(reading.of(Role.ACTION))
    if [f.concept for f in acts] != ["play", "attach_don"] or any(f.negated for f in acts):
        return None
    play, attach = acts
    if reading.of(Role.TURN):
        return None  # a turn told (the opponent's: no DON!! given, 6-5-2) is `can_attach`'s
    counts = list(reading.of(Role.QUANTITY))
    paid = [q for q in counts if q.concept == "don_paid"]
    area = [q for q in counts if q.concept in _AREA]
    if len(paid) != 1 or len(area) > 1 or len(counts) != len(paid) + len(area):
        return None
    spent = paid[0].value
    if not isinstance(spent, int) or not 0 < spent <= 10 or paid[0].owner not in (ASKER, None):
        return None
    total = _told_total(reading, paid[0], area[0] if area else None)
    if total is None:
        return None
    boxes = cards(reading)
    played = [b for b in boxes if b.kind in _PLAYABLE and b.first() < play.end]
    given = [b for b in boxes if b.first() > play.end and b.first() < attach.start]
    if len(played) != 1 or len(given) != 1 or len(boxes) != 2:
        return None
    card, target = played[0], given[0]
    if card.states or card.keywords or set(card.stats) - {"cost"} or card.owner not in (ASKER, None):
        return None
    if target.states or target.keywords or set(target.stats) - {"don"} or target.owner not in (ASKER, None):
        return None
    notes: list[str] = []
    cost = card.stats.get("cost", spent)
    if cost != spent:
        return None  # a cost paid with fewer or more DON!! than printed: a change the plan does not read
    if "cost" not in card.stats:
        notes.append(f"出したカードのコストは、支払ったドン!!の枚数と同じ{spent}としています(2-7-2)。")
    if target.kind == "leader":
        uid = "leader"
    elif target.kind == "character" and card.kind == "character":
        uid = "played"  # 「キャラに付与」: the one character on the field is the one just played
        notes.append("付与する先のキャラは、出したキャラとしています。")
    else:
        return None
    hand_card = {"id": "played", "name": "出すカード", "kind": card.kind, "cost": cost}
    count = target.stats.get("don", 1)
    actions: list[dict[str, Any]] = [
        {"type": "play", "card": "played"},
        {"type": "attach_don", "target": uid, "count": min(max(count, 1), 10)},
    ]
    payload = {"player1": {"hand": [hand_card], "don_active": total}, "actions": actions}
    notes.append(
        f"コストエリアのドン!!は支払いの前にアクティブ{total}枚で、そのうち{spent}枚をコストの支払いで"
        "レストにしたとしています。"
    )
    return BuiltScenario(
        f"{GAME}.plan.paid_then_attach", payload, tell(attach_head("can"), limit=3), tuple(notes)
    )


def _told_total(reading: Reading, paid: Fact, area: Fact | None) -> int | None:
    """The active DON!! before the payment: the count paid when it is every DON!! of the cost area
    (「全部」「N枚とも」, or a cost area told as large), a larger cost area when its rest is told active
    (「残りのアクティブ2枚」); None when how many stay active is not told."""
    spent = int(str(paid.value))
    if area is not None:
        if area.owner not in (ASKER, None) or not isinstance(area.value, int):
            return None
        if area.value == spent:
            return spent
        active_told = any(
            s.concept == "active" and not s.negated and s.start > paid.end for s in reading.of(Role.STATE)
        )
        return area.value if area.value > spent and active_told else None
    return spent if _WHOLE.search(paid.text) else None
