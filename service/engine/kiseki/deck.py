"""デッキの構築 (602): whether a deck may be used in a ブリッツシールド戦 or a ストラテジー戦.

A scenario's ``deck_strategy`` / ``deck_blitz`` action registers a deck described by its counts
(``deck_size``, the most copies of one カード名 and サブ名 ``same_name_copies``, the most copies of one
card whose サブ名 is 「一般」 ``general_copies``, the booster packs opened ``packs``); a deck the
format forbids is refused citing the clause, a legal one is recorded with the clauses it meets.
A count not given is not checked.

* ストラテジー戦: exactly 50 cards (602.4a), at most 4 of one カード名 and サブ名 (602.4b) — a card
  whose サブ名 is 「一般」 any number (602.4b-1);
* ブリッツシールド戦: only the 40 cards of 5 opened booster packs (602.3a); any number of one name
  (602.3b).
"""

from __future__ import annotations

from typing import Any

from service.engine.core import Action
from service.engine.deck_rules import Format, Limit, register, verify_counts

STRATEGY = Format(
    "ストラテジー戦",
    "602.2",
    (
        Limit("deck_size", 50, 50, "602.4a", "デッキは50枚ちょうどで構成されている必要があります"),
        Limit("same_name_copies", None, 4, "602.4b", "同じカード名かつ同じサブ名のカードは各4枚までです"),
    ),
    (("general_copies", "602.4b-1"),),
)
BLITZ = Format(
    "ブリッツシールド戦",
    "602.2",
    (
        Limit("packs", 5, 5, "602.3a", "ブースターパック5つを開封したカードで構成します"),
        Limit("deck_size", 40, 40, "602.3a", "封入された40枚のカードのみで構成します"),
    ),
    (("same_name_copies", "602.3b"), ("general_copies", "602.3b")),
)
FORMATS = {"deck_strategy": STRATEGY, "deck_blitz": BLITZ}
COUNTS = ("deck_size", "same_name_copies", "general_copies", "packs")


def verify_deck(action: Action) -> None:
    verify_counts(FORMATS[action.kind], action.params)


def register_deck(game: Any, action: Action) -> None:
    fmt = FORMATS[action.kind]
    register(game, fmt, action.params, f"{fmt.name}のデッキの条件を満たしている")


__all__ = ["BLITZ", "COUNTS", "FORMATS", "STRATEGY", "register_deck", "verify_deck"]
