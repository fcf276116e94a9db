"""fow, round 8 second wave (issue 11): situation families withheld over the blind batches, planned
in general.

10.9 with a Jルーラー on the field: 「場のJ/リゾネイターをすべて破壊する」 puts the resonators into their
owner's graveyard and the Jルーラー into the ルーラーエリア, so the graveyard grows by the resonators only.
Blind fow-bo-07 (the turn player is the opponent: the zones plan had declined the asker seated as turn
player) and fow-bl-09 (「破壊されない系の効果はどこにもない」 had been read as a present keyword) were
withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.9: a Jルーラー destroyed goes to the ルーラーエリア; the turn player may be the opponent ---------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ターンプレイヤーの相手が「場のJ/リゾネイターをすべて破壊する」を撃ってきた。自分の場にはJルーラー1体と"
            "リゾネイター2体。破壊前の自分の墓地は5枚。他に何も起きないとして、破壊後の墓地は何枚?",
            [7],
        ),
        (
            "ターンプレイヤーの相手が「場のJ/リゾネイターをすべて破壊する」を解決。自分の場にはJルーラー1体と"
            "リゾネイター2体。自分の墓地は5枚。解決後の自分の墓地は何枚?",
            [7],
        ),
        (
            "相手がターンプレイヤー。相手が「場のJ/リゾネイターをすべて破壊する」を撃ってきた。自分の場にはJルーラー"
            "1体とリゾネイター3体、自分の墓地は2枚。破壊後の墓地は何枚?",
            [5],
        ),
        (
            "ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。相手の場にはJルーラー1体と"
            "リゾネイター1体、相手の墓地は5枚。破壊されない系の効果はどこにもない。解決後の相手の墓地は何枚?",
            [6],
        ),
        (
            "ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。相手の場にはJルーラー1体と"
            "リゾネイター2体、相手の墓地は3枚。破壊されない効果は特にない。解決後の相手の墓地は何枚?",
            [5],
        ),
        # the same seating for a draw (fow-bn-03)
        (
            "ターンプレイヤーの相手が「カードを2枚引く」を解決した。相手のデッキは10枚。引いたあと相手のデッキは何枚?",
            [8],
        ),
    ],
)
def test_10_9_destroyed_j_ruler_to_ruler_area_whoever_is_turn_player(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # 「どこにもない?」 is asked, not told
        "ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。相手の場にはJルーラー1体と"
        "リゾネイター2体、相手の墓地は3枚。破壊されない効果はどこにもない?解決後の相手の墓地は何枚?",
        # a resonator with 破壊されない (10.9.3) changes the count
        "ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。相手の場にはJルーラー1体と"
        "リゾネイター2体、相手の墓地は3枚。破壊されない効果を持つリゾネイターが1体いる。解決後の相手の墓地は何枚?",
        # the turn told both ways: no seating
        "ターンプレイヤーの相手が「場のJ/リゾネイターをすべて破壊する」を解決。自分のターン。自分の場にはJルーラー"
        "1体とリゾネイター2体。自分の墓地は5枚。解決後の自分の墓地は何枚?",
    ],
)
def test_10_9_3_a_keyword_present_or_doubted_or_a_turn_said_both_ways_withholds(question: str) -> None:
    assert _answered(question)[0] is False
