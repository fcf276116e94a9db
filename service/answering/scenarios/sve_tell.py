"""Telling a Shadowverse Evolve simulation: which events the answer's first line narrates.

The first line has room for a few events. When a scenario produces more (an evolve before the attack,
two destructions, a 【必殺】 one), the events that decide the answer — a destruction, a defeat, an attack
refused, a 【守護】 or 【指定攻撃】 target choice, a token not created — are kept before the ones that only
set the situation up, in the order they happened, so the clauses that decide it are the ones cited.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from service.answering.scenarios.common import event_sentence, humanize, key_events
from service.engine.events import Event
from service.engine.scenario import SimulationResult

DECIDING_TYPES = frozenset(
    {
        "game_over",
        "cannot_attack",
        "ward_target",
        "targeted",
        "drain_not_triggered",
        "token_not_created",
        "no_damage",
        "per_count",
    }
)


def deciding(event: Event) -> bool:
    removed = event.data.get("from_zone") == "field" and event.data.get("to_zone") == "graveyard"
    healed = "12.13.2" in event.rules  # 【ドレイン】
    return event.type in DECIDING_TYPES or (event.type == "move" and removed) or healed


def telling(
    sim: SimulationResult,
    limit: int = 4,
    since: int = 0,
    extra: Iterable[Event] = (),
) -> list[Event]:
    """At most `limit` events after seq `since` worth telling, the deciding ones first to keep; `extra`
    events (a bookkeeping one the question is about) are told as well."""
    extra = list(extra)
    wanted = {e.seq for e in extra}
    found = {e.seq: e for e in key_events(sim, limit=100) + extra if e.seq > since}
    events = [found[seq] for seq in sorted(found)]
    if len(events) <= limit:
        return events
    keep = [e.seq for e in events if e.seq in wanted or deciding(e)][:limit]
    for e in events:
        if len(keep) >= limit:
            break
        if e.seq not in keep:
            keep.append(e.seq)
    return [e for e in events if e.seq in keep]


def tell(
    headline: Callable[[SimulationResult], str],
    limit: int = 4,
    extra: Callable[[SimulationResult], Iterable[Event]] | None = None,
) -> Callable[[SimulationResult], str]:
    """A summarizer: the builder's conclusion, then the events `telling` picks, with their clauses."""

    def summarize(sim: SimulationResult) -> str:
        head = humanize(headline(sim)).rstrip("。")
        told = telling(sim, limit, extra=extra(sim) if extra is not None else ())
        return f"シミュレーション結果: {head}。" + "".join(event_sentence(e) for e in told)

    return summarize
