"""The asker's battle told going on by the opponent's counter in it, and a 【起動メイン】 tried then.

「アタックしたら相手がカウンター切ってきた。ここで…」: only the attacked player uses a counter, in its
counter step (7-1-3-2), so a counter told after the asker's attack and before the card tried puts
that try inside the battle (7-1-3) — as 「アタック中」 does for `onepiece_in_battle`. What is tried
there is a hand event (`onepiece_in_battle`'s run) or a card's 【起動メイン】 effect: the latter only
in a main phase outside battle (10-2-2-1, 6-5-4-1), so the engine's activation told `in_battle` is
refused whatever the effect or its cost (which the run therefore does not need).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
MAIN_ABILITY = "起動メイン"
# a card's own text quoted: what it says happens (「このバトル中パワー+4000」) is no fact of the game
_QUOTED = re.compile(r"「[^「」]*」|『[^『』]*』")
# after the counter, the battle told resolved or over (a damage, a KO, a win, 「その後」): the try may be
# back in the main phase outside battle, which this reading does not place; 「パワー負けた」 is the
# powers compared in the counter step, no result yet
_RESOLVED = re.compile(
    r"後|あと|終わ|終了|済[んま]|(?<!パワー)(?<!力)負け|勝[っちつ]|通[っしる]|KO|ダメージ|トラッシュ|次の|ライフ"
)
# 「ドン払って撃って」: the payment of the play tried, told right before it (2-7-2)
_PAID_BEFORE = frozenset({"", "て", "って", "、"})


def paid_for(reading: Reading, fact: Fact, verb: Fact) -> bool:
    """`fact` is the payment of the act tried right after it (「ドン払って撃って」)."""
    return fact.concept == "pay" and reading.text[fact.end : verb.start].strip() in _PAID_BEFORE


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """The [start, end) spans of the question's 「…」/『…』 quotes."""
    return [(m.start(), m.end()) for m in _QUOTED.finditer(text)]


def inside(fact: Fact, spans: list[tuple[int, int]]) -> bool:
    return any(start <= fact.start and fact.end <= end for start, end in spans)


def countered_in_battle(reading: Reading, attack: Fact, verb: Fact) -> bool:
    """A counter told after the asker's attack and before the act tried, by the opponent (an owner word
    of the opponent the nearest one before it in that stretch, 「相手がカウンター切ってきた」: only the
    attacked player has one, 7-1-3-2), with nothing told after it that ends the battle."""
    counters = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "counter" and not f.negated and attack.end <= f.start and f.end <= verb.start
    ]
    if len(counters) != 1:
        return False
    counter = counters[0]
    owners = [f for f in reading.of(Role.OWNER) if attack.end <= f.start and f.end <= counter.start]
    if not owners or owners[-1].concept != "opponent":
        return False
    # 「カウンター切ってきて、バトルに負けた。その後…」: the battle told over before the try (7-1-5)
    return _RESOLVED.search(reading.text, counter.end, verb.start) is None


def activation_in_battle(
    reading: Reading, boxes: list[Box], attack: Fact, verb: Fact, countered: bool
) -> BuiltScenario | None:
    """「アタックしたら相手がカウンター切ってきた。ここで俺のリーダーの【起動メイン】使える?」: the asker's
    one card holding 【起動メイン】, named after the attack, activated during that battle (10-2-2-1)."""
    if verb.concept not in ("use", "activate"):
        return None
    able = [b for b in boxes if MAIN_ABILITY in b.keywords]
    if len(able) != 1 or sum(1 for f in reading.of(Role.KEYWORD) if f.concept == MAIN_ABILITY) != 1:
        return None
    card = able[0]
    if card.owner != ASKER or card.kind not in ("leader", "character") or card.first() < attack.end:
        return None
    if set(card.keywords) - {MAIN_ABILITY} or card.states.get("rested"):
        return None  # 【ターン1回】, 【ドン!!×N】 or a state: the run reads only the timing
    seat = seats(ASKER)
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    ref = "leader"
    if card.kind == "leader":
        players[ASKER]["leader"] = {"name": "自分のリーダー", "keywords": [MAIN_ABILITY]}
    else:
        players[ASKER]["characters"] = [{"id": "able", "name": "自分のキャラ", "keywords": [MAIN_ABILITY]}]
        ref = "able"
    scripted: dict[str, Any] = {"type": "attack", "attacker": "leader", "target": "leader"}
    attacked = "リーダー"
    if any(b.owner == OTHER and b.kind == "character" and b.first() < attack.start for b in boxes):
        # 「相手のキャラにアタックしたら」: a character attacked is a rested one (7-1-1-2)
        players[OTHER]["characters"] = [{"id": "target", "name": "アタックされたキャラ", "rested": True}]
        scripted["target"], attacked = "target", "レストのキャラ"
    notes = [
        f"アタックしたのは自分のリーダー、アタックされたのは相手の{attacked}としています(どのカードでも結果は同じです)。",
        "【起動メイン】の効果の内容とコストは再現していません(いつ発動できるかだけを確かめます)。",
    ]
    if scripted["target"] == "target":
        notes.append(
            "アタックされた相手のキャラはレスト状態としています(アタックできるのはレストのキャラだけです)。"
        )
    if countered:
        notes.append(script_counter(players, OTHER, scripted))
    payload = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [scripted, {"type": "activate", "card": ref, "in_battle": True}],
    }
    return BuiltScenario(
        f"{GAME}.plan.activation_in_battle",
        payload,
        tell(can_head("バトル中に【起動メイン】を発動すること"), me=seat[ASKER]),
        tuple(notes),
    )


def script_counter(players: dict[str, dict[str, Any]], defender: str, attack: dict[str, Any]) -> str:
    """The opponent's counter told in the battle, scripted as a hand character's (アイコン)カウンター
    used on the attacked card (7-1-3-2-1): its value is not told and the try after it does not depend
    on it. Returns the note saying so."""
    hand = players[defender].setdefault("hand", [])
    hand.append({"id": "told_counter", "name": "カウンターに使ったキャラ", "counter": 1000})
    attack["counters"] = [{"card": "told_counter"}]
    return "相手のカウンターは(アイコン)カウンター1000のキャラとしています(値は結果を変えません)。"


def event_text(reading: Reading, event: Box) -> tuple[list[Fact], bool] | None:
    """The power changes and whether a character is named in the event's own quoted text (「このバトル
    中」 there is its duration, no battle told)
    — 「【メイン】イベント(コスト1「自分のキャラ1枚を、このターン中、パワー+2000。」)」: facts the
    scenario holds as the event's printed change, none of which decides when it may be played.
    None when something else is read in that text (an action, a keyword, a state: not read here)."""
    spans = [s for s in quoted_spans(reading.text) if 0 <= s[0] - event.first() <= 24]
    if not spans:
        return [], False
    facts = [f for f in reading.facts if inside(f, spans[:1])]
    changes = [f for f in facts if f.role is Role.MODIFIER and f.concept in ("plus", "minus")]
    named = [f for f in facts if f.role is Role.QUANTITY and f.concept == "field_count"]
    if (
        any(
            (f.role in (Role.ACTION, Role.KEYWORD, Role.STATE, Role.STAT, Role.TURN) and f.text != "バトル")
            or (f.role is Role.QUANTITY and f not in named)
            for f in facts
        )
        or len(changes) > 1
    ):
        return None
    return changes, bool(named)
