"""軌跡 TCG 804.7–804.10: what the attacked-time window leaves of a battle before its fight.

An attack's scripted ``attacked`` effects resolve where the 'attacked' triggers happen and priority is
processed (804.8, 804.9). A UNIT that left its area or was stunned then is no longer an attack UNIT
or the 応戦 UNIT (804.7); with no attack UNIT, or no 応戦 UNIT when a UNIT was attacked, there is no
fight: the attack UNITs left are readied and the step goes back to 803.3 (804.10). A scrum that keeps
one attack UNIT is still a scrum (804.5b): no overkill on a UNIT (804.11a-3), one per UNIT on a player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from service.engine.core import PLAYERS, Card, opponent
from service.engine.effects import Effect

if TYPE_CHECKING:
    from service.engine.kiseki.state import KisekiState


class _Resolving(Protocol):
    def resolve_effect(self, effect: Effect, controller: str, rules: tuple[str, ...]) -> None: ...


def _gone(game: KisekiState, card: Card) -> bool:
    return game.on_field(card.uid) is None or bool(card.flags.get("stunned"))


def attacked_window(game: KisekiState, attackers: list[Card]) -> list[Card] | None:
    """The attack UNITs that fight after the window, or None when the battle went back to 803.3."""
    combat = game.combat
    assert combat is not None
    scripted = [Effect.model_validate(e) for e in combat.pop("attacked", None) or ()]
    if not scripted:
        return attackers
    defender_player = opponent(str(combat["player"]))
    for effect in scripted:  # the 'attacked' triggers are the attacked player's unless told otherwise
        controller = effect.controller or defender_player
        cast(_Resolving, game).resolve_effect(effect, controller, ("804.8", "804.9"))
        if game.is_over:
            return None
    staying = [c for c in attackers if not _gone(game, c)]
    for card in attackers:
        if card not in staying:
            game.emit("battle", f"{card.name} は攻撃 UNIT でなくなる", ("804.7", "804.5a"), card=card.uid)
    target = str(combat["target"])
    defender = game.on_field(target) if target not in PLAYERS else None
    lost_target = target not in PLAYERS and (defender is None or bool(defender.flags.get("stunned")))
    if lost_target:
        game.emit("battle", "攻撃対象の UNIT は応戦 UNIT でなくなる", ("804.7", "804.6a"), card=target)
    if staying and not lost_target:
        combat["attackers"] = [c.uid for c in staying]
        combat["scrum"] = len(attackers) > 1  # 804.5b: still a scrum with one attack UNIT left
        return staying
    for card in staying:
        game.set_flag(card, "acted", False, ("804.10",), f"{card.name} をレディする")
    game.emit("battle", "攻撃 UNIT または応戦 UNIT がいないため戦闘は行われない", ("804.10",))
    game.combat = None
    game._goto("battle", "select", ("804.10", "803.3"), "攻撃対象選択ステップに戻る")
    return None
