"""Random full setups for playouts (6.1, 6.2): leader, 40-card deck, evolve deck of up to 10."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYER1, PLAYERS, Card
from service.engine.sve.rules import BANE, DECK_SIZE, DRAIN, EVOLVE_DECK_SIZE, RUSH, STORM, WARD

if TYPE_CHECKING:
    from service.engine.core import Rng
    from service.engine.sve.game import SveGame

_FOLLOWER_KEYWORDS = (WARD, STORM, RUSH, DRAIN, BANE)


def _designs(rng: Rng) -> list[tuple[str, dict[str, int], frozenset[str]]]:
    designs = []
    for i in range(10):
        cost = 1 + rng.randrange(6)
        kws = frozenset({_FOLLOWER_KEYWORDS[rng.randrange(5)]}) if rng.randrange(3) == 0 else frozenset()
        stats = {
            "cost": cost,
            "attack": max(1, cost - 1 + rng.randrange(2)),
            "health": cost + rng.randrange(2),
        }
        designs.append((f"フォロワー{chr(ord('A') + i)}", stats, kws))
    return designs


def _card(
    game: SveGame, owner: str, rng: Rng, designs: list[tuple[str, dict[str, int], frozenset[str]]]
) -> Card:
    uid = game.new_uid(owner)
    roll = rng.randrange(100)
    if roll < 75:
        name, stats, kws = designs[rng.randrange(len(designs))]
        return Card(uid, name, "follower", owner, dict(stats), kws)
    if roll < 85:
        return Card(uid, "アミュレット", "amulet", owner, {"cost": 1 + rng.randrange(3)})
    if rng.randrange(2):
        return Card(uid, "墓場の呪文", "spell", owner, {"cost": 2, "damage": 1, "per": 5})
    return Card(uid, "火球", "spell", owner, {"cost": 1 + rng.randrange(3), "damage": 1 + rng.randrange(3)})


def random_setup(game: SveGame) -> None:
    rng = game.rng
    for p in PLAYERS:
        game.zone(p, "leader").append(Card(f"{p}-leader", f"{p}のリーダー", "leader", p))
        designs = _designs(rng)
        game.zone(p, "deck").extend(_card(game, p, rng, designs) for _ in range(DECK_SIZE))
        for _ in range(EVOLVE_DECK_SIZE):
            name, stats, kws = designs[rng.randrange(len(designs))]
            evo_stats = {
                "cost": 1 + rng.randrange(2),
                "attack": stats["attack"] + 2,
                "health": stats["health"] + 2,
            }
            game.zone(p, "evolve_deck").append(Card(game.new_uid(p), name, "evolve", p, evo_stats, kws))
        rng.shuffle(game.zone(p, "deck"))
    game.emit(
        "setup",
        "リーダーを置き、デッキをシャッフルし、エボルヴデッキを置きます",
        ("6.1.1", "6.2.1.2", "6.2.1.4", "6.2.1.5"),
    )
    game.first_player = game.turn_player = PLAYER1
    game.emit("first_player", "player1が先攻を選びます", ("6.2.1.6",), player=PLAYER1)
    game.deal_opening_hands()
