"""ONE PIECE CARD GAME blocks (7-1-2, 10-1-4): which 【ブロッカー】 may block, and a second one refused.

7-1-2-1: the attacked player activates its cards' 【ブロッカー】 once per battle. A block action may
name further 【ブロッカー】 the player tries after its block (``again``): each is refused with that
clause as an event of the run, and the battle goes on with the first block.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Action, Card, opponent
from service.engine.errors import IllegalAction
from service.engine.onepiece import printed, restrictions
from service.engine.onepiece.rules import BLOCKER

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame


def blockers(game: OnePieceGame) -> list[Card]:
    assert game.battle is not None
    defender = opponent(game.turn_player)
    if game.find(str(game.battle["attacker"]))[2].flags.get("unblockable"):  # its text: 1-3-1
        return []
    return [
        c
        for c in game.zone(defender, "characters")
        if has_blocker(game, c) and not c.flags.get("rested") and c.uid != game.battle["target"]
    ]


def has_blocker(game: OnePieceGame, card: Card) -> bool:
    """Whether `card` has 【ブロッカー】 now: printed or gained, or granted under 【ドン!!×N】 with at least N
    DON!! given to it (10-2-9-1)."""
    need = int(card.flags.get("don_blocker", 0))
    return BLOCKER in printed.keywords(card) or (need > 0 and len(game.attached_don(card)) >= need)


def don_short(game: OnePieceGame, card: Card) -> int | None:
    """The N of a character granted 【ブロッカー】 only under 【ドン!!×N】 while fewer DON!! are given to it
    (10-2-9-1)."""
    need = int(card.flags.get("don_blocker", 0))
    if need and BLOCKER not in printed.keywords(card) and len(game.attached_don(card)) < need:
        return need
    return None


def verify_again(game: OnePieceGame, action: Action) -> None:
    """The further 【ブロッカー】 tried are the blocking player's characters."""
    for uid in action.params.get("again", ()):
        owner, zone, card = game.find(str(uid))
        if owner != action.player or zone != "characters" or card.uid == action.params.get("blocker"):
            raise IllegalAction("cannot_block", f"{card.name}は【ブロッカー】を発動できません", ("10-1-4-1",))


def refuse_again(game: OnePieceGame, action: Action) -> None:
    """After a block, each further 【ブロッカー】 tried in the same battle is refused (7-1-2-1)."""
    for uid in action.params.get("again", ()):
        card = game.find(str(uid))[2]
        game.emit(
            "cannot_block",
            f"{card.name}の【ブロッカー】は発動できません(このバトル中、【ブロッカー】は既に1度発動しています)",
            ("7-1-2-1",),
            card=card.uid,
            reason="once_per_battle",
        )


def unable(game: OnePieceGame, able: list[Card]) -> None:
    """Why each of the attacked player's characters with a 【ブロッカー】 of its own, or one granted under
    【ドン!!×N】, may not block now: too few DON!! given (10-2-9-1), the attacker's 「ブロックされない」
    (1-3-1), or rested / the attacked card itself (10-1-4-1)."""
    assert game.battle is not None
    sealed = restrictions.unblockable(game)
    for card in game.zone(opponent(game.turn_player), "characters"):
        need = don_short(game, card)
        if need is not None:
            game.emit(
                "cannot_block",
                f"{card.name}にはドン!!が{need}枚以上付与されていないため、【ブロッカー】を得ていません",
                ("10-2-9-1", "8-3-2-3", "10-1-4-1"),
                card=card.uid,
                reason="don",
            )
            continue
        if BLOCKER not in printed.keywords(card) or card in able:
            continue
        if sealed is not None and not card.flags.get("rested") and card.uid != game.battle["target"]:
            game.emit(
                "cannot_block",
                f"{sealed.name}はテキストによりブロックされないため、{card.name}は【ブロッカー】を発動できません",
                (restrictions.TEXT_WINS, "10-1-4-1"),
                card=card.uid,
                reason="unblockable",
            )
            continue
        why = "アタックされているカード自身" if card.uid == game.battle["target"] else "レスト"
        game.emit(
            "cannot_block",
            f"{card.name}は{why}のため、【ブロッカー】を発動できません",
            ("10-1-4-1",),
            card=card.uid,
            reason="target" if card.uid == game.battle["target"] else "rested",
        )


def no_block_step(game: OnePieceGame, attacker: Card, blocker: str, named: str) -> IllegalAction:
    """The refusal of a block scripted when the battle had no block step: the attacker's 「ブロックされない」
    (1-3-1), a 【ドン!!×N】 unmet (10-2-9-1), or no 【ブロッカー】 able (10-1-4-1, 7-1-2-1)."""
    rules = ("10-1-4-1", "7-1-2-1")
    if attacker.flags.get("unblockable"):
        text = f"{attacker.name}はテキストによりブロックされないため、{named}は【ブロッカー】を発動できません"
        return IllegalAction("unblockable", text, (restrictions.TEXT_WINS, *rules))
    try:
        short = ("10-2-9-1",) if don_short(game, game.find(blocker)[2]) else ()
    except IllegalAction:
        short = ()
    return IllegalAction("cannot_block", f"{named}は【ブロッカー】を発動できません", (*short, *rules))
