"""軌跡 TCG plan for a ループ (1501.1): a loop no player can stop ends the game in a draw (1501.1c).

The question must say the loop cannot be stopped (the lexicon's ``loop_forced``: 「止める手段がない」
「止められない」) of both players in the same sentence (「どっちも」「自分も相手も」「お互い」). A loop one
player may stop is 1501.1a / 1501.1b: the game goes on after the specified count and what the
repeated actions did is not read — so a loop said unstoppable by one player only, or one someone
「止められる」, gets no scenario here (withheld), nor does a loop told with any other action, count,
card or state (what they change is not modelled).
"""

from __future__ import annotations

import re

from service.answering.plans.loop_said import said_of_both
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
# 「止められる」「止める手段がある」: a player who can stop it (1501.1a / 1501.1b)
_CAN_STOP = re.compile(
    r"(?:止め|停止し?|やめ)(?:られる|られます|ることが\s*でき(?:る|ます)|る(?:手段|方法|選択肢|こと)(?:が|は)\s*ある)"
)
_QUIET = (Role.ASK, Role.OWNER, Role.TERM, Role.NEUTRAL)


def loop(reading: Reading) -> BuiltScenario | None:
    if not {f.concept for f in reading.asks()} & {"winner", "outcome"}:
        return None
    if any(f.concept not in ("winner", "outcome") for f in reading.asks()):
        return None
    acts = reading.of(Role.ACTION)
    if not acts or any(f.concept != "loop" or f.negated for f in acts):
        return None  # no loop, or another action whose effect is not read
    forced = reading.of(Role.MODIFIER)
    if not forced or any(f.concept != "loop_forced" for f in forced):
        return None
    others = [f for f in reading.facts if f.role not in _QUIET and f.role not in (Role.ACTION, Role.MODIFIER)]
    if others:
        return None  # a position told with it: nothing here reads what the loop did to it
    text = reading.text
    for said in forced:  # in its sentence or the one before
        if not said_of_both(text, said.start, sentences=2):
            return None  # said of one player only (or of nobody named): 1501.1a may apply
    if _CAN_STOP.search(text):
        return None  # someone can stop it: 1501.1a / 1501.1b, the game goes on
    payload = {"phase": "battle", "actions": [{"kind": "loop", "forced": True, "players": "both"}]}
    return BuiltScenario(f"{GAME}.plan.loop", payload, story(_head, types=("loop",), limit=1), ())


def _head(sim: SimulationResult) -> str:
    if sim.outcome.draw:
        return "いずれのプレイヤーもループを停止できないため、ゲームは引き分けで終了します(1501.1c)"
    return "ゲームは続きます"
