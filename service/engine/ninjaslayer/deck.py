"""デッキの構築 (402): whether a deck may be used in a ブリッツシールド戦 or a コンストラクテッド戦.

A scenario's ``deck_constructed`` / ``deck_blitz`` action registers a deck described by its counts
(``deck_size``, the most copies of one カード名 and 二つ名 ``same_name_copies``, the ウケミ cards
``ukemi_cards``, the booster packs opened ``packs``); a deck the format forbids is refused citing the
clause, a legal one is recorded with the clauses it meets. A count not given is not checked.

* コンストラクテッド戦: exactly 50 cards (402.4a), at most 4 of one name and 二つ名 (402.4b), at most 16
  cards with ウケミ (402.4c);
* ブリッツシールド戦: only the 40 cards of 5 opened booster packs (402.3a); any number of one name
  (402.3b) and of ウケミ cards (402.3c).

The formats are `deck_rules.Format` tables (as kiseki's and onepiece's), so the answering side reads a
format's bounds from the same data the engine refuses a deck with.
"""

from __future__ import annotations

from typing import Any

from service.engine.core import Action
from service.engine.deck_rules import Format, Limit, told_counts, verify_counts

CONSTRUCTED = Format(
    "コンストラクテッド戦",
    "402.2",
    (
        Limit("deck_size", 50, 50, "402.4a", "デッキは50枚ちょうどで構成されている必要があります"),
        Limit("same_name_copies", None, 4, "402.4b", "同じカード名かつ同じ二つ名のカードは各4枚までです"),
        Limit("ukemi_cards", None, 16, "402.4c", "ウケミ能力を持つカードは合計16枚までです"),
    ),
)
BLITZ = Format(
    "ブリッツシールド戦",
    "402.2",
    (
        Limit("packs", 5, 5, "402.3a", "ブースターパック5つを開封したカードで構成します"),
        Limit("deck_size", 40, 40, "402.3a", "開封した40枚のカードのみで構成します"),
    ),
    (("same_name_copies", "402.3b"), ("ukemi_cards", "402.3c")),
)
FORMATS = {"deck_constructed": CONSTRUCTED, "deck_blitz": BLITZ}
# the clause heading each format's rules, recorded with a legal deck
_HEADS = {"deck_constructed": "402.4", "deck_blitz": "402.3"}


def verify_deck(action: Action) -> None:
    verify_counts(FORMATS.get(action.kind, BLITZ), action.params)


def register_deck(game: Any, action: Action) -> None:
    kind = action.kind if action.kind in FORMATS else "deck_blitz"
    fmt = FORMATS[kind]
    told = told_counts(action.params)
    met = [lim.clause for lim in fmt.limits if lim.key in told]
    met += [clause for key, clause in fmt.free if key in told]
    game.emit(
        "deck",
        f"{fmt.name}のデッキの条件を満たしている",
        tuple(dict.fromkeys((fmt.base, _HEADS[kind], *met))),
        **told,
    )


__all__ = ["BLITZ", "CONSTRUCTED", "FORMATS", "register_deck", "verify_deck"]
