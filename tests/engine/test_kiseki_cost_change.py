"""軌跡 TCG: an effect that lowers (1304.2) or raises (1304.1) a card's CPコスト or EPコスト changes what
its play pays — applied after the printed cost (1204.2f-1/-2), increases first (1204.2f-7), then
decreases (1204.2f-8); a cost lowered to 0 or less is not paid (104.2). The printed CPコスト stays the
card's (a stunned UNIT's stun damage is its CPコスト, 1306.3)."""

from __future__ import annotations

from typing import Any

from tests.engine.kiseki_helpers import sim, unit


def _play(card: dict[str, Any], cp: int = 0, ep: int = 0, kind: str = "play_unit") -> Any:
    return sim(
        {
            "phase": "deploy",
            "player1": {"hand": [card], "cp": cp, "ep": ep},
            "actions": [{"kind": kind, "card": card["id"]}],
        }
    )


def _rejected(r: Any) -> bool:
    return any(e.type == "rejected" for e in r.events)


def test_kiseki_1304_2_1204_2f_8_a_lowered_cp_cost_is_what_the_play_pays() -> None:
    r = _play(unit("u", cp=5, cost_change=-2), cp=3)
    assert not _rejected(r)
    assert r.counter("player1", "cp") == 0
    paid = [e for e in r.events if e.type == "counter" and e.data.get("key") == "cp"]
    assert paid and {"1204.2f-8", "1304.2"} <= set(paid[0].rules)


def test_kiseki_1204_2f_1_without_the_reduction_the_same_cp_does_not_pay() -> None:
    r = _play(unit("u", cp=5), cp=3)
    assert _rejected(r)
    assert any("1204.2f-1" in e.rules for e in r.events if e.type == "rejected")


def test_kiseki_1304_1_1204_2f_7_a_raised_cp_cost_may_not_be_paid() -> None:
    r = _play(unit("u", cp=3, cost_change=1), cp=3)
    refused = [e for e in r.events if e.type == "rejected"]
    assert refused and {"1204.2f-7", "1304.1"} <= set(refused[0].rules)


def test_kiseki_104_2_a_cost_lowered_below_zero_is_not_paid() -> None:
    r = _play(unit("u", cp=1, cost_change=-3), cp=0)
    assert not _rejected(r)
    assert r.counter("player1", "cp") == 0
    assert any(e.type == "move" and e.data.get("to_zone") == "field" for e in r.events)


def test_kiseki_1304_2_an_item_and_an_event_pay_the_lowered_cost() -> None:
    item = {"id": "i", "kind": "ITEM", "cp_cost": 4, "cost_change": -1}
    assert not _rejected(_play(item, cp=3, kind="play_item"))
    event = {"id": "e", "kind": "EVENT", "ep_cost": 3, "cost_change": -2}
    r = _play(event, ep=1, kind="play_event")
    assert not _rejected(r)
    assert r.counter("player1", "ep") == 0
