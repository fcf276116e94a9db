"""The headline of a 「〜できる?」 verdict, 「〜できます」 or 「〜できません(理由)」, as the verdict reads it.

Shared by every onepiece plan that answers a can ask (attack, block, play, activate, trigger, cost).
"""

from __future__ import annotations

from collections.abc import Callable

from service.answering.scenarios.onepiece_tell import rejection
from service.engine.scenario import SimulationResult

# the engine's events by which it prevents what was asked while the action itself stands: the
# verdict (`reading/verdict.py` _PREVENTED) reads them as 「できない」, so the headline must too
_PREVENTED = frozenset(
    {"cannot_block", "cannot_trigger", "no_draw", "skip_draw", "draw_short", "draw_failed"}
)


def can_head(what: str) -> Callable[[SimulationResult], str]:
    """「〜できます/できません」 as the verdict reads it: an action the engine refused, or one it allowed
    whose asked part it prevented (a 【KO時】 not activated by a replacement, 10-2-1-3)."""

    def head(sim: SimulationResult) -> str:
        prevented = next((e for e in sim.events if e.type in _PREVENTED), None)
        refused = rejection(sim) or prevented
        if refused is not None:
            reason = refused.text.split(": ", 1)[-1]
            return f"{what}できません({reason})"
        return f"{what}できます"

    return head
