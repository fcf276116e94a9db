"""Telling a ONE PIECE CARD GAME simulation back: the game's result, a refused action, and the
answer's first sentences (the conclusion, then the decisive events with their clauses)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from service.answering.scenarios.common import event_sentence, humanize, is_noise
from service.answering.scenarios.onepiece_read import ME, OPPONENT
from service.engine.events import Event, Result
from service.engine.scenario import SimulationResult


def who(player: str | None) -> str:
    return "自分" if player == ME else "相手"


def outcome(sim: SimulationResult) -> str:
    """The result of the game, if it ended: who lost and who won, or a draw."""
    o = sim.outcome
    if o.result is not Result.GAME_OVER:
        return ""
    if o.draw:
        return "両者が同時に敗北条件を満たすため、ゲームは引き分けになります"
    loser = ME if o.winner != ME else OPPONENT
    return f"{who(loser)}が敗北し、{who(o.winner)}の勝利です"


def rejection(sim: SimulationResult) -> Event | None:
    return next((e for e in sim.events if e.type == "rejected"), None)


def tell(
    headline: Callable[[SimulationResult], str],
    types: Iterable[str] | None = None,
    limit: int = 4,
    since: str | None = None,
    only: Callable[[Event], bool] | None = None,
) -> Callable[[SimulationResult], str]:
    """The answer's first sentences: the conclusion, then the decisive simulated events with their
    clauses (only from the first event of type `since` on, to skip a turn change that set the scene;
    only those `only` keeps)."""
    kinds = frozenset(types) if types is not None else None

    def summarize(sim: SimulationResult) -> str:
        events = list(sim.events)
        if since is not None:
            start = next((i for i, e in enumerate(events) if since in (e.type, e.data.get("step"))), 0)
            events = events[start:]
        told: list[Event] = []
        seen: set[str] = set()
        for e in events:
            wanted = (kinds is None and not is_noise(e)) or (kinds is not None and e.type in kinds)
            if wanted and (only is None or only(e)) and e.text not in seen:
                seen.add(e.text)
                told.append(e)
        body = "".join(event_sentence(e) for e in told[:limit])
        return f"シミュレーション結果: {humanize(headline(sim)).rstrip('。')}。{body}"

    return summarize
