"""The opponent's next attack after a counter, planned from the reading (7-1-3-2-1, 7-1-5-4): 「相手のターン、
俺のパワー5000のリーダーが殴られて、カウンター+2000のキャラを使って守った。同じターンにまた殴られた。何もしなけ
れば俺のリーダーのパワーは?」 → 5000; with the second attacker's power told, the life left or whether the
attacked character is KO'd.

A 「(アイコン)カウンター」 raises power 「そのバトル中」 (7-1-3-2-1), and the non-turn player's effects
lasting 「このバトル中」 end when the battle ends (7-1-5-4): the next attack of the same turn meets the
card's own power. The run is two attacks of the opponent's turn on the asker's one card — the counter
card (its value told) used in the first, nothing in the second.

Read only when the question tells exactly two attacks of the opponent, one counter value between them, one
card of the asker with its power attacked in both (named again, if at all, with nothing bound to it) and no
other act than the counter's use and denied blocks or counters. An attacker's power must be told unless only
the leader's power at the second attack is asked (the battles' results change a leader's life, not its
power: a default, noted). 「守った」「しのいだ」 with an attacker's power told are checked by the run: the
first battle must be lost by the attacker, or no scenario.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_attacking import attacking_side, attacks
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.plans.onepiece_don_power import power_asked
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_FIGHTERS = ("leader", "character")
# the counter's own use (「カウンター+2000のキャラを使って」「捨てて」) and the blocks/counters denied later
_ALLOWED_ACTS = frozenset({"use", "discard", "attack", "attacked"})
# 「ライフは何枚?」「ライフ何枚になる?」: the asker's life asked
_LIFE_ASKED = re.compile(r"ライフ\s*(?:は|って|が)?\s*(?:残り)?\s*(?:何|なん)\s*枚")
# 「守った」「しのいだ」「返り討ち」「耐えた」: the first battle told as won by the defender
_HELD = re.compile(r"守っ|守り|しのい|凌い|防い|返り討ち|耐え")


def counter_next_battle(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in ("number", "destroyed"):
        return None
    found = attacks(reading)
    if len(found) != 2 or attacking_side(reading) != OTHER:
        return None
    first, second = found
    counters = [f for f in reading.of(Role.STAT) if f.concept == "counter" and not f.negated]
    if len(counters) != 1 or not isinstance(counters[0].value, int) or counters[0].value <= 0:
        return None
    counter = counters[0]
    boost = int(str(counter.value))
    if not first.start < counter.start < second.start:
        return None  # the counter is the first battle's, told between the two attacks
    # 「KOされる?」: the destroy asked is no act told
    asks = reading.asks()
    acts = [
        f
        for f in reading.of(Role.ACTION)
        if f not in found and not (f.concept == "destroy" and asks and f.start >= asks[-1].start - 4)
    ]
    if any(
        not (f.negated and f.concept in ("block", "counter")) and f.concept not in _ALLOWED_ACTS for f in acts
    ):
        return None  # another act (a block, an event, a KO) is another plan's
    if any(f.concept in ("attack", "attacked") for f in acts):
        return None  # a third attack the plan does not run
    if reading.of(Role.KEYWORD) or reading.of(Role.MODIFIER):
        return None  # 【ブロッカー】, a +N effect: other plans'
    if any(f.concept not in ("opponent_turn",) for f in reading.of(Role.TURN)):
        return None
    boxes = [b for b in cards(reading) if "counter" not in b.stats]
    mine = [b for b in boxes if b.owner in (ASKER, None) and b.kind in _FIGHTERS]
    theirs = [b for b in boxes if b.owner == OTHER]
    if len(boxes) != len(mine) + len(theirs) or not mine:
        return None
    target = mine[0]
    power = target.power()
    if power is None or set(target.stats) != {"power"} or target.keywords:
        return None
    if target.states and not (target.kind == "character" and target.states == {"rested": True}):
        return None
    if any(b.kind != target.kind or b.stats or b.keywords or b.states for b in mine[1:]):
        return None  # another card of the asker's, not the attacked one named again
    if target.first() > counter.start:
        return None  # the attacked card is told before its counter
    # 「カウンター2000のキャラを捨てて7000で守り切った」: the first battle's power told as what the
    # counter made it, between the counter and the next attack — any other number is not read
    if any(
        not (counter.end <= f.start < second.start and f.value == power + boost)
        for f in reading.of(Role.NUMBER)
    ):
        return None
    if any(b.kind not in _FIGHTERS or b.keywords or b.states or set(b.stats) - {"power"} for b in theirs):
        return None
    by_first = [b for b in theirs if max(m.start for m in b.mentions()) < counter.start]
    by_second = [b for b in theirs if min(m.start for m in b.mentions()) > counter.end]
    if len(by_first) + len(by_second) != len(theirs) or len(by_first) > 1 or len(by_second) > 1:
        return None  # an attacker named in both battles, or several in one: which attacks is not read
    power_only = kind == "number" and power_asked(reading) and target.kind == "leader"
    life_only = kind == "number" and not power_asked(reading) and _LIFE_ASKED.search(reading.text) is not None
    if kind == "number" and not (power_only or life_only):
        return None
    if kind == "destroyed" and target.kind != "character":
        return None
    notes: list[str] = []
    attackers: list[dict[str, Any]] = []
    for n, told in enumerate((by_first, by_second), start=1):
        box = told[0] if told else None
        value = box.power() if box is not None else None
        if value is None:
            if not power_only:
                return None  # the battle's result decides the answer: its attacker's power must be told
            value = power
            notes.append(
                f"{n}回目にアタックした相手のカードのパワーは書かれていないので{power}としています"
                "(リーダーのパワーには関わりません)。"
            )
        kind_of = box.kind if box is not None else "character"
        attackers.append({"kind": kind_of, "power": value})
    if attackers[0]["kind"] == attackers[1]["kind"] == "leader":
        return None  # one leader attacking twice in a turn: not this plan's reading
    # 「俺のリーダーはパワー5000でライフ2枚」: a life with no owner word is the attacked leader's
    life_of = ASKER if target.kind == "leader" else None
    if life_of and any(f.concept == "life" and f.owner is None for f in reading.of(Role.QUANTITY)):
        notes.append("ライフの持ち主は書かれていないので、アタックされた自分のリーダーのライフとしています。")
    held = quantities(reading, life_of=life_of)
    if held is None or held[OTHER] or set(held[ASKER]) - {"life"}:
        return None
    if "life" in held[ASKER] and target.kind != "leader":
        return None
    if life_only and "life" not in held[ASKER]:
        return None
    if _HELD.search(reading.text, counter.end, second.start) and not power_only:
        held_ok = attackers[0]["power"] < power + boost
        if not held_ok:
            return None  # 「守った」 told, the run would not: the told powers are not the question's
    seat = seats(OTHER)
    me: dict[str, Any] = {
        "hand": [{"id": "cnt", "name": "カウンターのキャラ", "kind": "character", "counter": boost}]
    }
    ref = "leader"
    if target.kind == "leader":
        me["leader"] = {"power": power}
        if "life" in held[ASKER]:
            me["life"] = min(int(held[ASKER]["life"]), 50)
    else:
        ref = "t"
        me["characters"] = [{"id": "t", "name": "アタックされた自分のキャラ", "power": power, "rested": True}]
        if not target.states:
            notes.append("アタックされた自分のキャラはレスト状態としています(7-1-1-2)。")
    them: dict[str, Any] = {}
    ids = []
    for n, spec in enumerate(attackers, start=1):
        if spec["kind"] == "leader":
            them["leader"] = {"power": spec["power"]}
            ids.append("leader")
        else:
            them.setdefault("characters", []).append(
                {"id": f"a{n}", "name": f"{n}回目にアタックした相手のキャラ", "power": spec["power"]}
            )
            ids.append(f"a{n}")
    actions = [
        {"type": "attack", "attacker": ids[0], "target": ref, "counters": [{"card": "cnt"}]},
        {"type": "attack", "attacker": ids[1], "target": ref},
    ]
    notes.append(
        "カウンターは1回目のバトルで使い、2回目のアタックにはブロックもカウンターもしないとしています"
        "(カウンターのパワー上昇はそのバトル中だけ: 7-1-3-2-1、7-1-5-4)。"
    )
    payload = {seat[ASKER]: me, seat[OTHER]: them, "actions": actions}
    what = "destroyed" if kind == "destroyed" else ("power" if power_only else "life")
    head = _head(what, boost, seat[ASKER])
    return BuiltScenario(
        f"{GAME}.plan.counter_next_battle",
        payload,
        tell(head, ("compare", "counter"), limit=3, me=seat[ASKER]),
        tuple(notes),
    )


def _head(what: str, boost: int, me: str) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        compares = [e for e in sim.events if e.type == "compare"]
        if len(compares) != 2:
            return "2回目のバトルでパワーを比べる時点まで進みませんでした"
        second = compares[1].data.get("defender_power")
        lasted = f"(カウンターの+{boost}は1回目のバトル中だけです)"
        if what == "destroyed":
            standing = [c for c in sim.zone(me, "characters") if c.get("uid") == "t"]
            fate = "場に残ります" if standing else "KOされます"
            return f"2回目のバトルで自分のキャラのパワーは{second}{lasted}、自分のキャラは{fate}"
        if what == "life":
            life = len(sim.zone(me, "life"))
            said = f"2回目のバトルで自分のリーダーのパワーは{second}{lasted}"
            return f"{said}、自分のライフは{life}枚になります"
        return f"2回目のアタックのとき、自分のリーダーのパワーは{second}です{lasted}"

    return head
