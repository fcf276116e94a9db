"""Shadowverse Evolve: how much of an evolve's cost EP may pay, planned from the reading
(「進化コスト2、PP3、EP2。EPは何点まで使える?」): of the PP an evolve costs, 1 point may be paid with
1 EP instead (12.2.3) — never more, however much EP the player has.

The scenario: the asker's follower on the field with its evolve card of the stated cost, the stated PP
and EP, and the evolve played paying with EP (the engine's default when EP is left). Planned only when
the asking sentence's number ask follows the word EP, the cost, PP and EP are all told, the cost is
at least 1 and the evolve can be paid (a refused evolve pays no EP at all: another question).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.sve_read import unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_RESOURCES = frozenset({"pp", "pp_max", "ep"})
_ACTIONS = frozenset({"evolve", "use", "pay"})


def _sentence_start(reading: Reading, at: int) -> int:
    return max(reading.text.rfind(c, 0, at) for c in "。??!!") + 1


def _ep_asked(reading: Reading, ask: Fact) -> bool:
    """The resource word nearest before the number ask, in its sentence, is EP (「PPは温存したいから、
    EPは何点まで使える?」); a bare number told (「EP2」) is a quantity, no ask's topic."""
    start = _sentence_start(reading, ask.start)
    words = [
        f
        for f in reading.of(Role.TERM, Role.QUANTITY)
        if start <= f.start < ask.start and f.concept.lower() in ("ep", "pp", "pp_max")
    ]
    return bool(words) and words[-1].role is Role.TERM and words[-1].concept == "EP"


def evolve_ep(reading: Reading) -> BuiltScenario | None:
    """The EP an evolve's cost may use (12.2.3)."""
    if asked(reading) != "number" or unbound_numbers(reading):
        return None
    numbered = [f for f in reading.asks() if f.concept == "number"]
    if len(numbered) != 1 or not _ep_asked(reading, numbered[0]):
        return None
    actions = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not any(f.concept == "evolve" for f in actions) or any(f.concept not in _ACTIONS for f in actions):
        return None
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.TURN):
        return None
    if any(f.owner == "opponent" for f in reading.facts):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "cost" or not isinstance(stats[0].value, int):
        return None
    cost = stats[0].value
    player: dict[str, Any] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in _RESOURCES or not isinstance(f.value, int):
            return None
        if player.get(f.concept, f.value) != f.value:
            return None
        player[f.concept] = f.value
    if "pp" not in player or "ep" not in player:
        return None
    if cost < 1 or player["ep"] < 1 or player["pp"] < cost - 1:
        return None  # no EP to pay with, or an evolve that cannot be paid at all
    player.setdefault("pp_max", max(player["pp"], 2))
    if player["pp"] > player["pp_max"]:
        return None
    player["field"] = [{"id": "x", "name": "進化するフォロワー"}]
    player["evolve_deck"] = [{"name": "進化するフォロワー", "cost": cost}]
    payload = {"player1": player, "actions": [{"type": "evolve", "card": "x", "use_ep": True}]}
    return BuiltScenario(
        f"{GAME}.planned_evolve_ep",
        payload,
        story(_head, types=("counter",), limit=2),
        (
            "進化させるフォロワーは場にいて、このターンはまだ進化していないと仮定。",
            "EPは、進化のコストのうち支払える分(12.2.3)を支払うものとしました。",
        ),
    )


def _head(sim: SimulationResult) -> str:
    used = sum(
        -int(e.data.get("delta", 0))
        for e in sim.events
        if e.type == "counter" and e.data.get("key") == "ep" and int(e.data.get("delta", 0)) < 0
    )
    if not used:
        return "進化できません"
    return f"進化のコストのうちEPで支払えるのは{used}点までです"
