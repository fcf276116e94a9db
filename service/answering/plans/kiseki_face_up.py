"""Part of a 拠点 told face up (「拠点に4枚(1枚は表向き、2枚はアクション済み)」, AG17): a 拠点 card is turned
face up when a アーツ is played from it (1204.2a) — 703.8a still counts it for the 配備ステップ's CP, like
the acted ones. Split from kiseki_prep so it stays under 400 lines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.answering.reading.model import Fact


def face_up_split(states: Sequence[Fact]) -> tuple[list[Fact], int]:
    """The other states, and how many 拠点 cards are told face up (one counted 表向き: its count; -1 —
    no answer — for two, or one without a count)."""
    up = [f for f in states if f.concept == "face_down" and f.negated]
    rest = [f for f in states if f not in up]
    if not up:
        return rest, 0
    if len(up) > 1 or not isinstance(up[0].value, int):
        return rest, -1
    return rest, up[0].value


def turned_up(cards: Sequence[dict[str, Any]], n: int) -> None:
    """Turn the last `n` of the 拠点 `cards` face up (the first ones are the acted ones)."""
    for card in cards[len(cards) - n :] if n > 0 else ():
        card["face_down"] = False
