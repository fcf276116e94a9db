"""sve damage replacements: 「次に受けるダメージを2減らす」 waiting on a card or a leader (10.2.1.3.2: an
effect that increases or decreases the damage given or taken is a replacement effect).

A ``reduce_damage`` effect puts a shield on each target (a leader for a player target): the next damage
to it is replaced by the damage less the amount (``"all"``: none is dealt) — 10.10.1, the replaced
event never happened (10.10.1.1). Each shield applies once to that one event (10.10.2.3) and is then
used up; several waiting shields each apply once, in turn (10.10.2, for amounts the order does not
change the result). Damage of 0 or less is then not dealt at all (1.3.2.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from service.engine.core import Card

if TYPE_CHECKING:
    from service.engine.sve.game import SveGame

RULES = ("10.2.1.3.2", "10.10.1")
_KEY = "shields"


def put(game: SveGame, card: Card, amount: Any, rules: tuple[str, ...]) -> None:
    """A shield for the next damage to `card` (a follower or a leader)."""
    card.flags[_KEY] = [*card.flags.get(_KEY, []), amount]
    who = f"{card.owner}のリーダー" if card.kind == "leader" else card.name
    how = "すべて軽減します" if amount == "all" else f"{amount}減らします"
    game.emit("shield", f"次に{who}が受けるダメージを{how}", (*rules, *RULES), card=card.uid, amount=amount)


def replaced(game: SveGame, card: Card, amount: int) -> int:
    """The damage left after the shields waiting on `card` replaced it (each used up once)."""
    shields = list(card.flags.get(_KEY, []))
    if amount <= 0 or not shields:
        return amount
    card.flags.pop(_KEY, None)
    who = f"{card.owner}のリーダー" if card.kind == "leader" else card.name
    for shield in shields:
        before = amount
        amount = 0 if shield == "all" else max(0, amount - int(shield))
        tail = f"{amount}になります" if amount else "与えられません"
        game.emit(
            "prevent",
            f"{who}への{before}ダメージは置換効果により{tail}",
            (*RULES, "10.10.1.1", "10.10.2.3"),
            card=card.uid,
            amount=before,
            after=amount,
        )
        if amount <= 0:
            break
    return amount
