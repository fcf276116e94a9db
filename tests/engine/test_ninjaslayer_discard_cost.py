"""ニンジャスレイヤーTCG 1203.7: 「手札をN枚捨てて、(効果)してもよい」 — the discard is a cost paid at
resolution by the effect's controller (1203.7a); with fewer than N cards in hand it cannot be carried
out even in part (1203.2), so it is not paid and the effect is not carried out. A paid discard puts the
cards into the player's オヒガン (1309.1).
"""

from __future__ import annotations

import pytest

from service.engine.scenario import simulate


def _run(hand: int, cost: int, draw: int) -> tuple[int, int, list[str]]:
    result = simulate(
        "ninjaslayer",
        {
            "phase": "character",
            "player1": {"hand": hand},
            "actions": [
                {
                    "kind": "effect",
                    "player": "player1",
                    "op": "draw",
                    "counts": {"player1": draw},
                    "discard_cost": cost,
                }
            ],
        },
    )
    zones = result.final_state["players"]["player1"]["zones"]
    return len(zones["hand"]), len(zones["ohigan"]), [e.type for e in result.events if "1203.7" in e.rules]


@pytest.mark.parametrize(("hand", "cost"), [(0, 1), (1, 2), (0, 3)])
def test_1203_2_1203_7_an_unpayable_discard_cost_leaves_the_draw_undone(hand: int, cost: int) -> None:
    now, ohigan, events = _run(hand, cost, 2)
    assert (now, ohigan) == (hand, 0)  # nothing discarded, nothing drawn
    assert events == ["condition_unmet"]


@pytest.mark.parametrize(("hand", "cost", "draw"), [(1, 1, 2), (3, 2, 2), (4, 1, 1)])
def test_1203_7_1309_1_a_paid_discard_then_the_draw(hand: int, cost: int, draw: int) -> None:
    now, ohigan, events = _run(hand, cost, draw)
    assert (now, ohigan) == (hand - cost + draw, cost)
    assert events == ["move"] * cost


def test_1308_1a_a_draw_without_a_cost_is_unchanged() -> None:
    now, ohigan, events = _run(0, 0, 2)
    assert (now, ohigan, events) == (2, 0, [])
