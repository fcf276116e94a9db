"""ONE PIECE CARD GAME restrictions a character's text states (scenario flags, `position.RESTRICTIONS`).

1-3-1: a card's text that contradicts the rules wins; 1-3-3: an effect that forbids an act wins over
one that tells it. So 「このキャラはアタックできない」 refuses its attack declaration (7-1-1-1), 「この
キャラはブロックされない」 leaves the attacked player no 【ブロッカー】 to activate in its battles
(10-1-4-1, 7-1-2-1), and 「このキャラはKOされない」 keeps it on the field where a battle (7-1-4-1-2) or an
effect that says KO (10-2-1-2) would KO it. A KO prevention holds against a KO only (10-2-1-3): a
character put in the trash another way, or returned to the hand, is not protected; 「バトルでKOされない」
holds against the battle's KO only, 「効果でKOされない」 against an effect's only, 「相手の効果でKOされない」
against an effect its owner's opponent carries out only (its owner's own KO effect is no such effect).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.errors import IllegalAction

if TYPE_CHECKING:
    from service.engine.onepiece.game import OnePieceGame

TEXT_WINS = "1-3-1"
PROHIBITION_WINS = "1-3-3"
KO_ONLY = "10-2-1-3"


def attack_forbidden(attacker: Card) -> IllegalAction | None:
    """The attack declaration of a character whose text forbids it to attack."""
    if attacker.flags.get("no_attack"):
        return IllegalAction(
            "attack_forbidden",
            f"{attacker.name}はテキストによりアタックできません",
            (TEXT_WINS, "7-1-1-1"),
        )
    return None


def unblockable(game: OnePieceGame) -> Card | None:
    """The battle's attacking card when its text says it cannot be blocked."""
    if game.battle is None:
        return None
    attacker = game.find(str(game.battle["attacker"]))[2]
    return attacker if attacker.flags.get("unblockable") else None


def ko_prevented(
    game: OnePieceGame, card: Card, *, battle: bool, rules: tuple[str, ...], by: str | None = None
) -> bool:
    """Whether `card`'s text keeps it from this KO (`battle`: the battle's, else an effect's, carried out
    by the player `by`); the prevention is recorded with the clauses of the KO it stops (`rules`)."""
    if card.kind != "character":
        return False
    scoped = "no_battle_ko" if battle else "no_effect_ko"
    theirs = not battle and by is not None and by != card.owner and card.flags.get("no_opponent_effect_ko")
    if not (card.flags.get("no_ko") or card.flags.get(scoped) or theirs):
        return False
    how = "バトルで" if battle else ("相手の効果で" if theirs and not card.flags.get(scoped) else "効果で")
    game.emit(
        "ko_prevented",
        f"{card.name}はテキストにより{how}KOされず、場に残ります",
        # the battle's KO is the rules' (the text wins, 1-3-1); an effect's is an act it tells (1-3-3)
        (TEXT_WINS if battle else PROHIBITION_WINS, KO_ONLY, *rules),
        card=card.uid,
    )
    return True
