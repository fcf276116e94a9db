"""ニンジャスレイヤー round 14: a rule recalled and asked back after the question (「…も1枚ドローだっけ?」)
is the asker's supposition (REREAD ninjaslayer_hearsay.supposed), answered by the run's own draw
(502.3a: only the game's first turn draws 1). Traps: a past act recalled (「1枚引いたっけ?」) stays read.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "後攻で初手4枚。自分の最初のターンのドロー・ステップが終わったら手札は何枚?最初のターンは1枚ドローだっけ?",
            6,
        ),
        ("先攻の1ターン目、初手4枚。ドロー・ステップ後の手札は何枚?先攻も2枚ドローだっけ?", 5),
        (
            "後攻です。初期手札4枚のまま自分の最初のターンが来た。ドロー・ステップの後、手札は何枚?後攻も1枚ドローだっけ?",
            6,
        ),
    ],
)
def test_502_3a_the_draw_recalled_is_the_rules(question: str, hand: int) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == [hand], (question, stated, value)


@pytest.mark.parametrize(
    "question",
    [
        # a past act recalled: something the game did, not a rule
        "後攻1ターン目、初手4枚。ドロー・ステップ後の手札何枚?前のターンに1枚引いたっけ?",
        # the order not told: the first turn's draw depends on it (502.3a; the builder had run turn 1)
        "初手4枚。自分の最初のターンのドロー・ステップ後の手札は何枚?1枚ドローだっけ?",
    ],
)
def test_502_3a_traps_withheld(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated, (question, value)
