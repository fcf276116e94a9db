"""Round 14 (kiseki): a UNIT card's アーツ played from the hand with its EP told made by acting 拠点
cards (「拠点2枚アクションして2EP出して」, 1217.2): the UNIT card goes to the 軌跡 as part of the cost
(1204.2f-5), so the hand is one card smaller (`kiseki_arts._base_paid`)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "手札5枚。その中のUNITのアーツ(EP2)を、拠点2枚アクションして2EP出して手札から撃った。撃った後の手札は何枚?",
            [4],
        ),
        (
            "手札6枚。拠点2枚を寝かせて2EP出して、手札のUNITのアーツ(EP2)を手札から使った。手札は何枚になる?",
            [5],
        ),
        (
            "手札は3枚。拠点1枚アクションしてEP出して、手札からUNITのアーツ(EP1)をプレイした。解決後の手札は何枚?",
            [2],
        ),
    ],
)
def test_1204_2f_5_arts_from_the_hand_paid_by_acted_base_cards(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # more 拠点 cards acted than the EPコスト: EP left over, another count of what was paid
        "手札5枚。拠点3枚アクションして3EP出して、手札からUNITのアーツ(EP2)を撃った。撃った後の手札は何枚?",
        # the 拠点's UNIT card: the hand is left alone (1213.2)
        "手札5枚。拠点2枚アクションして2EP出して、拠点のUNITのアーツ(EP2)を撃った。撃った後の手札は何枚?",
    ],
)
def test_1204_2f_5_traps_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
