"""Whether a 【起動メイン】 effect's activation cost can be paid, planned from the reading (8-3-1-3: a cost
is paid whole or not at all; ①N rests N active DON!!, 8-3-1-5; 「手札をN枚捨てる」 discards N, 8-3-1;
ドン!!-N returns N DON!! of the field — the cost area's or those given to cards — 10-2-10-1, 8-3-1-6).

The cost is quoted (the lexicon's cost_rest / cost_discard / cost_don_minus); every resource a part of
it spends must be told: the hand for a discard, the active DON!! for ① (or an empty cost area), and
for ドン!!-N the cost area's DON!! and those given to the leader or characters (a DON!! count told with
no card is not placed). The card is the asker's character with the 【起動メイン】 (its kind unsaid: a
character, noted); the effect's text is not modelled. Another act, card or keyword gets no scenario.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_COSTS = {
    "cost_rest": "rest_don",
    "cost_discard": "discard",
    "cost_don_minus": "don_minus",
    "cost_rest_self": "rest_self",
}
_ACTS = frozenset({"activate", "use", "pay"})
_QUANTITIES = frozenset({"hand", "don_active", "don_area", "don_rested", "don_total"})
# 「コストエリアのドン!!が1枚だけ」「付与はしてない」「ほかにドン!!はない」: no DON!! given to cards
_NONE_GIVEN = re.compile(
    r"(?:ドン!!?|コストエリア)[^。?？]{0,16}?(?:だけ|しか|のみ)|付与(?:は|も)?\s*(?:して(?:い)?ない|なし|無し)"
    r"|(?:ほか|他)に\s*(?:ドン!!?)?\s*(?:は|も)?\s*(?:ない|無い)"
)


# 「ドン!!4枚あるけど全部レストにしちゃってる」: the state said of the DON!! counted before it (no card
# named between, one sentence)
_ALL = re.compile(r"[^。??!!]{0,16}?(?:全部|全て|すべて|みんな|全員|どれも)?\s*(?:が|は|を)?\s*$")


def don_states(reading: Reading) -> set[str] | None:
    """The states ("rested" / "active") the question says of the cost area's DON!! it counts; None
    when a state is said of anything else (a card: not this plan's)."""
    out: set[str] = set()
    text = reading.text
    for state in reading.of(Role.STATE):
        area = next(
            (
                q
                for q in reversed(reading.of(Role.QUANTITY))
                if q.concept == "don_area" and q.end <= state.start
            ),
            None,
        )
        between = text[area.end : state.start] if area is not None else ""
        if (
            area is None
            or state.negated
            or state.concept not in ("rested", "active")
            or re.search(r"[。??!!]", between)
            or any(area.end <= c.start < state.start for c in reading.of(Role.CARD))
            or not _ALL.search(between)
        ):
            return None
        out.add(state.concept)
    return out if len(out) <= 1 else None


def cost_payable(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in _ACTS:
        return None
    cost: dict[str, int] = {}
    for f in reading.of(Role.STAT):
        # 「このキャラをレストにする」: a part with no count (the card itself)
        value = 1 if f.concept == "cost_rest_self" else f.value
        if (
            f.concept in _COSTS
            and isinstance(value, int)
            and cost.setdefault(_COSTS[f.concept], value) != value
        ):
            return None
    rest_self = cost.pop("rest_self", None) is not None
    # 「このターンに登場したばかりのキャラの「このキャラをレストにする:…」」: the holder played this turn
    played = [f for f in reading.of(Role.ACTION) if f.concept == "play"]
    if played and (not rest_self or len(played) > 1 or played[0].negated):
        return None
    # 「リーダーに付与してある」: how the DON!! came to be given (their count is bound to the card);
    # 「付与はしてない」: none given
    if not (cost or rest_self) or any(
        f.concept not in (*_ACTS, "attach_don", *(("play",) if rest_self else ()))
        or (f.negated and f.concept != "attach_don")
        for f in reading.of(Role.ACTION)
    ):
        return None  # no cost quoted, or another act (「1枚だけ戻して」) whose part is not read
    boxes = cards(reading)
    # 「レストしてるキャラの「このキャラをレストにする:…」」: a state bound to the card is no DON!!'s
    held = {id(f) for b in boxes for f in b.facts} if rest_self else set()
    states = don_states(
        replace(
            reading, facts=tuple(f for f in reading.facts if not (f.role is Role.STATE and id(f) in held))
        )
    )
    if states is None:
        return None
    if reading.of(Role.TURN) or any(f.concept != "起動メイン" for f in reading.of(Role.KEYWORD)):
        return None
    told: dict[str, int] = {}
    for q in reading.of(Role.QUANTITY):
        if q.concept not in _QUANTITIES or q.owner not in (ASKER, None) or not isinstance(q.value, int):
            return None
        told.setdefault(q.concept, q.value)  # a count told again (「手札1枚だけ払って」) is the same hand
    total = told.pop("don_total", None)
    if total is not None:
        # 「場のドン!!が全部で1枚」: every DON!! out of the DON!! deck — the cost area's and those given to
        # cards, all that ドン!!-N may return (10-2-10-1); it says no count of DON!! active
        if set(cost) != {"don_minus"} or {"don_area", "don_active", "don_rested"} & set(told):
            return None
        told["don_area"] = total
    if states:
        if "don_area" not in told or "don_active" in told or "don_rested" in told:
            return None
        # 「コストエリアにドン!!4枚あるけど全部レストにしちゃってる」: every one of them in that state
        told["don_active" if states == {"active"} else "don_rested"] = told["don_area"]
        told.setdefault("don_active", 0)
    if any(
        b.owner == OTHER
        or b.kind not in ("leader", "character")
        or set(b.keywords) - {"起動メイン"}
        or (b.states and not (rest_self and set(b.states) <= {"rested"}))
        for b in boxes
    ):
        return None
    if rest_self and (len(boxes) != 1 or boxes[0].kind != "character"):
        return None  # the card the cost rests is the one character named (a leader's: not read here)
    given = {b.kind: b.stats.get("don", 0) for b in boxes}
    if total is not None and any(given.values()):
        return None  # the total counts the DON!! given too: the cost area's share is not told
    if any(f.concept == "attach_don" and not f.negated for f in reading.of(Role.ACTION)) and not any(
        given.values()
    ):
        return None  # DON!! said given, but to no card the question names with a count
    if any(set(b.stats) - {"don", *_COSTS} for b in boxes) or len(given) != len(boxes):
        return None  # a power or a second card of a kind: not this plan's
    player: dict[str, Any] = {}
    notes = ["起動メインを持つカードは自分のキャラとしています(効果の内容は再現していません)。"]
    if "discard" in cost:
        if "hand" not in told:
            return None
        player["hand"] = [{} for _ in range(min(told["hand"], 60))]
    if "rest_don" in cost or "don_minus" in cost:
        area = told.get("don_area")
        active = told.get("don_active", 0 if area == 0 else None)
        if "don_active" not in told and area not in (None, 0):
            active = area if "don_minus" in cost and "rest_don" not in cost else None
            if active is not None:
                notes.append(
                    "コストエリアのドン!!はアクティブとしています(ドン!!-の支払いには関係しません)。"
                )
        if active is None and "discard" in cost and told.get("hand", cost["discard"]) < cost["discard"]:
            # 「手札0枚。…①、手札1枚を捨てる:…ドン!!だけ払って起動できる?」: the hand alone leaves the cost
            # unpaid (8-3-1-3), whatever the DON!! — counted enough for ①, noted (audit 25d's ① read had
            # withheld two seen rows stated 'no' before)
            active = cost.get("rest_don", 0)
            notes.append(
                "アクティブのドン!!は①に足りる枚数としています(手札が足りず、コストは支払えません)。"
            )
        if active is None:
            return None
        player["don_active"] = active
        player["don_rested"] = told.get("don_rested", 0)
    if "don_minus" in cost and "don_area" not in told and "don_active" not in told:
        return None  # the cost area's DON!! count decides a ドン!!-N
    if (
        "don_minus" in cost
        and not any(given.values())
        and not _NONE_GIVEN.search(reading.text)
        and total is None
        and told.get("don_area", 0) < cost["don_minus"]
    ):
        return None  # DON!! given to cards count for ドン!!-N too: none told, none said to be given
    if total is not None:
        notes.append(
            "場のドン!!は全部コストエリアにあるものとしています(合計の枚数だけで支払えるかが決まります)。"
        )
    elif "don_minus" in cost and not any(given.values()) and not _NONE_GIVEN.search(reading.text):
        # the cost area alone holds enough: DON!! given to cards would only add to them (10-2-10-1)
        notes.append(
            "カードに付与されたドン!!は書かれていないので0枚としています(コストエリアだけで足ります)。"
        )
    character: dict[str, Any] = {"id": "c", "name": "起動メインを持つキャラ", "keywords": ["起動メイン"]}
    if rest_self:
        rested = boxes[0].states.get("rested")  # True: レスト, False: アクティブ
        if rested is None and not played:
            return None  # whether the card is active decides 「このキャラをレストにする」: untold
        character["rested"] = bool(rested)
        character["summoning_sick"] = bool(played)
        if played:
            notes.append("このターンに登場したキャラはアクティブで登場したものとしています(3-7-4)。")
    if given.get("character"):
        character["don"] = given["character"]
    if given.get("leader"):
        player["leader"] = {"don": given["leader"]}
    player["characters"] = [character]
    seat = seats(ASKER)
    action = {"type": "activate", "card": "c", **cost, **({"rest_self": True} if rest_self else {})}
    payload = {seat[ASKER]: player, seat[OTHER]: {}, "actions": [action]}
    return BuiltScenario(
        f"{GAME}.plan.activation_cost",
        payload,
        tell(can_head("発動コストを支払って発動"), limit=2, me=seat[ASKER]),
        tuple(notes),
    )
