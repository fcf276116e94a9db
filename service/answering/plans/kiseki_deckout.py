"""軌跡 TCG plan: a player's deck in the 準備フェイズ's ドローステップ — each player draws 2 (703.6a), the
イニシアチブプレイヤー's steps first (703.5); drawing from an empty deck loses by rule processing
(1102.1, 1101.1), and a deck emptied by the draw loses nothing until a draw from it fails.

Built from the reading: the ドローステップ/準備フェイズ named (`prep_phase`), the deck told (QUANTITY
deck; its owner, else the asker's — named; a deck told again after the draw is the draw's result),
whose turn it is (「相手のターン」: the opponent is the イニシアチブプレイヤー; unsaid: the drawing
player's own turn, named), the first turn (「最初のターン」: no exception in 703.6a). Asked: who
wins, what happens, or whether the draw can be made.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_timing import phases_in
from service.answering.plans.kiseki_units import plain
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"prep_phase", "opponent_turn", "self_turn", "first_turn", "order"})
_WHO = {"self": "自分", "opponent": "相手"}


def _deck(reading: Reading) -> tuple[str, Fact] | None:
    """The one player's deck the question tells before any draw, with that player."""
    decks = sorted((f for f in reading.of(Role.QUANTITY) if f.concept == "deck"), key=lambda f: f.start)
    others = [f for f in reading.of(Role.QUANTITY) if f.concept != "deck"]
    if not decks or any(f.concept != "kizuna" for f in others):
        return None  # a 絆 told (「相手の絆はもう2」) decides nothing before the 回復フェイズ (705.5)
    owners = {f.owner or "self" for f in decks}
    if len(owners) != 1 or not owners <= {"self", "opponent"} or not isinstance(decks[0].value, int):
        return None
    draws = [f for f in reading.of(Role.ACTION) if f.concept == "draw"]
    for later in decks[1:]:  # 「2枚引いて、デッキが0枚になった」: the draw's result, told after it
        if not any(decks[0].end <= d.start < later.start for d in draws):
            return None
    return next(iter(owners)), decks[0]


def _step_of(reading: Reading, step: Fact) -> str | None:
    """The player named right before the step with 「の」 (「俺のドローステップ」: the asker's, 703.6a)."""
    for o in reading.of(Role.OWNER):
        if o.end <= step.start and re.fullmatch(r"\s*の\s*", reading.text[o.end : step.start]):
            return o.concept
    return None


def prep_deck(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks() if not f.concept.startswith("about:")}
    if not asked <= {"winner", "outcome", "can"} or not plain(reading):
        return None
    if any(reading.of(r) for r in (Role.STAT, Role.STATE, Role.KEYWORD, Role.CARD)):
        return None
    turns = reading.of(Role.TURN)
    # 「相手のドローステップ」: the opponent's turn, and the step inside the phrase
    concepts = {f.concept for f in turns} | {
        c for f in turns if f.concept == "opponent_turn" for c in phases_in(f)
    }
    if any(f.negated for f in turns) or not concepts <= _TURNS or "prep_phase" not in concepts:
        return None
    if {"opponent_turn", "self_turn"} <= concepts or "order" in concepts:
        return None  # 先攻/後攻 with a deck: whose draw step comes when is not planned here
    if any(f.concept != "draw" or f.negated for f in reading.of(Role.ACTION)):
        return None
    found = _deck(reading)
    if found is None:
        return None
    side, deck = found
    if deck.owner is None and re.search(r"の\s*$", reading.text[: deck.start]):
        return None  # 「Bさんの山札は0枚」: the deck of someone neither 自分 nor 相手 — whose draw is it?
    if side == "self" and any("prep_phase" in phases_in(f) for f in turns if f.concept == "opponent_turn"):
        return None  # 「相手のドローステップで、こっちのデッキは0枚」: only the opponent draws in it (703.6a)
    if any(_step_of(reading, t) not in (None, side) for t in turns if t.concept == "prep_phase"):
        return None  # 「俺のドローステップで相手は負ける?」: the other player's step draws not from that deck
    size = int(deck.value or 0)
    if not 0 <= size <= 60:
        return None
    notes: list[str] = []
    if deck.owner is None:
        notes.append("デッキの持ち主は書かれていないので、自分(質問した人)のデッキとしました。")
    if "opponent_turn" in concepts:
        initiative = "opponent"
    elif "self_turn" in concepts:
        initiative = "self"
    else:
        initiative = side
        notes.append(
            f"どちらのターンかは書かれていないので、{_WHO[side]}のターン(イニシアチブプレイヤー)としました。"
        )
    seat = "player1" if side == initiative else "player2"
    me = "player1" if initiative == "self" else "player2"
    payload: dict[str, Any] = {
        "turn": 1 if "first_turn" in concepts else 3,
        "phase": "prep",
        "player1": {},
        "player2": {},
        "actions": [{"kind": "end_step", "player": "player1"}] if seat == "player2" else [],
    }
    payload[seat] = {"deck": size}
    bonds = [f for f in reading.of(Role.QUANTITY) if f.concept == "kizuna"]
    if len({f.owner for f in bonds}) != len(bonds) or any(
        f.owner not in ("self", "opponent", "both") or not isinstance(f.value, int) or f.negated
        for f in bonds
    ):
        return None
    if any(f.owner == "both" for f in bonds) and len(bonds) > 1:
        return None
    for f in bonds:  # 「相手の絆はもう2」: held as told; the draw's loss comes first (1102.1, 705.5)
        # 「絆はお互い5以上」: each player's (blind AK kiseki-ak-12 had withheld on it)
        for owner in ("self", "opponent") if f.owner == "both" else (f.owner,):
            payload["player1" if (owner == initiative) else "player2"]["kizuna"] = f.value

    def head(sim: SimulationResult) -> str:
        winner = sim.outcome.winner
        if winner is not None:
            loser = "自分" if winner != me else "相手"
            return f"{loser}はデッキがない状態でカードを引こうとしたので、ルール処理で敗北します(1102.1)"
        drawn = sum(
            1
            for e in sim.events
            if e.type == "move" and "703.6a" in e.rules and e.data.get("to_player") == seat
        )
        left = len(sim.zone(seat, "deck"))
        return (
            f"{_WHO[side]}はドローステップでカードを{drawn}枚引きます(703.6a)。デッキは{left}枚になりますが、"
            "デッキがない状態で引こうとはしていないので、敗北しません(1102.1)"
        )

    return BuiltScenario(
        f"{GAME}.plan.prep_deck",
        payload,
        story(head, types=("move", "game_over"), limit=4, me=me),
        tuple(notes),
    )
