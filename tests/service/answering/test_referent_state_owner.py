"""A state said of a referent (「そいつは」「そのUNITは」) is the referred card's (reading/stated_of.py).

Blind AC kiseki-ac-12 (first try) told the opponent's only UNIT, then 「そいつは今アクション状態」: the
state had no owner, so no plan could place it. kiseki 803.5b / 803.6h: a player is attacked only when
no UNIT of theirs may be chosen — an acted (not stunned) UNIT may be, so the attack on the player is
refused; sve 8.4.3.1 / onepiece 7-1-1-2: only an acted / rested card may be attacked.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        (
            "kiseki",
            "相手の場にUNIT1体、そのUNITはアクション状態。こっちのレディのUNITで相手プレイヤーを攻撃できる?",
            "no",
        ),
        (
            "onepiece",
            "相手の場にキャラが1枚。そのキャラはレスト状態。俺のアクティブのキャラ(6000)でそのキャラ(5000)にアタックできる?",
            "yes",
        ),
        (
            "sve",
            "相手の場にフォロワー1体、そのフォロワーはアクト状態。俺の前のターンからいる2/2でそのフォロワーを攻撃できる?",
            "yes",
        ),
        (
            "sve",
            "相手の場にフォロワー1体、そいつはスタンド状態。俺の前のターンからいる2/2でそいつを攻撃できる?",
            "no",
        ),
    ],
)
def test_803_6h_8_4_3_1_7_1_1_2_a_state_said_of_a_referent_is_the_referred_cards(
    game: str, question: str, value: str
) -> None:
    stated, got, _ = situated(question, game)
    assert stated and got == value


def test_a_referent_after_a_card_of_the_other_player_takes_that_players_owner() -> None:
    from service.answering.reading.reader import read

    reading = read("相手の場にUNIT1体、そのUNITはアクション状態。俺のUNITはレディ。", "kiseki")
    states = {f.text: f.owner for f in reading.facts if f.role.value == "state"}
    assert states["アクション状態"] == "opponent"
    assert states["レディ"] == "self"
