"""「6体目を出すためにトラッシュに置いたキャラの【KO時】は発動する?」 planned from the reading (3-7-6-1,
10-2-1-3).

The question plays a 6th character (「6体目」) and asks (「〜する?」「〜できる?」) whether the 【KO時】
effect of a character is activated. The asker plays in its main phase (a default in `notes`): five
characters stand, one of them with 【KO時】, and the new character replaces that one (3-7-6-1: it
is put in the owner's trash, no KO). The engine records whether the 【KO時】 is activated — only a
KO by an effect or a battle activates it (10-2-1-3) — and the verdict says so. A question that also
tells a battle, a KO or any card's stats, states or other keywords is not this situation.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
KO_TIMING = "KO時"
LIMIT = 5  # 3-7-6: the character area holds five
_ELSEWHERE = frozenset({"attack", "attacked", "won", "destroy", "block", "counter", "damage", "draw"})


def replaced_ko(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in ("activate", "trigger"):
        return None
    keywords = [k for k in reading.of(Role.KEYWORD) if not k.negated]
    if not keywords or any(k.concept.strip("【】") != KO_TIMING for k in keywords):
        return None  # no 【KO時】 named, or another keyword: its part is not read
    sixth = [
        f
        for f in reading.of(Role.NUMBER)
        if f.concept == "ordinal" and f.value == LIMIT + 1 and "体" in f.text
    ]
    plays = [f for f in reading.of(Role.ACTION) if f.concept == "play" and not f.negated]
    if not sixth or not plays or not any(p.start > sixth[0].start for p in plays):
        return None  # the 6th character played (3-7-6-1)
    if any(f.concept in _ELSEWHERE and not f.negated for f in reading.of(Role.ACTION)):
        return None  # a battle or a KO told: another way to the trash
    counts = [f for f in reading.of(Role.QUANTITY) if not (f.concept == "field_count" and f.value == LIMIT)]
    if (
        counts
        or reading.of(Role.STAT, Role.STATE)
        or any(f.owner == OTHER for f in reading.of(Role.OWNER, Role.CARD, Role.QUANTITY))
    ):
        return None  # a described card, a count other than the five there, or the opponent's cards
    characters: list[dict[str, Any]] = [{"id": "ko", "name": "【KO時】を持つキャラ", "keywords": [KO_TIMING]}]
    characters += [{"id": f"c{i}", "name": f"キャラ{i}"} for i in range(2, LIMIT + 1)]
    hand = [{"id": "sixth", "name": "6体目のキャラ", "cost": 0}]
    action = {"type": "play", "card": "sixth", "replace": "ko"}
    notes = (
        "自分のメインフェイズに、キャラが5体いる状態で6体目のキャラ(コストは指定がないので0)を"
        "登場させたとしています。",
        "トラッシュに置いたのは【KO時】効果を持つキャラとしています(効果の内容は結果に関わりません)。",
    )
    seat = seats(ASKER)
    payload = {
        seat[ASKER]: {"characters": characters, "hand": hand},
        seat[OTHER]: {},
        "actions": [action],
    }
    return BuiltScenario(
        f"{GAME}.plan.replaced_ko", payload, tell(can_head("【KO時】の発動"), me=seat[ASKER]), notes
    )
