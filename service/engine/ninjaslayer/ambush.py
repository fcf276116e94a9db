"""アンブッシュ (1314): an effect puts a character card onto a player's field.

1314.1 / 1314.1a: the card goes to the field of the player named, else its controller's. 1314.1b
(302.3a): from a zone whose cards have an orientation (the エテル・ゾーン) it keeps its 配置状態 —
a card bowed there arrives bowed; from any other zone (オヒガン, 手札, デッキ) it is put アンタイ・オジギ
(303.1a).
"""

from __future__ import annotations

from typing import Any, Protocol

from service.engine.core import Action, Card
from service.engine.errors import IllegalAction
from service.engine.events import Event
from service.engine.ninjaslayer import cards as C

# zones whose cards show アンタイ・オジギ / オジギ (303.1): the エテル・ゾーン and the field
_ORIENTED = ("etel", "field")
_FROM = ("etel", "ohigan", "hand", "deck")


class _Game(Protocol):
    def find(self, uid: str) -> tuple[str, str, Card]: ...

    def move_card(
        self,
        card: Card,
        to_player: str,
        to_zone: str,
        rules: tuple[str, ...],
        text: str,
        *,
        top: bool = True,
        reset_flags: bool = True,
    ) -> Event: ...


def verify_ambush(game: Any, action: Action) -> None:
    uid = action.params.get("card")
    if not isinstance(uid, str):
        raise IllegalAction("not_a_card", "アンブッシュするカードが指定されていません", ("1314.1",))
    try:
        _owner, zone, card = game.find(uid)
    except IllegalAction:
        raise IllegalAction("unknown_card", f"カード {uid} は存在しません", ("1314.1",)) from None
    if card.kind != C.CHARACTER:
        raise IllegalAction("not_character", f"{card.name} はキャラクターではありません", ("1314.1",))
    if zone not in _FROM:
        raise IllegalAction("wrong_zone", f"{card.name} はアンブッシュできる領域にありません", ("1314.1",))


def run_ambush(game: _Game, action: Action) -> None:
    owner, zone, card = game.find(str(action.params["card"]))
    to = str(action.params.get("target") or owner)  # 1314.1a: its controller's field unless named
    if zone in _ORIENTED:
        bowed = bool(card.flags.get("bowed"))
        state = "オジギ" if bowed else "アンタイ・オジギ"
        game.move_card(
            card,
            to,
            "field",
            ("1314.1", "1314.1b", "302.3a"),
            f"{card.name} を{state}状態のままアンブッシュする(配置状態を維持)",
            reset_flags=False,
        )
    else:
        game.move_card(
            card, to, "field", ("1314.1", "303.1a"), f"{card.name} をアンタイ・オジギ状態でアンブッシュする"
        )
