"""Round 14 (kiseki): the attack on the player with the opponent's 場 told in groups (`kiseki_field`)
when the attack is told first as a wish (「【暗躍】持ちで相手本体を殴りたい。相手の場には…。本体いける?」,
`_told_first`) and 「攻撃通る?」 asked (a can, lexicon): 【暗躍】 attacks only players and UNITs with it
(1402.1), so a ready 【暗躍】 UNIT of theirs is chosen before the player (803.5b, 803.6h)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("【暗躍】持ちのUNITで相手本体を殴りたい。相手の場には【暗躍】なしのUNITが2体。本体いける?", "yes"),
        (
            "普通のUNITで相手本体を直接攻撃したい。相手の場には【暗躍】なしのUNITが1体(レディ)。本体いける?",
            "no",
        ),
        (
            "【暗躍】持ちのUNITで相手本体を殴りたい。相手の場には【暗躍】持ちのUNITが1体(レディ)。本体いける?",
            "no",
        ),
        (
            "攻撃するのは【暗躍】持ち1体。相手の場には【暗躍】を持たないUNITが3体、全部レディ。相手本体に攻撃通る?",
            "yes",
        ),
    ],
)
def test_1402_1_the_player_past_a_field_told_after_the_attack(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "【暗躍】持ちのUNITで相手本体を殴りたい。相手の場には【暗躍】なしのUNITが2体。STRは足りる?",
        "【暗躍】持ちのUNITで相手本体を殴りたい。相手の場には【暗躍】なしのUNITが2体。次のターンなら本体いける?",
        "【暗躍】持ちのUNITで相手本体を殴りたい。相手の場には【暗躍】なしのUNITが2体。相手のUNITいける?",
    ],
)
def test_1402_1_traps_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
