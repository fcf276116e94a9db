"""Targeted playouts for onepiece (playout.PROFILES): setups and a policy that reach the hard endings —
deck-outs (1-2-1-1-2), damage at 0 life (1-2-1-1-1), both at once (a draw, 1-2-3), equal powers
(7-1-4-1: the attacker wins ties), 投了 (1-2-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS, Action, Rng

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


def prepare(game: OnePieceGame, seed: int, profile: str) -> None:
    """Reshape a fresh random setup before any decision (not events: nothing has been played).
    Life cards come from the deck after the mulligans (5-2-1-7), so the deck keeps at least those."""
    rng = Rng(seed ^ 0x0B1E)
    same = rng.randrange(2) == 0
    if profile == "race":
        life = 1 + rng.randrange(3)
        for p in PLAYERS:
            game.leader(p).stats["life"] = life if same else 1 + rng.randrange(3)
            game.leader(p).stats["power"] = 5000 if same else 1000 * (4 + rng.randrange(3))
    if profile in ("deck_out", "race"):
        low = 0 if profile == "deck_out" else 4  # a race is decided by life more often than by decks
        extra = low + rng.randrange(4)
        for p in PLAYERS:
            keep = game.leader(p).stats.get("life", 5) + (extra if same else low + rng.randrange(4))
            deck = game.zone(p, "deck")
            del deck[: max(len(deck) - keep, 0)]


def weight(game: OnePieceGame, action: Action, profile: str) -> int:
    kind = action.kind
    if profile == "race":
        if kind == "attack" and str(action.params.get("target", "")).endswith("-leader"):
            return 20
        return 3 if kind == "attach_don" else 1
    if profile == "deck_out":
        return 10 if kind == "end_turn" else 1
    return 1
