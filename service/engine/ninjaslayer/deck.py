"""デッキの構築 (402): whether a deck may be used in a ブリッツシールド戦 or a コンストラクテッド戦.

A scenario's ``deck_constructed`` / ``deck_blitz`` action registers a deck described by its counts
(``deck_size``, the most copies of one カード名 and 二つ名 ``same_name_copies``, the ウケミ cards
``ukemi_cards``, the booster packs opened ``packs``); a deck the format forbids is refused citing the
clause, a legal one is recorded with the clauses it meets. A count not given is not checked.

* コンストラクテッド戦: exactly 50 cards (402.4a), at most 4 of one name and 二つ名 (402.4b), at most 16
  cards with ウケミ (402.4c);
* ブリッツシールド戦: only the 40 cards of 5 opened booster packs (402.3a); any number of one name
  (402.3b) and of ウケミ cards (402.3c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.core import Action
from service.engine.errors import IllegalAction

_Rule = tuple[str, Callable[[int], bool], str, str]
_CONSTRUCTED: tuple[_Rule, ...] = (
    ("deck_size", lambda n: n == 50, "402.4a", "デッキは50枚ちょうどで構成されている必要があります"),
    ("same_name_copies", lambda n: n <= 4, "402.4b", "同じカード名かつ同じ二つ名のカードは各4枚までです"),
    ("ukemi_cards", lambda n: n <= 16, "402.4c", "ウケミ能力を持つカードは合計16枚までです"),
)
_BLITZ: tuple[_Rule, ...] = (
    ("packs", lambda n: n == 5, "402.3a", "ブースターパック5つを開封したカードで構成します"),
    ("deck_size", lambda n: n == 40, "402.3a", "開封した40枚のカードのみで構成します"),
)


def verify_deck(action: Action) -> None:
    rules = _CONSTRUCTED if action.kind == "deck_constructed" else _BLITZ
    for key, ok, clause, why in rules:
        n = action.params.get(key)
        if isinstance(n, int) and not ok(n):
            raise IllegalAction("deck_illegal", f"{why}({n}枚)", ("402.2", clause))


def register_deck(game: Any, action: Action) -> None:
    told = {k: v for k, v in action.params.items() if isinstance(v, int)}
    if action.kind == "deck_constructed":
        met = ("402.2", "402.4", *(c for k, _ok, c, _w in _CONSTRUCTED if k in told))
        text = "コンストラクテッド戦のデッキの条件を満たしている"
    else:
        # 402.3b / 402.3c: no limit on copies of one name or on ウケミ cards in a ブリッツシールド戦
        extra = [c for k, c in (("same_name_copies", "402.3b"), ("ukemi_cards", "402.3c")) if k in told]
        met = ("402.2", "402.3", *(c for k, _ok, c, _w in _BLITZ if k in told), *extra)
        text = "ブリッツシールド戦のデッキの条件を満たしている"
    game.emit("deck", text, tuple(dict.fromkeys(met)), **told)
