"""ニンジャスレイヤーTCG semantic invariants: what must hold whenever the game waits for a decision.

The game class wires these into the core's playout checks: `loss_conditions` and
`value_violations` are `Game` hooks (the core's `semantic_violations` reports a met condition in an
ongoing game and an outcome that does not cite the loser's condition), and `outcome_problems` adds
this game's own endings (103.3, 103.4). Each message names the clause the state contradicts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS
from service.engine.events import Reason
from service.engine.ninjaslayer import cards as C

if TYPE_CHECKING:
    from service.engine.ninjaslayer.state import NinjaSlayerState

DAMAGE_ZONE_LIMIT = 10  # 1002.1


def loss_rule(game: NinjaSlayerState, player: str) -> str | None:
    """The 1002 defeat condition `player` meets now (None when none)."""
    if len(game.zone(player, "damage")) >= DAMAGE_ZONE_LIMIT:
        return "1002.1"
    if not game.zone(player, "deck"):
        return "1002.2"
    return None


def loss_conditions(game: NinjaSlayerState) -> dict[str, tuple[str, ...]]:
    """`Game.loss_conditions`: the 1002 defeat conditions met in this state."""
    return {p: (r,) for p in PLAYERS if (r := loss_rule(game, p))}


def value_violations(game: NinjaSlayerState) -> list[str]:
    """`Game.value_violations`: damage values outside 1317.1 / 1003.3 / 1004.1 / 302.3."""
    problems: list[str] = []
    for p in PLAYERS:
        if game.players[p].counters.get("damage", 0) < 0:
            problems.append(f"{p} has negative damage (1317.1)")
        if not game.is_over and game.pending is not None and game.players[p].counters.get("damage", 0):
            problems.append(f"{p} waits for a decision with undealt-with damage (1003.2, 1003.3)")
        for card in game.zone(p, "field"):
            damage = int(card.flags.get("damage", 0))
            if damage < 0:
                problems.append(f"{card.uid} has negative damage (1317.1)")
            if not game.is_over and damage >= C.durability(card) and not card.flags.get("unkillable"):
                problems.append(f"{card.uid} has damage {damage} >= 耐久力 {C.durability(card)} (1004.1)")
        for zone in ("deck", "hand", "ohigan", "damage", "etel"):
            for card in game.zone(p, zone):
                if card.flags.get("damage"):
                    problems.append(f"{card.uid} in {zone} carries damage (302.3)")
    return problems


def outcome_problems(game: NinjaSlayerState) -> list[str]:
    """What the core's outcome check does not know: 103.3 (the non-turn player wins a simultaneous
    defeat), 103.4, and that every ending is one of this game's."""
    return _outcome_problems(game, loss_conditions(game)) if game.is_over else []


def _outcome_problems(game: NinjaSlayerState, met: dict[str, tuple[str, ...]]) -> list[str]:
    out = game.outcome
    rules = set(out.rules)
    if out.reason is Reason.CONCESSION:
        return [] if "103.4" in rules else ["a concession does not cite 103.4"]
    if out.reason is Reason.SIMULTANEOUS:
        problems = [] if "103.3" in rules else ["a simultaneous defeat does not cite 103.3"]
        if out.winner != game.non_turn_player:
            problems.append("103.3: the non-turn player wins a simultaneous defeat")
        return problems
    loser = next((p for p in PLAYERS if p != out.winner), None)
    deciding = "1002.1" if out.reason is Reason.DAMAGE_ZONE_FULL else "1002.2"
    if out.reason not in (Reason.DAMAGE_ZONE_FULL, Reason.DECK_OUT):
        return [f"unexpected ending {out.reason}"]
    problems = [] if deciding in rules else [f"the outcome does not cite its deciding clause {deciding}"]
    if loser is None or loser not in met:
        problems.append(f"{loser} lost by {deciding} without meeting it")
    return problems
