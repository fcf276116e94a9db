"""Round 13 (onepiece): a play's payment told as enough (plans/onepiece_area `_PAYMENT_ENOUGH`).

「(ドンは足りてる)」「ドンは余ってる」: what the area plan assumes anyway — the cost is paid by as many
active DON!! (2-7-2) — so the count after the play is the area's rule: 5 characters at most, one
goes to its owner's trash first (3-7-6, 3-7-6-1); 1 stage (3-8-5, 3-8-5-1). Traps: the payment
told short, the payment asked, the opponent's area.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        "キャラクターエリアにキャラが5体。ドンは足りてるので、コスト4のキャラを手札から出した。キャラクターエリアのキャラは何体になる?",
        [5],
    ),
    ("キャラが5体並んでる。ドンは余ってるので手札のコスト5のキャラを出した。キャラは何体になった?", [5]),
    ("キャラが3体いる。ドンは足りてる。コスト2のキャラを出したらキャラは何体?", [4]),
    ("ステージが1枚ある。ドンは余ってる。コスト1のステージを出したらステージは何枚?", [1]),
]

TRAPS = [
    # 「足りてない」: the play may not be made (2-7-2)
    ("キャラ5体並べてる。ドンは足りてないけど、コスト6のキャラを出したら何体になる?", ()),
    # the payment asked, not told
    ("キャラ5体いる。ドンは足りる?コスト3のキャラ出したら何体になる?", ()),
    # the opponent's area
    ("相手のキャラが5体並んでる(ドンは足りてる)。相手がコスト3のキャラを出したら相手のキャラは何体?", ([5],)),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_3_7_6_1_payment_told_enough_is_the_assumed_one(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_3_7_6_1_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
