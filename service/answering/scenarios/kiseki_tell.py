"""Telling a 軌跡 TCG simulation from the asker's side when the asker is not ``player1``.

In the opponent's turn the opponent is the イニシアチブプレイヤー and so ``player1`` of the scenario; the
shared `humanize` calls ``player1`` 自分, so the events are relabelled before they are told.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from service.answering.scenarios.common import event_sentence, humanize, key_events
from service.engine.events import Event
from service.engine.scenario import SimulationResult

_SWAP = {"player1": "player2", "player2": "player1"}


def _swap(text: str) -> str:
    return text.replace("player1", "\0").replace("player2", "player1").replace("\0", "player2")


def seen_as(sim: SimulationResult, me: str) -> SimulationResult:
    """`sim` with the players renamed so that `me` is ``player1`` (only the outcome's winner)."""
    if me == "player1":
        return sim
    outcome = replace(sim.outcome, winner=_SWAP.get(sim.outcome.winner or "", sim.outcome.winner))
    return replace(sim, outcome=outcome)


def _event(e: Event, me: str) -> Event:
    return e if me == "player1" else replace(e, text=_swap(e.text))


def tell(
    headline: Callable[[SimulationResult], str],
    me: str,
    types: Iterable[str] | None = None,
    limit: int = 4,
) -> Callable[[SimulationResult], str]:
    """Like `common.story`, with the events told as `me` (``player1`` or ``player2``) sees them."""
    kinds = tuple(types) if types is not None else None

    def summarize(sim: SimulationResult) -> str:
        head = humanize(headline(sim)).rstrip("。")
        body = "".join(event_sentence(_event(e, me)) for e in key_events(sim, kinds, limit))
        return f"シミュレーション結果: {head}。{body}"

    return summarize
