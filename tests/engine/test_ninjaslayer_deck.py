"""ニンジャスレイヤーTCG: デッキの構築 (402) as a scenario action.

402.4a-c: a コンストラクテッド戦 deck is exactly 50 cards, at most 4 of one name and 二つ名, at most 16
with ウケミ; 402.3a-c: a ブリッツシールド戦 deck is the 40 cards of 5 opened packs, with no limit on
copies or ウケミ cards. A count not given is not checked.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.ninjaslayer_helpers import sim


def _deck(kind: str, **counts: int) -> Any:
    return sim({"actions": [{"kind": kind, **counts}]})


@pytest.mark.parametrize(
    ("counts", "clause"),
    [
        ({"deck_size": 51}, "402.4a"),
        ({"deck_size": 49}, "402.4a"),
        ({"deck_size": 50, "same_name_copies": 5}, "402.4b"),
        ({"deck_size": 50, "ukemi_cards": 17}, "402.4c"),
    ],
)
def test_402_4_constructed_limits_refuse_the_deck(counts: dict[str, int], clause: str) -> None:
    rejected = [e for e in _deck("deck_constructed", **counts).events if e.type == "rejected"]
    assert rejected and rejected[0].rules == ("402.2", clause)


def test_402_4_a_deck_within_every_limit_is_legal() -> None:
    result = _deck("deck_constructed", deck_size=50, same_name_copies=4, ukemi_cards=16)
    deck = [e for e in result.events if e.type == "deck"]
    assert deck and {"402.4a", "402.4b", "402.4c"} <= set(deck[0].rules)


def test_402_3_blitz_has_no_copy_or_ukemi_limit_but_is_the_five_packs() -> None:
    legal = _deck("deck_blitz", packs=5, deck_size=40, same_name_copies=5, ukemi_cards=20)
    assert not any(e.type == "rejected" for e in legal.events)
    assert {"402.3a", "402.3b", "402.3c"} <= set(next(e for e in legal.events if e.type == "deck").rules)
    for counts in ({"packs": 4}, {"deck_size": 41}):
        rejected = [e for e in _deck("deck_blitz", **counts).events if e.type == "rejected"]
        assert rejected and rejected[0].rules == ("402.2", "402.3a")
