"""Round 13 (sve-by-20): attributes closed by 「で、」 are the card used (「俺の【必殺】持ち、攻撃力0/体力3
(前のターンから場にいる)で、相手の…」, `plans/sve_read._OBJECT`), and 「相手の5/5ってどうなる?」 said of a
follower asks whether it is destroyed (sve.jsonl). 【必殺】: a follower that fought it is destroyed by the
next rule process, with no damage needed (12.14.2, 11.3.2)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        "自分の【必殺】持ち、攻撃力0/体力4(前のターンから場にいる)で、相手のアクト状態の6/6を攻撃。相手の6/6ってどうなる?",
        "俺の必殺持ち、攻撃力0/体力2で、相手のアクト状態の3/5に攻撃した(前のターンから場にいるフォロワー)。相手の3/5は破壊される?",
        "前のターンから場にいる攻撃力0/体力3の【必殺】持ちで相手のアクト状態の4/7を攻撃。相手の4/7はどうなる?",
    ],
)
def test_11_3_2_bane_destroys_the_follower_it_fought_without_damage(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, True), question


@pytest.mark.parametrize(
    "question",
    [
        # trap: no 【必殺】 — 1 damage leaves the 5/5 standing (11.3.1), never 'destroyed'
        "俺のフォロワー、攻撃力1/体力3(前のターンから場にいる)で、相手のアクト状態の5/5に攻撃。相手の5/5ってどうなる?",
        # trap: 【必殺】 denied
        "俺の必殺なしのフォロワー、攻撃力0/体力3(前のターンから場にいる)で、相手のアクト状態の5/5を攻撃。相手の5/5はどうなる?",
    ],
)
def test_11_3_1_without_bane_the_follower_stays(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value is False, question


def test_12_14_2_trap_a_standing_target_cannot_be_attacked_8_4_3_1() -> None:
    question = (
        "俺の【必殺】持ち、攻撃力0/体力3(前のターンから場にいる)で、相手のスタンド状態の5/5を攻撃。"
        "相手の5/5ってどうなる?"
    )
    stated, value, _ = situated(question, GAME)
    assert not stated or value is False
