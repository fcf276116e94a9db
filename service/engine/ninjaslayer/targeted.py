"""Targeted playouts for ninjaslayer (playout.PROFILES): setups and a policy that reach the hard
endings — an empty deck (1002.2), ten damage-zone cards (1002.1), both players at once (a コトダマ
damaging both, 1003.2b → 103.3), equal damage zones, 投了 (103.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYERS, Action, Rng, paired_values, trim_decks
from service.engine.effects import Effect
from service.engine.ninjaslayer import cards as C
from service.engine.ninjaslayer.kotodama import printed_json

# 「すべてのプレイヤーに1ダメージ」 and 「各プレイヤーは2枚ドロー」: both players at once, so both may
# meet a defeat condition in one rule check (two empty decks: 1002.2 twice → 103.3)
EACH_DRAWS = Effect.model_validate(
    {
        "effect": "draw",
        "timing": "kotodama",
        "amount": 2,
        "targets": [{"player": "player1"}, {"player": "player2"}],
    }
)
BOTH = Effect.model_validate(
    {
        "effect": "damage",
        "timing": "kotodama",
        "amount": 1,
        "targets": [{"player": "player1"}, {"player": "player2"}],
    }
)

if TYPE_CHECKING:
    from service.engine.ninjaslayer.game import NinjaSlayerGame


def prepare(game: NinjaSlayerGame, seed: int, profile: str) -> None:
    """Reshape a fresh random setup before any decision (not events: nothing has been played)."""
    if profile == "deck_out":
        trim_decks(game, seed)
    if profile != "race":
        return
    rng = Rng(seed ^ 0x7A5E)
    damage = paired_values(rng, 6, 4)
    for p in PLAYERS:
        deck, zone = game.zone(p, "deck"), game.zone(p, "damage")
        n = damage()  # 6–9 cards: one or two checks from defeat
        zone.extend(deck[:n])
        del deck[:n]
        del deck[: max(len(deck) - (3 + rng.randrange(8)), 0)]  # short decks: 1002.2 as well
        for card in [*game.zone(p, "hand"), *deck]:
            if rng.randrange(4) == 0:  # a quarter become that コトダマ (cost 0)
                card.kind, card.stats = C.KOTODAMA, {"cost": 0}
                game.printed[card.uid] = printed_json([BOTH if rng.randrange(2) else EACH_DRAWS], 0)


def weight(game: NinjaSlayerGame, action: Action, profile: str) -> int:
    kind = action.kind
    if profile == "race":
        if kind == "aisatsu":
            return 20 if action.params.get("target") in PLAYERS else 4
        return {"enter": 3, "kotodama": 10}.get(kind, 1)
    if profile == "deck_out":
        return 10 if kind == "end_phase" else 1
    return 1
