"""Deck construction limits as data: each game's format is a table of counts and the range each may take.

A deck is described by its counts (the deck's size, the most copies of one card …); a count the
table limits and the deck breaks refuses the deck citing the clause, a count not given is not
checked. The games' ``deck`` modules hold the tables; this module only applies them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from service.engine.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Limit:
    """One count a format limits: ``low`` ≤ n ≤ ``high`` (None: no bound on that side)."""

    key: str
    low: int | None
    high: int | None
    clause: str
    why: str

    def allows(self, n: int) -> bool:
        return (self.low is None or n >= self.low) and (self.high is None or n <= self.high)


@dataclass(frozen=True, slots=True)
class Format:
    """A format's limits, and the counts it expressly leaves free (their clause is met when told)."""

    name: str
    base: str
    limits: tuple[Limit, ...]
    free: tuple[tuple[str, str], ...] = ()

    @property
    def limited(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(lim.key for lim in self.limits))

    def limit(self, key: str) -> Limit | None:
        return next((lim for lim in self.limits if lim.key == key), None)


def told_counts(params: Mapping[str, object]) -> dict[str, int]:
    return {k: v for k, v in params.items() if isinstance(v, int) and not isinstance(v, bool)}


def verify_counts(fmt: Format, counts: Mapping[str, object]) -> None:
    for lim in fmt.limits:
        n = counts.get(lim.key)
        if isinstance(n, int) and not isinstance(n, bool) and not lim.allows(n):
            raise IllegalAction(
                "deck_illegal", f"{lim.why}({n}枚)", tuple(dict.fromkeys((fmt.base, lim.clause)))
            )


def met_clauses(fmt: Format, told: Iterable[str]) -> tuple[str, ...]:
    keys = set(told)
    met = [lim.clause for lim in fmt.limits if lim.key in keys]
    met += [clause for key, clause in fmt.free if key in keys]
    return tuple(dict.fromkeys((fmt.base, *met)))


class _Emits(Protocol):
    def emit(self, type_: str, text: str, rules: tuple[str, ...], **data: Any) -> Any: ...


def register(game: _Emits, fmt: Format, params: Mapping[str, object], text: str, **data: Any) -> None:
    """Verify the told counts (an IllegalAction: the scenario runner records the refusal), then record
    the legal deck with the clauses it meets."""
    told = told_counts(params)
    verify_counts(fmt, told)
    game.emit("deck", text, met_clauses(fmt, told), **data, **told)


__all__ = ["Format", "Limit", "met_clauses", "register", "told_counts", "verify_counts"]
