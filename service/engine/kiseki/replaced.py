"""軌跡 TCG: a stun a replacement the UNIT has turns into another event (1201.2c, 1216; the shared rules
in service/engine/replacement.py). The new event is carried out citing the replacement's clauses; the stun
and its スタンダメージ (1306.3) never happen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.replacement import CLAUSES, replaced_by

if TYPE_CHECKING:
    from service.engine.kiseki.state import KisekiState

# the events a replacement puts in place of a stun that move the UNIT: its zone, clause and words
_MOVES = {"hand": ("hand", "502.3", "手札に戻る"), "removed": ("removed", "1330.1", "ゲームから除外される")}


def stun_replaced(game: KisekiState, card: Card, rules: tuple[str, ...], *, cost: bool = False) -> bool:
    """Whether a replacement on `card` took the place of its stun (the new event carried out); a stun
    paid as a cost still counts as paid (1203.3)."""
    done = replaced_by(game, "kiseki", card, "stun", rules, _MOVES)
    if done is None:
        return False
    if cost:
        game.emit("cost_performed", "コストのスタンは置換されましたが、コストは支払ったものとみなされます",
                  (*rules, CLAUSES["kiseki"].cost), card=card.uid)  # fmt: skip
    if done.event == "act" and not card.flags.get("acted"):  # an acted card is not acted again (1315.2)
        game.act(card, (*rules, *done.rules), f"{card.name} はスタンせず、代わりにアクション状態になる")
    return True
