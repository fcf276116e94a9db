"""軌跡 TCG semantic invariants: what must hold whenever the game waits for a decision.

`loss_conditions` and `value_violations` are the core's `Game` hooks (its `semantic_violations`
reports a met condition in an ongoing game and an outcome that does not cite it); `outcome_problems`
adds this game's own endings. 絆 may be 0 or less during a turn: 705.5 judges it only in the
回復フェイズ, so it is a loss condition there only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS
from service.engine.events import Reason
from service.engine.kiseki import cards as C

if TYPE_CHECKING:
    from service.engine.kiseki.state import KisekiState


def loss_conditions(game: KisekiState) -> dict[str, tuple[str, ...]]:
    """`Game.loss_conditions`: a draw from an empty deck (1102.1), and 絆 at or below 0 once the
    回復フェイズ judges it (705.5; during a battle it is no defeat yet)."""
    met: dict[str, tuple[str, ...]] = {}
    for p in PLAYERS:
        counters = game.players[p].counters
        if counters.get("drew_empty"):
            met[p] = ("1102.1",)
        elif game.phase == "recovery" and counters["kizuna"] <= 0:
            met[p] = ("705.5",)
    if len(met) == 2 and all(r == ("705.5",) for r in met.values()) and game.is_over:
        loser = next(p for p in PLAYERS if p != game.outcome.winner)
        met = {loser: met[loser]}  # 705.5: of two at or below 0 only one loses
    return met


def value_violations(game: KisekiState) -> list[str]:
    """`Game.value_violations`: CP/EP, what is on the field, stun state (1306.2a), 302.3."""
    problems: list[str] = []
    for p in PLAYERS:
        counters = game.players[p].counters
        for key in ("cp", "ep"):
            if counters.get(key, 0) < 0:
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
    return problems


def outcome_problems(game: KisekiState) -> list[str]:
    """What the core's outcome check does not know: 103.3 and 103.4, and this game's endings."""
    return _outcome_problems(game) if game.is_over else []


def _outcome_problems(game: KisekiState) -> list[str]:
    out = game.outcome
    rules = set(out.rules)
    k = {p: game.players[p].counters["kizuna"] for p in PLAYERS}
    loser = next((p for p in PLAYERS if p != out.winner), None)
    if out.reason is Reason.CONCESSION:
        return [] if "103.4" in rules else ["a concession does not cite 103.4"]
    if out.reason is Reason.OTHER and out.draw:  # an unstoppable loop (1501.1c)
        return [] if "1501.1c" in rules and out.winner is None else ["a drawn game does not cite 1501.1c"]
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
