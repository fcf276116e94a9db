"""10.2.5: a player may play will abilities when asked to pay will — tests named after the clause."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import rejected, zone


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def will(res: SimulationResult, player: str = "player1") -> dict[str, int]:
    counters: dict[str, int] = res.final_state["players"][player]["counters"]
    return {k: v for k, v in counters.items() if k.startswith("will:") and v}


def stone(rested: bool = False, **made: int) -> dict[str, Any]:
    return {
        "id": "s",
        "name": "魔石",
        "kind": "stone",
        "defense": None,
        "rested": rested,
        "will_ability": made,
    }


def test_fow_10_2_5_a_will_ability_played_while_paying_pays_the_cost() -> None:
    res = sim(
        {
            "player1": {"will": {}, "stone_area": [stone(風=1)]},
            "operations": [{"kind": "pay_will", "cost": {"風": 1}, "abilities": ["s"]}],
        }
    )
    assert not rejected(res)
    assert zone(res, "player1", "stone_area")[0]["flags"]["rested"] is True
    assert will(res) == {}
    assert any("10.2.5" in e.rules and e.type == "counter" for e in res.events)
    assert any(e.type == "paid" for e in res.events)


def test_fow_10_2_5_will_made_during_payment_adds_to_the_held_will() -> None:
    res = sim(
        {
            "player1": {"will": {"水": 1}, "stone_area": [stone(風=1)]},
            "operations": [{"kind": "pay_will", "cost": {"水": 1, "無": 1}, "abilities": ["s"]}],
        }
    )
    assert not rejected(res) and will(res) == {}


def test_fow_10_12_2_a_rested_card_plays_no_will_ability() -> None:
    res = sim(
        {
            "player1": {"will": {"光": 2}, "field": [{"id": "s", "rested": True, "will_ability": {"水": 1}}]},
            "operations": [{"kind": "pay_will", "cost": {"光": 1, "無": 2}, "abilities": ["s"]}],
        }
    )
    refused = rejected(res)
    assert refused and "10.12.2" in refused[0]["rules"]
    assert will(res) == {"will:光": 2}  # nothing paid: all or nothing (10.2.4)


def test_fow_10_2_4_will_abilities_do_not_make_a_short_cost_payable() -> None:
    res = sim(
        {
            "player1": {"will": {}, "stone_area": [stone(水=1)]},
            "operations": [{"kind": "pay_will", "cost": {"風": 1}, "abilities": ["s"]}],
        }
    )
    refused = rejected(res)
    assert refused and "10.2.4" in refused[0]["rules"]
    assert not zone(res, "player1", "stone_area")[0]["flags"].get("rested")  # verify before apply


def test_fow_10_2_5_only_a_card_with_a_will_ability_makes_will() -> None:
    res = sim(
        {
            "player1": {"will": {}, "field": [{"id": "s"}]},
            "operations": [{"kind": "pay_will", "cost": {"風": 1}, "abilities": ["s"]}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.2.5"]
