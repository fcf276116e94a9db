"""ニンジャスレイヤーTCG: effects that change a card's コスト as it is entered (1204.2g-5, 1204.2g-6, 1203.5).

1204.2g-1: entering a card pays エテル equal to its コスト; 1204.2g-5 then applies the effects that
increase the amount, 1204.2g-6 those that reduce it; 1203.5: an amount of 0 or less is carried out by
doing nothing; 1204.2i: a cost that cannot be paid refuses the entry. The card carries the effect as
``cost_up`` / ``cost_down`` (an effect on the card in the hand, 1204.2j-1).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.ninjaslayer_helpers import sim


def _enter(cost: int, upright: int, *, kind: str = "character", **change: int) -> dict[str, Any]:
    card = {"id": "c", "name": "エントリーするカード", "kind": kind, "cost": cost, **change}
    act = "enter" if kind == "character" else "kotodama"
    return {
        "phase": "character",
        "player1": {"etel": upright, "hand": [card]},
        "actions": [{"kind": act, "player": "player1", "card": "c"}],
    }


def _bowed(result: Any) -> int:
    etel = result.final_state["players"]["player1"]["zones"]["etel"]
    return sum(1 for c in etel if c.get("flags", {}).get("bowed"))


def _entered(result: Any) -> bool:
    return any(e.type == "entry" for e in result.events)


@pytest.mark.parametrize(("cost", "down", "upright", "bowed"), [(4, 2, 2, 2), (3, 1, 5, 2), (5, 5, 0, 0)])
def test_1204_2g_6_a_reduction_lowers_the_etel_paid(cost: int, down: int, upright: int, bowed: int) -> None:
    result = sim(_enter(cost, upright, cost_down=down))
    assert _entered(result) and _bowed(result) == bowed
    assert any("1204.2g-6" in e.rules for e in result.events)


def test_1203_5_a_cost_reduced_below_0_is_paid_by_nothing() -> None:
    result = sim(_enter(2, 0, cost_down=3))  # blind S ninjaslayer-bs-18: 2 - 3 < 0
    assert _entered(result) and _bowed(result) == 0
    assert any("1203.5" in e.rules and "1204.2g-6" in e.rules for e in result.events)


def test_1204_2g_5_an_increase_is_paid_too() -> None:
    paid = sim(_enter(2, 3, cost_up=1))
    assert _entered(paid) and _bowed(paid) == 3
    assert any("1204.2g-5" in e.rules for e in paid.events)
    refused = sim(_enter(3, 3, cost_up=1))  # 4 > 3 upright: 1204.2i refuses the entry
    assert not _entered(refused)
    assert any(e.type == "rejected" and "1204.2g-5" in e.rules for e in refused.events)


def test_1204_2g_5_then_6_increase_before_reduction() -> None:
    result = sim(_enter(3, 2, cost_up=1, cost_down=2))  # 3 + 1 - 2 = 2
    assert _entered(result) and _bowed(result) == 2


def test_1204_2i_a_reduction_too_small_still_refuses() -> None:
    result = sim(_enter(4, 2, cost_down=1))  # 3 > 2 upright
    assert not _entered(result)


def test_1204_2g_1_no_change_cites_neither() -> None:
    result = sim(_enter(2, 2))
    assert _entered(result) and _bowed(result) == 2
    assert not any({"1204.2g-5", "1204.2g-6", "1203.5"} & set(e.rules) for e in result.events)


def test_1204_2g_6_a_kotodama_is_reduced_the_same() -> None:
    result = sim(_enter(3, 1, kind="kotodama", cost_down=2))
    assert _bowed(result) == 1
    assert any("1204.2g-6" in e.rules for e in result.events)
