"""Setups: random full ones for playouts (5-1, 5-2: vanilla leader, 50-card deck, 10 DON!!), and a
scenario that starts before the game — opening hands, mulligans, life (5-2-1-6 to 5-2-1-8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from service.engine.core import PLAYER1, PLAYERS, Action, Card
from service.engine.errors import InvalidScenario
from service.engine.onepiece.rules import (
    BANISH,
    BLOCKER,
    COUNTER,
    DECK_SIZE,
    DON_DECK_SIZE,
    DOUBLE_ATTACK,
    MAIN,
    OPENING_HAND,
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


class MulliganAction(BaseModel):
    """引き直し (5-2-1-6): in a scenario that starts before the game (`phase` 'setup'), each player in
    turn — the first player first — keeps its opening hand or redraws it once."""

    model_config = ConfigDict(extra="forbid", strict=True)

    type: Literal["mulligan"]
    player: Literal["player1", "player2"]
    redraw: bool = Field(
        default=False, description="return the 5 cards, shuffle and draw 5 again (5-2-1-6-1)"
    )


def begin(game: OnePieceGame, lives: dict[str, int]) -> None:
    """A scenario started before the game (5-2-1): the decks are built and shuffled and the leaders
    placed (5-2-1-2, 5-2-1-3), player1 goes first (5-2-1-4); every player's life is its leader's life
    (`lives`), placed from the deck after the mulligans (5-2-1-7). The opening hands are drawn now
    (5-2-1-6) — a hand the scenario gives is those 5 cards, the top of the deck it counts; the
    mulligan actions follow, then the first turn starts (5-2-1-8)."""
    for p in PLAYERS:
        if game.zone(p, "characters") or game.zone(p, "cost") or game.zone(p, "attached"):
            raise InvalidScenario(p, "ゲーム開始前は場とコストエリアにカードはありません (5-2-1)")
        hand, deck = game.zone(p, "hand"), game.zone(p, "deck")
        if hand and (len(hand) != OPENING_HAND or len(deck) < OPENING_HAND):
            raise InvalidScenario(
                p, f"ゲーム開始前の手札は、デッキから引く最初の{OPENING_HAND}枚だけです (5-2-1-6)"
            )
        if hand:  # the opening hand told: the deck's top cards, counted in its size, drawn below
            del deck[:OPENING_HAND]
            deck.extend(reversed(hand))
            hand.clear()
        game.zone(p, "life").clear()  # placed from the deck after the mulligans (5-2-1-7)
        game.leader(p).stats["life"] = lives[p]
    game.first_player = PLAYER1
    game.turn_player = PLAYER1
    game.turn = 1
    game.emit(
        "setup",
        "各プレイヤーがデッキをシャッフルし、リーダーを置いて、先攻プレイヤーを決めます",
        ("5-2-1-2", "5-2-1-3", "5-2-1-4"),
    )
    game.deal_opening_hands()


def finish(game: OnePieceGame, turn: int) -> None:
    """After the scripted mulligans: a player not scripted keeps its hand (the default choice), and
    the game is played on to the main phase of game turn `turn` (1: the first player's first turn,
    2: the second player's, after the first player ends its turn with no action, 6-6-1-4)."""
    for p in list(game.mulligan_pending):
        game.apply(Action("mulligan", p, {"redraw": False}))
    while not game.is_over and game.turn < turn:
        game.apply(Action("end_turn", game.turn_player))


__all__ = ["MulliganAction", "begin", "finish", "random_card", "random_setup"]
