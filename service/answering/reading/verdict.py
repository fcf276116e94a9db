"""Whether a simulated result may be stated as the answer, and what it says to what was asked.

A verdict is stated only when (1) no decisive fact of the reading is `NOT_MODELED` — a number,
keyword, modifier, state, action or turn the scenario does not hold could change the outcome — and
(2) the simulated result contains what the question asks: a winner question gets the game's outcome,
「〜できる?」 needs the asked action in the scenario, 「何枚/何点?」 needs a number in the result's
sentence. Otherwise the answer leads with the rule quotes and the notes name the unmodeled parts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Accounted, Reading, Status, Verdict, asked_action
from service.engine.events import Result
from service.engine.scenario import SimulationResult

# when a question asks several things, the most specific one is what the verdict answers
_PRIORITY = ("winner", "destroyed", "number", "can", "outcome")
_REMOVAL = frozenset({"destroy", "ko", "killed"})
_PREVENTED = frozenset({"cannot_block", "no_draw", "skip_draw", "draw_short", "draw_failed", "rejected"})


def asked(reading: Reading) -> str:
    kinds = {f.concept for f in reading.asks()}
    return next((k for k in _PRIORITY if k in kinds), "outcome")


def decide(
    reading: Reading,
    accounted: Sequence[Accounted],
    sim: SimulationResult | None,
    summary: str,
    me: str = "player1",
) -> Verdict:
    """`me`: the asker's seat in the scenario (the planner's reading of the builder's seating)."""
    kind = asked(reading)
    if sim is None:
        return Verdict(kind, None, False, "シミュレーションしていません")
    missing = [a for a in accounted if a.status is Status.NOT_MODELED and a.fact.decisive]
    if missing:
        said = "、".join(f"「{a.fact.text}」" for a in missing[:4])
        return Verdict(kind, None, False, f"{said}をシナリオに反映できませんでした")
    if kind == "winner":
        o = sim.outcome
        if o.result is Result.GAME_OVER:
            value: object = "draw" if o.draw else ("self" if o.winner == me else "opponent")
        else:
            value = "none"
        return Verdict(kind, value, True)
    if kind == "destroyed":
        removed = any(e.type in _REMOVAL or (e.type == "move" and e.data.get("to_zone") in
                      ("trash", "graveyard", "ohigan", "kiseki")) for e in sim.events)  # fmt: skip
        return Verdict(kind, removed, True)
    if kind == "number":
        # the numbers of the conclusion: its first sentence, without the cited rule numbers
        # the first sentence of the conclusion that has one, without the cited rule numbers
        numbers: list[int] = []
        for sentence in re.sub(r"\([^()]*\)", "", summary.removeprefix("シミュレーション結果: ")).split("。"):
            numbers = [int(n) for n in re.findall(r"(?<![0-9.\-])-?[0-9]+(?![0-9.\-])", sentence)]
            if numbers:
                break
        if not numbers:
            return Verdict(kind, None, False, "シミュレーション結果に問われた数がありません")
        return Verdict(kind, numbers, True)
    if kind == "can":
        action = asked_action(reading)
        ok = action is None or any(a.fact is action and a.status is not Status.NOT_MODELED for a in accounted)
        if not ok:
            return Verdict(kind, None, False, "問われた行動をシミュレーションしていません")
        refused = any(e.type in _PREVENTED for e in sim.events)
        return Verdict(kind, "no" if refused else "yes", True)
    o = sim.outcome
    winner = None if o.winner is None else ("self" if o.winner == me else "opponent")
    return Verdict(kind, {"result": o.result.value, "winner": "draw" if o.draw else winner}, True)
