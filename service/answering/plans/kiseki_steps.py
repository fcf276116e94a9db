"""軌跡 TCG plan `told_steps`: the 準備フェイズ's told steps run through the engine in order, the asker's
hand or deck asked at the end — 「手札5枚でドローステップに入って2枚引いた。拠点ステップで1枚拠点に置いて、
配備ステップでUNITを1体出した。手札は何枚?」. The count is read from the run's final state, never from
the question's narration.

The run starts at the 準備フェイズ (703.5) with the asker as the イニシアチブプレイヤー (noted: the order
of the two players' steps changes neither player's own hand): the ドローステップ draws 2 (703.6a — a draw
told with another count withholds), the 拠点ステップ puts the card told (703.7a: at most 1; a placement
told as none puts nothing, and a placement not told at all withholds: it is the player's choice), the
配備ステップ gains a CP per 拠点 card (703.8a) and plays the UNITs told (1204.2f-1; 「2体出した」 plays the
one UNIT told twice). A UNIT's CP cost not told is taken as one the 拠点 pays (noted: it moves no card).
The hand or deck asked must be told before the first step; an ITEM, EVENT, another turn, a quote, the
opponent's fact, a state, keyword or modifier is another plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.asked_zone import asked_zone, zone_head
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "kiseki"
_TURNS = frozenset({"prep_phase", "deploy_step"})


def told_steps(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or quoted(reading.text):
        return None
    zone = asked_zone(reading, r"相手|向こう|CP|EP|拠点")
    turns = reading.of(Role.TURN)
    if zone is None or not turns or any(f.concept not in _TURNS or f.negated for f in turns):
        return None
    if not any(f.concept == "prep_phase" and re.search("ドロー|準備", f.text) for f in turns):
        return None  # the draw step's draws are the count's: the ドローステップ or 準備フェイズ told
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    acts = sorted(reading.of(Role.ACTION), key=lambda f: f.start)
    if not acts or any(f.concept not in ("draw", "place", "play") for f in acts):
        return None
    if min(f.start for f in turns) > acts[0].start:
        return None
    told: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in ("hand", "deck", "base") or f.concept in told or f.negated:
            return None
        if not isinstance(f.value, int) or f.start > acts[0].start:
            return None  # a count told after a step may be its result
        told[f.concept] = f.value
    if zone not in told:
        return None
    draws = [f for f in acts if f.concept == "draw"]
    places = [f for f in acts if f.concept == "place"]
    plays = [f for f in acts if f.concept == "play"]
    if len(draws) > 1 or any(f.negated or f.value not in (2, None) for f in draws):
        return None  # the draw step draws 2 (703.6a)
    if len(places) != 1 or (not places[0].negated and places[0].value != 1):
        return None  # the 拠点ステップ's choice told: one card or none (703.7a)
    if any(f.negated for f in plays) or (plays and places[0].start > plays[0].start):
        return None
    units = [f for f in reading.of(Role.CARD)]
    costs = [f for f in reading.of(Role.STAT)]
    if any(f.concept != "unit" for f in units) or any(f.concept != "cp_cost" for f in costs):
        return None
    if len(plays) != len(units) or len(costs) > len(units):
        return None
    hand: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    notes: list[str] = []
    placed = 0 if places[0].negated else 1
    if placed:
        hand.append({"id": "b1", "name": "拠点に置くカード"})
        actions.append({"kind": "base", "card": "b1"})
    previous = places[0].end
    for play in plays:
        mine = [u for u in units if previous <= u.start < play.start]
        cost = [c for c in costs if previous <= c.start < play.start]
        previous = play.end
        times = play.value if isinstance(play.value, int) else 1
        if len(mine) != 1 or len(cost) > 1 or not 1 <= times <= 5:
            return None
        value = cost[0].value if cost else None
        if value is not None and (not isinstance(value, int) or not 0 <= value <= 10):
            return None
        if value is None and "unit_cost" not in notes:
            notes.append("unit_cost")
        for _ in range(times):
            uid = f"u{len(hand) + 1}"
            hand.append(
                {"id": uid, "name": f"出すUNIT{len(hand)}", "cp_cost": value if value is not None else 1}
            )
            actions.append({"kind": "play_unit", "card": uid})
    paid = sum(c["cp_cost"] for c in hand if c["id"] != "b1")
    base = told.get("base")
    if base is None:
        base = max(paid - placed, 0)
        if paid:
            notes.append(
                "拠点のカードの枚数は書かれていないので、出したUNITを払えるCPになる枚数としました(手札の枚数には関わりません)。"
            )
    elif base + placed < paid:
        return None  # the told UNITs could not all be paid (1204.2f-1)
    if "hand" in told and told["hand"] < len(hand):
        return None
    fillers = told.get("hand", len(hand)) - len(hand)
    cards = hand + [{"id": f"h{i + 1}", "name": "手札のカード"} for i in range(fillers)]
    player: dict[str, Any] = {"hand": cards, "base": base}
    if "deck" in told:
        if told["deck"] < 2:
            return None  # a draw from too small a deck is a winner question
        player["deck"] = told["deck"]
    notes = [n for n in notes if n != "unit_cost"] + (
        ["出したUNITのCPコストは書かれていないので1としました(手札の枚数には関わりません)。"]
        if "unit_cost" in notes
        else []
    )
    notes.append(
        "自分がイニシアチブプレイヤーとしました(どちらが先にステップを行っても自分の手札の枚数は同じです)。"
    )
    payload = {"turn": 3, "phase": "prep", "player1": player, "actions": actions}
    return BuiltScenario(
        f"{GAME}.plan.told_steps",
        payload,
        story(zone_head(zone), types=("move", "counter", "rejected"), limit=5),
        tuple(notes),
    )
