"""軌跡 TCG: a stun a replacement the UNIT has turns into another event (1201.2c, 1216; the shared rules
in service/engine/replacement.py). The new event is carried out citing the replacement's clauses; the stun
and its スタンダメージ (1306.3) never happen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.engine.core import Card
from service.engine.replacement import Replacement, resolve

if TYPE_CHECKING:
    from service.engine.kiseki.state import KisekiState

# the event a replacement puts in place of a stun, when it moves the UNIT: its clause and words
_MOVED_INSTEAD = {"hand": ("502.3", "手札に戻る"), "removed": ("1330.1", "ゲームから除外される")}


def stun_replaced(game: KisekiState, card: Card, rules: tuple[str, ...]) -> bool:
    """Whether a replacement on `card` took the place of its stun (and then carry out the new event)."""
    watching = [Replacement(str(a), str(b)) for a, b in card.flags.get("replacements", ())]
    done = resolve("kiseki", "stun", watching)
    if not done.replaced:
        return False
    cited = (*rules, *done.rules)
    text = f"{card.name} はスタンせず、置換後の行動を行う(スタンは発生しない)"
    game.emit("replaced", text, cited, card=card.uid, replaced="stun", instead=done.event)
    if done.event == "act":
        if not card.flags.get("acted"):  # an acted card is not acted again (1315.2)
            game.act(card, cited, f"{card.name} はスタンせず、代わりにアクション状態になる")
    elif done.event in _MOVED_INSTEAD:
        clause, words = _MOVED_INSTEAD[done.event]
        game.move_card(
            card, card.owner, done.event, (*cited, clause), f"{card.name} はスタンせず、代わりに{words}"
        )
    return True
