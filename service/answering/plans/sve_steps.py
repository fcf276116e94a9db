"""Shadowverse Evolve plan `told_steps`: a turn's told steps run through the engine in order, the hand or
deck asked at the end — 「後攻の最初のターン、手札3枚。スタートフェイズに1枚引いて、コスト1のフォロワーを
プレイしました。手札は何枚?」「デッキ15枚。スタートフェイズで1枚引いて、そのあとカードを2枚引いた。デッキは
何枚?」. The count is read from the run's final state, never from the question's narration.

Steps in the question's order: the turn's start told (スタートフェイズ, 「ターンが始まって」: the engine runs
the start phase — the PP max and PP, 7.2.1 / 7.2.2, and the turn's draw, 7.2.4, none on the first
player's first turn, 7.2.4.1; a draw told in it is that draw and must be 1 card, a draw the first turn
does not make withholds), a draw by an effect (5.9.2), the cards played with their costs (8.2.1; 「2体
プレイ」 repeats the one card told before it). The first turns are told by 先攻/後攻 with 最初のターン /
1ターン目 (game turn 1 / 2); a later turn is taken as the asker's turn past the first, its PP max raised to
pay the told plays (noted: the PP changes no count asked). The asked hand or deck must be told before the
first step; a quote, another act, a state, keyword, modifier, the opponent's fact: another plan's.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.asked_zone import asked_zone, zone_head
from service.answering.plans.sve_pay import costed_cards
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "sve"
_TURNS = frozenset({"turn_start", "order", "first_turn", "self_turn"})
_COSTS = frozenset({"cost", "spell_cost"})


def _turn(reading: Reading) -> int | None:
    """The game turn run: 「先攻の最初のターン」 1, 「後攻の1ターン目」 2, a later turn 3."""
    turns = reading.of(Role.TURN)
    orders = {f.value for f in turns if f.concept == "order"}
    first = [f for f in turns if f.concept == "first_turn"]
    if len(orders) > 1 or bool(first) != bool(orders) or any(f.value not in (1, None) for f in first):
        return None
    return 3 if not first else (1 if orders == {"first"} else 2)


def told_steps(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or quoted(reading.text):
        return None
    zone = asked_zone(reading, r"相手|向こう|PP|EP")
    turns = reading.of(Role.TURN)
    if zone is None or any(f.concept not in _TURNS or f.negated for f in turns):
        return None
    starts_told = [f for f in turns if f.concept == "turn_start"]
    turn = _turn(reading)
    if turn is None or len(starts_told) != 1:
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.NUMBER):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    acts = sorted(reading.of(Role.ACTION), key=lambda f: f.start)
    if not acts or any(f.concept not in ("draw", "play", "use") or f.negated for f in acts):
        return None
    if any(f.start < starts_told[0].start for f in acts) or any(f.start > acts[0].start for f in turns):
        return None  # every step after the turn's start
    counts = reading.of(Role.QUANTITY)
    told: dict[str, int] = {}
    for f in counts:
        if (
            f.concept not in ("hand", "deck")
            or f.concept in told
            or not isinstance(f.value, int)
            or f.negated
        ):
            return None
        if f.start > acts[0].start:
            return None  # a count told after a step may be its result
        told[f.concept] = f.value
    if zone not in told:
        return None
    costs = [f for f in reading.of(Role.STAT)]
    if any(f.concept not in _COSTS for f in costs):
        return None
    costed = costed_cards(reading) if costs else []
    if (
        costed is None
        or len(costed) != len(costs)
        or any(k not in ("follower", "spell", "amulet") for _c, k in costed)
    ):
        return None
    if len(reading.of(Role.CARD)) != sum(
        k != "spell" or f.concept == "cost" for (_c, k), f in zip(costed, costs, strict=True)
    ):
        return None  # a card named without its cost
    actions: list[dict[str, Any]] = []
    hand: list[dict[str, Any]] = []
    in_phase = True
    previous_end = starts_told[0].end
    for act in acts:
        mine = [(c, costed[i]) for i, c in enumerate(costs) if previous_end <= c.start < act.start]
        previous_end = act.end
        if act.concept == "draw":
            if mine or not isinstance(act.value, int) or not 1 <= act.value <= 10:
                return None
            if in_phase:
                in_phase = False
                if turn == 1 or act.value != 1:
                    return None  # a draw the first player's first turn does not make (7.2.4.1)
                continue
            actions.append({"type": "effect", "effect": "draw", "amount": act.value})
            continue
        in_phase = False
        times = act.value if isinstance(act.value, int) else 1
        if not mine or not 1 <= times <= 5 or (times > 1 and len(mine) != 1):
            return None
        for _fact, (cost, kind) in mine:
            for _ in range(times):
                cid = f"x{len(hand) + 1}"
                hand.append({"id": cid, "name": f"出すカード{len(hand) + 1}", "kind": kind, "cost": cost})
                actions.append({"type": "play", "card": cid})
    if any(previous_end <= c.start for c in costs):
        return None  # a cost told after the last step
    if "hand" in told and told["hand"] < len(hand):
        return None
    fillers = told.get("hand", len(hand)) - len(hand)
    cards = hand + [
        {"id": f"h{i + 1}", "name": "手札のカード", "kind": "follower", "cost": 1} for i in range(fillers)
    ]
    paid = sum(h["cost"] for h in hand)
    player: dict[str, Any] = {"hand": cards}
    if "deck" in told:
        player["deck"] = told["deck"]
    notes: list[str] = []
    if turn == 3:
        player["pp_max"] = min(max(paid - 1, 1), 9)
        player["pp"] = 0
        notes.append(
            "何ターン目かは指定がないので、自分が先攻の、最初ではないターンとしました(数える枚数には関わりません)。"
        )
        if paid > 10:
            return None
    elif paid > 1:
        return None  # a first turn's PP is 1 (7.2.1): the told plays could not all be paid
    drawn = sum(a["amount"] for a in actions if a["type"] == "effect") + (0 if turn == 1 else 1)
    if drawn > player.get("deck", 30):
        return None
    if any(h["kind"] == "follower" for h in hand):
        notes.append("場には出すカードの置き場所があると仮定(場のカードは指定がありません)。")
    payload = {"turn": turn, "phase": "start", "player1": player, "actions": actions}
    return BuiltScenario(
        f"{GAME}.plan.told_steps",
        payload,
        story(zone_head(zone), types=("move", "no_draw", "play", "rejected", "counter"), limit=5),
        tuple(notes),
    )
