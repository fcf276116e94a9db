"""fow round 13 (blind batch Y): a group destroyed by a card text quoted in 『…』 (as 「…」 is: the card word
inside is the effect's scope, no card of the resolving player), a card said to hold no addition
(「アディションも付いてない」: no card of the situation), and 「場には敵味方ともリゾネイターが1体もいない」
(each player's count of 0) — 10.9.1 (a J/ルーラー destroyed goes to the ルーラーエリア), 10.1.2 (an addition
with no card to be set on stays where it is).
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


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の『場のJ/リゾネイターをすべて破壊する』が解決された。自分の場にはリゾネイター3体、自分の墓地は2枚。"
            "自分の墓地は何枚になる?",
            [5],
        ),
        (
            "相手のスペル『すべてのJ/リゾネイターを破壊する』が通った。自分の場にはJルーラー1体とリゾネイター1体"
            "(アディションは付いてない)。自分の墓地は4枚。解決後の自分の墓地は?",
            [5],
        ),
        (
            "自分の『すべてのJ/リゾネイターを破壊する』が通った。相手の場にはリゾネイター2体。相手の墓地は3枚。解決後の"
            "相手の墓地は?",
            [5],
        ),
    ],
)
def test_10_9_1_a_group_destroyed_by_a_double_quoted_text(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "『あなたの墓地のカード1枚を場に出す』で墓地の[アディション:リゾネイター]を出す。場には両方ともリゾネイターが"
        "1体もいない。出せる?",
        "墓地の[アディション:リゾネイター]を『あなたの墓地のカード1枚を場に出す』で出したい。場には敵味方とも"
        "リゾネイターが1体もいない。出せる?",
    ],
)
def test_10_1_2_no_resonator_on_either_field(question: str) -> None:
    assert _answered(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # trap: an addition IS set on one of them — where it goes is not modeled
        "相手の『すべてのJ/リゾネイターを破壊する』が通った。自分の場にリゾネイター2体、そのうち1体にアディションが"
        "付いてる。自分の墓地は3枚。解決後の自分の墓地は?",
        # trap: only the asker's field is empty — the opponent's resonator may host it
        "『あなたの墓地のカード1枚を場に出す』で墓地の[アディション:リゾネイター]を出す。場には自分のリゾネイターが"
        "1体もいない。出せる?",
    ],
)
def test_10_9_1_10_1_2_traps_withhold(question: str) -> None:
    assert _answered(question)[0] is False
