"""Random full setups for playouts (5-1, 5-2): vanilla leader, 50-card deck, 10 DON!!."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import PLAYER1, PLAYERS, Card
from service.engine.onepiece.rules import (
    BANISH,
    BLOCKER,
    COUNTER,
    DECK_SIZE,
    DON_DECK_SIZE,
    DOUBLE_ATTACK,
    MAIN,
    RUSH,
    TRIGGER,
)

if TYPE_CHECKING:
    from service.engine.core import Rng
    from service.engine.onepiece.game import OnePieceGame

_CHARACTER_KEYWORDS = (BLOCKER, RUSH, DOUBLE_ATTACK, BANISH)


def random_card(game: OnePieceGame, owner: str, rng: Rng) -> Card:
    roll = rng.randrange(100)
    uid = game.new_uid(owner)
    if roll < 80:
        cost = 1 + rng.randrange(7)
        keywords = set()
        if rng.randrange(4) == 0:
            keywords.add(_CHARACTER_KEYWORDS[rng.randrange(len(_CHARACTER_KEYWORDS))])
        if rng.randrange(5) == 0:
            keywords.add(TRIGGER)
        stats = {
            "cost": cost,
            "power": 1000 * min(10, cost + rng.randrange(3)),
            "counter": 1000 * rng.randrange(3),
        }
        return Card(uid, f"キャラ{uid}", "character", owner, stats, frozenset(keywords))
    if roll < 92:
        timing = MAIN if rng.randrange(2) else COUNTER
        keywords = {timing} | ({TRIGGER} if rng.randrange(3) == 0 else set())
        stats = {"cost": rng.randrange(3), "boost": 2000 * (1 + rng.randrange(2))}
        return Card(uid, f"イベント{uid}", "event", owner, stats, frozenset(keywords))
    return Card(uid, f"ステージ{uid}", "stage", owner, {"cost": 1 + rng.randrange(2)})


def random_setup(game: OnePieceGame) -> None:
    """Build both players' cards, shuffle (5-2-1-2), place leaders (5-2-1-3), deal (5-2-1-6)."""
    rng = game.rng
    for p in PLAYERS:
        leader = Card(
            f"{p}-leader", f"{p}のリーダー", "leader", p, {"power": 5000, "life": 4 + rng.randrange(2)}
        )
        game.zone(p, "leader").append(leader)
        game.zone(p, "deck").extend(random_card(game, p, rng) for _ in range(DECK_SIZE))
        game.zone(p, "don_deck").extend(
            Card(game.new_uid(p), "ドン!!", "don", p) for _ in range(DON_DECK_SIZE)
        )
        rng.shuffle(game.zone(p, "deck"))
    game.emit(
        "setup",
        "各プレイヤーがデッキを用意し、シャッフルしてリーダーを置きます",
        ("5-1-2", "5-2-1-2", "5-2-1-3"),
    )
    game.first_player = PLAYER1
    game.turn_player = PLAYER1
    game.emit("first_player", "player1が先攻を選びます", ("5-2-1-4", "5-2-1-5"), player=PLAYER1)
    game.deal_opening_hands()
