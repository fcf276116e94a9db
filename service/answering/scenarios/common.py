"""Helpers shared by the per-game builders: reading facts, and turning a simulation into Japanese.

Every scenario puts the asker (自分) as ``player1``, the turn player, and the opponent (相手) as
``player2``, unless the question says it is the opponent's turn.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from service.answering.extract import CardMention, Facts
from service.engine.events import Event, Result
from service.engine.scenario import SimulationResult

# Events that only set the stage; a summary leaves them out.
NOISE_EVENTS = frozenset(
    {"scenario", "phase", "step", "battle_end", "attack_end", "turn_end", "first_player", "set_state"}
)

# Counters every turn resets; they say nothing about the situation asked.
NOISE_KEYS = frozenset({"evolved_this_turn"})

_PLAYER_WORDS = (("player1", "自分"), ("player2", "相手"))


def is_noise(event: Event) -> bool:
    return event.type in NOISE_EVENTS or event.data.get("key") in NOISE_KEYS


def humanize(text: str) -> str:
    """Engine text with the players named as the asker sees them."""
    for raw, word in _PLAYER_WORDS:
        text = re.sub(rf"{raw}\s*の", f"{word}の", text)
        text = re.sub(rf"{raw}\s*(?=[はがをに])", word, text)
        text = text.replace(raw, word)
    return text


def event_sentence(event: Event) -> str:
    body = humanize(event.text).rstrip("。 ")
    return f"{body}({'、'.join(event.rules)})。" if event.rules else f"{body}。"


def key_events(sim: SimulationResult, types: Iterable[str] | None = None, limit: int = 5) -> list[Event]:
    """The events worth telling: of `types` when given, else everything but stage-setting."""
    wanted = set(types) if types is not None else None
    out: list[Event] = []
    seen: set[str] = set()
    for e in sim.events:
        if e.data.get("key") in NOISE_KEYS:
            continue
        if (wanted is not None and e.type not in wanted) or (wanted is None and is_noise(e)):
            continue
        if e.text in seen:
            continue  # the same move repeated (two DON!! cards) is told once
        seen.add(e.text)
        out.append(e)
    return out[:limit]


def outcome_phrase(sim: SimulationResult) -> str:
    o = sim.outcome
    if o.result is not Result.GAME_OVER:
        return ""
    if o.draw:
        return "ゲームは引き分けになります"
    winner = "自分" if o.winner == "player1" else "相手"
    loser = "相手" if o.winner == "player1" else "自分"
    return f"{loser}が敗北し、{winner}の勝利になります"


def as_seen_by(text: str, me: str) -> str:
    """Engine text with the players swapped when the asker is ``player2`` (so `humanize` says 自分)."""
    if me == "player1":
        return text
    return text.replace("player1", "\0").replace("player2", "player1").replace("\0", "player2")


def story(
    headline: Callable[[SimulationResult], str],
    types: Iterable[str] | None = None,
    limit: int = 4,
    me: str = "player1",
) -> Callable[[SimulationResult], str]:
    """A summarizer: the builder's conclusion, then the key simulated events with their clauses,
    told from the side of `me` (the asker: ``player1`` unless a scenario had to make it ``player2``)."""
    kinds = tuple(types) if types is not None else None

    def summarize(sim: SimulationResult) -> str:
        head = humanize(headline(sim)).rstrip("。")
        events = key_events(sim, kinds, limit)
        if "敗北" in head or "勝利" in head:
            # the conclusion already tells the game's end; its game_over event would say it twice
            events = [e for e in events if e.type != "game_over" or not _cited_in(head, e.rules)]
        body = "".join(event_sentence(replace(e, text=as_seen_by(e.text, me))) for e in events)
        return f"シミュレーション結果: {head}。{body}"

    return summarize


def _cited_in(text: str, rules: Sequence[str]) -> bool:
    return bool(rules) and all(re.search(rf"[(、]{re.escape(r)}\)", text) for r in rules)


def stat(mention: CardMention | None, *names: str) -> int | None:
    if mention is None:
        return None
    for name in names:
        if name in mention.stats:
            return mention.stats[name]
    return None


def number(facts: Facts, name: str, side: str | None = None) -> int | None:
    """A player-level number, from the given side, else from either side or unsaid."""
    if side is not None:
        value = facts.players.get(side, {}).get(name)
        if value is not None:
            return value
    if name in facts.numbers:
        return facts.numbers[name]
    for values in facts.players.values():
        if name in values:
            return values[name]
    return None


def asks(facts: Facts, *patterns: str) -> bool:
    return any(re.search(p, facts.text) for p in patterns)
