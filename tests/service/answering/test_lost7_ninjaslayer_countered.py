"""1321.1 / 1321.2 (a countered コトダマ: the エテル paid stays bowed), asked as 「縦になってるエテル」.

The 縦 of 「今縦になってるエテルは何枚?」 is the アンタイ・オジギ state (303.1b) the question counts after
the counter; read only as 「縦に戻」「縦のまま」「縦のエテル」, it was left unread and the countered-
コトダマ plan found no state asked (blind N ninjaslayer-bn-06 withheld). 「縦になる?」 (a change, not a
state) stays unread.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, object, str]:
    gated, _ = situate(question, "ninjaslayer")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value, verdict.asks


@pytest.mark.parametrize(
    ("question", "standing"),
    [
        (
            "エテル5枚全部縦の状態から、コスト3のコトダマ撃ったら相手に打ち消された…。"
            "払ったエテルって戻ってくる? "
            "今縦になってるエテルは何枚?",
            2,
        ),
        (
            "エテルが4枚あって全部縦。コスト2のコトダマを使ったけど相手に打ち消された。縦になってるエテルは何枚残る?",
            2,
        ),
        (
            "エテル6枚(全部縦)からコスト4のコトダマをエントリーしたら打ち消されました。いま縦になっているエテルは何枚ですか?",
            2,
        ),
        (
            "自分のエテルは3枚で全部縦の状態。コスト1のコトダマを使ったら打ち消された。縦になったままのエテルは何枚?",
            2,
        ),
    ],
)
def test_1321_2_etel_told_standing_as_tate_ni_natteru_after_a_counter(question: str, standing: int) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "number"
    assert value == [standing]


def test_303_1b_tate_ni_naru_a_change_not_a_state_stays_withheld() -> None:
    stated, _, _ = _verdict("エテル5枚全部縦。コスト3のコトダマを使ったら打ち消された。エテルは何枚縦になる?")
    assert not stated
