"""fow answers tell prevented damage as prevented (10.17), never as dealt (issue 12 item 2)."""

from __future__ import annotations

from service.answering.plans.fow_tell import damage_head
from service.engine.scenario import simulate


def test_fow_10_17_1_2_all_prevented_damage_is_not_told_as_dealt() -> None:
    sim = simulate(
        "fow",
        {"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 300, "prevent": "all"}]},
    )
    head = damage_head(sim)
    assert "与えません" not in head and "1回で与えます" not in head
    # audit 28f: the 0 dealt leads, the amount replaced in parentheses (a number asked of the damage or
    # of the life lost is read outside them: 300 had been stated for 「ライフは何点減る?」)
    assert "与えられるダメージは0点です" in head and "軽減に置き換えられ" in head


def test_fow_10_17_1_1_partly_prevented_damage_is_still_one_instance() -> None:
    sim = simulate(
        "fow",
        {"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 300, "prevent": 100}]},
    )
    head = damage_head(sim)
    assert "300点のダメージを1回で与えます" in head and "軽減されて200点" in head
