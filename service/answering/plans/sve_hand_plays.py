"""Shadowverse Evolve plan `hand_after_plays`: the hand left after the cards the question says were
played from it — 「手札5枚。コスト2のフォロワーを出して、そのあとコスト1のスペルを使った。手札は何枚?」
「手札6枚でコスト1のフォロワーを2体出した。手札は?」. Each card played leaves the hand (8.2.1, 10.6.2.1),
paying its cost from the PP (10.4.4).

Built from the facts: the asker's hand told as a count, each card played with its cost said right before
its noun (`sve_pay.costed`; 「2体出した」 repeats the one card told), the PP if told (else 10, which any
told total cost ≤ 10 is paid from: noted, it changes no card in hand), the hand asked. A turn, a draw or
any other act, a keyword, state or modifier is another plan's — a turn's start draws (7.2.4).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from service.answering.plans.sve_pay import costed_cards as costed
from service.answering.plans.sve_pay import each_played
from service.answering.plans.sve_pay import told_resources as resources
from service.answering.plans.sve_read import unbound_numbers
from service.answering.plans.sve_turn import _asks_hand
from service.answering.plans.untold_cost import NOTE, uncosted_plays
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_LIMIT = 10  # the PP max's bound (7.2.1): a told total above it is no play of one turn


def hand_after_plays(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or not _asks_hand(reading) or unbound_numbers(reading):
        return None
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept not in ("play", "use") or f.negated for f in acts):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.TURN):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand"]
    if len(hands) != 1 or not isinstance(hands[0].value, int) or hands[0].start > acts[0].start:
        return None  # the hand before the plays, told once
    rest = replace(reading, facts=tuple(f for f in reading.facts if f is not hands[0]))
    player = resources(rest, frozenset({"pp", "pp_max"}))
    if player is None:
        return None
    uncosted = uncosted_plays(reading, GAME, hands[0].end)
    notes: list[str] = [NOTE] if uncosted else []
    cards = [(1, k) for k, _n in uncosted] if uncosted else costed(reading)
    if not cards or any(c.concept == "cost_change" for c in reading.of(Role.STAT)):
        return None
    named = [k for _c, k in cards if k not in ("spell", "card")]
    if not uncosted and len({c.start for c in reading.of(Role.CARD)}) != len(named):
        return None  # a card named without its cost
    told = [n for _k, n in uncosted] if uncosted else list(range(len(cards)))
    if not uncosted and any(isinstance(f.value, int) for f in acts):  # 「コスト1のフォロワーを2体出した」
        if any(isinstance(f.value, int) and f.concept != "play" for f in acts):
            return None
        repeated = each_played(reading, cards)
        if repeated is None:
            return None
        cards, told = [cards[i] for i in repeated], repeated
    hand, total = int(hands[0].value or 0), sum(c for c, _k in cards)
    if not len(cards) <= hand <= 40:
        return None
    if "pp" not in player:
        if total > _LIMIT:
            return None
        player = {"pp": _LIMIT, "pp_max": _LIMIT}
        notes.append("PPは書かれていないので、支払える10としています(手札の枚数には関わりません)。")
    player.setdefault("pp_max", min(max(player["pp"], 1), _LIMIT))
    if not 0 <= player["pp"] <= player["pp_max"] <= _LIMIT or total > player["pp"]:
        return None  # the told plays could not all be paid (8.2.1): not the situation told
    played = [
        {"id": f"x{i + 1}", "name": f"出すカード{n + 1}", "kind": "follower" if k == "card" else k, "cost": c}
        for i, ((c, k), n) in enumerate(zip(cards, told, strict=True))
    ]
    others = [
        {"id": f"h{i + 1}", "name": "手札のカード", "kind": "follower", "cost": 1}
        for i in range(hand - len(cards))
    ]
    payload: dict[str, Any] = {
        "player1": dict(player) | {"hand": played + others},
        "actions": [{"type": "play", "card": c["id"]} for c in played],
    }
    notes.append("場には出すカードの置き場所があると仮定(場のカードは指定がありません)。")

    def head(sim: SimulationResult) -> str:
        why = next((e.text for e in sim.events if e.type == "rejected"), None)
        if why:
            return f"出せないカードがあります({why})"
        left = len(sim.zone("player1", "hand"))  # the engine's hand after the plays
        return f"手札は{left}枚になります(プレイした{hand - left}枚が手札を離れます、8.2.1、10.6.2.1)"

    return BuiltScenario(
        f"{GAME}.plan.hand_after_plays",
        payload,
        story(head, types=("play", "rejected"), limit=3),
        tuple(notes),
    )


# 「コスト1のフォロワーを1枚出した」: the one card's count said right before its play verb
_ONE_PLAY = re.compile(r"\s*(?:体|枚)\s*(?:を)?\s*")


def played_before(
    reading: Reading, acts: Sequence[Fact], after: int
) -> tuple[list[dict[str, Any]], int] | None:
    """The costed cards the turn player played from its hand after the hand told (「手札が8枚のとき、
    コスト1のフォロワーを出してからエンドフェイズになった」, 8.2.1, 10.6.2.1): the card specs in the order
    played and where the plays are told; ([], -1) when none is; None when they cannot be bound (a card
    without its cost, a count of several cards, a play told before the hand, a number not the play's)."""
    plays = [f for f in acts if f.concept in ("play", "use")]
    if not plays:
        return [], -1
    cards = costed(reading)
    if any(f.start < after for f in plays):
        return None
    if not cards:
        return _counted_only(reading, plays)
    if any(c.concept == "cost_change" for c in reading.of(Role.STAT)):
        return None
    named = [k for _c, k in cards if k not in ("spell", "card")]
    if len({c.start for c in reading.of(Role.CARD)}) != len(named):
        return None  # a card named without its cost
    ones = [n for n in reading.of(Role.NUMBER) if n.value == 1 and any(
        _ONE_PLAY.fullmatch(reading.text, n.end, p.start) for p in plays
    )]  # fmt: skip
    if len(ones) != len(reading.of(Role.NUMBER)):
        return None
    told = list(range(len(cards)))
    if any(isinstance(f.value, int) for f in plays):
        repeated = each_played(reading, cards)
        if repeated is None:
            return None
        cards, told = [cards[i] for i in repeated], repeated
    if sum(c for c, _k in cards) > _LIMIT:
        return None
    specs = [
        {"id": f"x{i + 1}", "name": f"出すカード{n + 1}", "kind": "follower" if k == "card" else k, "cost": c}
        for i, ((c, k), n) in enumerate(zip(cards, told, strict=True))
    ]
    return specs, plays[0].start


def with_plays(payload: dict[str, Any], seat: str, played: tuple[list[dict[str, Any]], int], at: int) -> str:
    """Script `played_before`'s cards played by `seat` after the first `at` actions (the draws told
    before them; the hand's count does not hang on the order), paid from PP 10: the note saying so."""
    payload[seat] |= {"pp": _LIMIT, "pp_max": _LIMIT}
    plays = [{"type": "play", "card": c["id"]} for c in played[0]]
    payload["actions"] = payload["actions"][:at] + plays + payload["actions"][at:]
    return "PPは書かれていないので、支払える10としています(手札の枚数には関わりません)。"


def _counted_only(reading: Reading, plays: Sequence[Fact]) -> tuple[list[dict[str, Any]], int] | None:
    """Cards told played only by their count (「そのあと2枚プレイした」, the play's value in the lexicon; no
    card named, no cost): N cards leave the hand whatever they are (8.2.1, 10.6.2.1); each is run at cost 1
    (`untold_cost.NOTE`, audit 23d). One play verb with its count, no card noun, stat or bare number."""
    if len(plays) != 1 or reading.of(Role.CARD, Role.STAT, Role.NUMBER):
        return None
    count = plays[0].value
    if not isinstance(count, int) or not 2 <= count <= 5:
        return None
    specs = [
        {"id": f"x{i + 1}", "name": f"出すカード{i + 1}", "kind": "follower", "cost": 1} for i in range(count)
    ]
    return specs, plays[0].start
