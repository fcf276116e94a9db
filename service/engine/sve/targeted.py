"""Targeted playouts for sve (playout.PROFILES): setups and a policy that reach the hard endings —
deck-outs (1.2.1.2), leaders at 0 (1.2.1.1), both at once (a draw, 1.2.2), equal values, 投了 (1.2.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS, Action, Rng, paired_values

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame


def prepare(game: SveGame, seed: int, profile: str) -> None:
    """Reshape a fresh random setup before any decision (not events: nothing has been played)."""
    rng = Rng(seed ^ 0x5E7E)
    if profile == "deck_out":
        # after the opening hands (6.2.1.7): 0–3 cards left, the same for both half the time
        keep = paired_values(rng, 0, 4)
        for p in PLAYERS:
            deck = game.zone(p, "deck")
            del deck[: max(len(deck) - keep(), 0)]
    if profile != "race":
        return
    # both keep their hands (6.2.1.8), then low leader health, equal half the time; a few damage
    # spells also draw, and decks are short: a leader at 0 and a draw from an empty deck can coincide
    for p in (game.first_player, *(q for q in PLAYERS if q != game.first_player)):
        game.apply(Action("mulligan", p, {"redraw": False}))
    health = paired_values(rng, 1, 5)
    for p in PLAYERS:
        game.players[p].counters["health"] = health()
        deck = game.zone(p, "deck")
        del deck[: max(len(deck) - (2 + rng.randrange(6)), 0)]
        for card in game.zone(p, "deck") + game.zone(p, "hand"):
            if card.kind == "spell" and rng.randrange(2) == 0:
                card.stats["draw"] = 1 + rng.randrange(2)


def weight(game: SveGame, action: Action, profile: str) -> int:
    kind = action.kind
    if profile == "race":
        if kind == "attack" and str(action.params.get("target", "")).endswith("-leader"):
            return 20
        if kind == "play":
            card = game.find(str(action.params["card"]))[2]
            return 10 if card.kind == "spell" else 3
        return 2 if kind == "evolve" else 1
    if profile == "deck_out":
        return 10 if kind == "end_turn" else 1
    return 1
