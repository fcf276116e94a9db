"""Targeted playouts for kiseki (playout.PROFILES): setups and a policy that reach the hard endings —
a draw from an empty deck (1102.1, both at once 103.3), 絆 at or below 0 at the 705.5 judgement (both
at once, equal: the イニシアチブプレイヤー loses), equal STR/DEF fights, 投了 (103.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS, Action, Rng, paired_values, trim_decks
from service.engine.effects import Effect

# an EVENT 「各プレイヤーはカードを2枚引く」: both may draw from an empty deck at once (1102.1 → 103.3)
EACH_DRAWS = Effect.model_validate(
    {"effect": "draw", "amount": 2, "targets": [{"player": "player1"}, {"player": "player2"}]}
)

if TYPE_CHECKING:
    from service.engine.kiseki.game import KisekiGame


def prepare(game: KisekiGame, seed: int, profile: str) -> None:
    """Reshape a fresh random setup before any decision (not events: nothing has been played)."""
    if profile == "deck_out":
        trim_decks(game, seed)
    if profile in ("race", "deck_out"):
        for p in PLAYERS:
            for card in [*game.zone(p, "hand"), *game.zone(p, "deck")]:
                if card.kind == "EVENT":
                    game.printed[card.uid] = {"effects": [EACH_DRAWS.model_dump(mode="json")]}
    if profile != "race":
        return
    rng = Rng(seed ^ 0x1C5E)
    kizuna = paired_values(rng, 1, 6)
    for p in PLAYERS:
        game.players[p].counters["kizuna"] = kizuna()
        for card in game.zone(p, "deck") + game.zone(p, "hand"):
            if card.kind == "UNIT" and rng.randrange(3) == 0:  # cheap UNITs get on the field sooner
                card.stats["cp_cost"] = min(card.stats.get("cp_cost", 0), 1)


def weight(game: KisekiGame, action: Action, profile: str) -> int:
    kind = action.kind
    if profile == "race":
        if kind == "attack":
            return 20 if action.params.get("target") in PLAYERS else 6
        if kind in ("play_unit", "base"):
            return 5 if kind == "play_unit" or action.params.get("card") else 1
        return 1
    if profile == "deck_out":
        return 20 if kind in ("play_event", "gain_ep") else 10 if kind in ("end_step", "pass") else 1
    return 1
