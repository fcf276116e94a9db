"""軌跡 TCG semantic invariants: what must hold whenever the game waits for a decision.

`semantic_violations(game)` is called by `KisekiGame.invariant_violations` (the playout driver's
per-step check). 絆 may be 0 or less during a turn: 705.5 judges it only in the 回復フェイズ, so the
check is that no player at or below 0 gets past that judgement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS
from service.engine.events import Reason
from service.engine.kiseki import cards as C

if TYPE_CHECKING:
    from service.engine.kiseki.state import KisekiState


def semantic_violations(game: KisekiState) -> list[str]:
    problems: list[str] = []
    counters = {p: game.players[p].counters for p in PLAYERS}
    if not game.is_over:
        problems.extend(f"{p} drew from an empty deck but the game goes on (1102.1)"
                        for p in PLAYERS if counters[p].get("drew_empty"))  # fmt: skip
        past_judgement = game.phase == "recovery" and game.step in ("recover", "final")
        if past_judgement:
            problems.extend(f"{p} has 絆 {counters[p]['kizuna']} after the 705.5 judgement"
                            for p in PLAYERS if counters[p]["kizuna"] <= 0)  # fmt: skip
    for p in PLAYERS:
        for key in ("cp", "ep"):
            if counters[p].get(key, 0) < 0:
                problems.append(f"{p} has negative {key.upper()} (1318)")
        for card in game.zone(p, "field"):
            if card.kind not in (C.UNIT, C.ITEM):
                problems.append(f"{card.uid} ({card.kind}) is on the field (506.1)")
            if card.flags.get("stunned") and not (card.flags.get("acted") and card.flags.get("face_down")):
                problems.append(f"stunned {card.uid} is not face-down and acted (1306.2a)")
        for zone in ("deck", "hand", "kiseki"):
            for card in game.zone(p, zone):
                if card.flags.get("stunned") or card.flags.get("boost"):
                    problems.append(f"{card.uid} in {zone} keeps field state (302.3)")
    if game.is_over:
        problems.extend(_outcome_problems(game))
    return problems


def _outcome_problems(game: KisekiState) -> list[str]:
    out = game.outcome
    rules = set(out.rules)
    k = {p: game.players[p].counters["kizuna"] for p in PLAYERS}
    loser = next((p for p in PLAYERS if p != out.winner), None)
    if out.reason is Reason.CONCESSION:
        return [] if "103.4" in rules else ["a concession does not cite 103.4"]
    if out.reason is Reason.LIFE_ZERO:
        problems = [] if "705.5" in rules else ["a 絆 defeat does not cite 705.5"]
        if loser is None or k[loser] > 0:
            problems.append(f"{loser} lost by 705.5 with 絆 above 0")
        return problems
    if out.reason in (Reason.DECK_OUT, Reason.SIMULTANEOUS):
        problems = [] if "1102.1" in rules else ["a deck-out does not cite 1102.1"]
        if out.reason is Reason.SIMULTANEOUS and "103.3" not in rules:
            problems.append("a simultaneous defeat does not cite 103.3")
        return problems
    return [f"unexpected ending {out.reason}"]
