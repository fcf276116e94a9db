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

import re
from typing import Any

from service.answering.plans.onepiece_battle_window import inside, quoted_spans
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
# what a 【KO時】 effect does, asked in its place (「発動して1枚引ける?」)
_EFFECT_ASKED = frozenset({"draw"})
_THEN = re.compile(r"\s*(?:し\s*)?て\s*")


def replaced_ko(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    quoted = quoted_spans(reading.text)  # 「【KO時】カード1枚を引く」: the effect's own text, no act told
    acts = [f for f in reading.of(Role.ACTION) if not inside(f, quoted)]
    if verb is not None and verb.concept in _EFFECT_ASKED:
        # 「KO時発動して1枚引ける?」: the effect asked through what it does, activated right before it
        before = [f for f in acts if f.concept == "activate" and f.end <= verb.start]
        if not before or not _THEN.fullmatch(reading.text[before[-1].end : verb.start]):
            return None
        acts = [f for f in acts if f is not verb]
        verb = before[-1]
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
    plays = [f for f in acts if f.concept == "play" and not f.negated]
    if not sixth or not plays or not any(p.start > sixth[0].start for p in plays):
        return None  # the 6th character played (3-7-6-1)
    if any(f.concept in _ELSEWHERE and not f.negated for f in acts):
        return None  # a battle or a KO told: another way to the trash
    counts = [f for f in reading.of(Role.QUANTITY) if not (f.concept == "field_count" and f.value == LIMIT)]
    if (
        counts
        or reading.of(Role.STAT, Role.STATE)
        or any(f.owner == OTHER for f in reading.of(Role.OWNER, Role.CARD, Role.QUANTITY))
    ):
        return None  # a described card, a count other than the five there, or the opponent's cards
    printed = _printed_draw(reading, quoted)
    if printed is None:
        return None  # the quoted 【KO時】 text holds more than a draw: not read here
    ko_card: dict[str, Any] = {"id": "ko", "name": "【KO時】を持つキャラ", "keywords": [KO_TIMING]}
    if printed:  # 「「【KO時】カード1枚を引く」持ち」: its text, carried out only on a KO (10-2-1-3)
        ko_card["effects"] = [{"timing": "on_ko", "effect": "draw", "amount": printed}]
    characters: list[dict[str, Any]] = [ko_card]
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


def _printed_draw(reading: Reading, quoted: list[tuple[int, int]]) -> int | None:
    """The cards the 【KO時】 text quoted draws (「「【KO時】カード1枚を引く」」): 0 when no text is quoted,
    None when a quote holds anything but that one draw (another effect, a condition)."""
    if not quoted:
        return 0
    if len(quoted) > 1:
        return None
    inside_facts = [
        f for f in reading.facts if inside(f, quoted) and f.role not in (Role.NEUTRAL, Role.TERM, Role.NUMBER)
    ]
    draws = [f for f in inside_facts if f.role is Role.ACTION and f.concept == "draw"]
    rest = [
        f for f in inside_facts if f not in draws and not (f.role is Role.KEYWORD and f.concept == KO_TIMING)
    ]
    if rest or len(draws) != 1 or not isinstance(draws[0].value, int) or draws[0].value < 1:
        return None
    return draws[0].value
