"""ONE PIECE CARD GAME: the power of a card whose DON!! were given in its owner's previous turn, asked in
the other player's turn while that player's card attacks it (round 9, family of onepiece-bf-01, -bi-11,
-bk-12, -bl-07, -bm-03, -bq-02).

A given DON!! adds +1000 only during its owner's turn (6-5-5-2); they stay given until the owner's next
refresh phase (6-2-3). The don_power plan now reads 「前の自分のターンに付けた」 as that turn, and takes
the attacking card the question names (「相手がパワー5000のキャラでこのキャラにアタック」); 「このキャラ」
after 「…のキャラで」 is the card acted on, not the one acting (plans/onepiece_cards._merged).
The battle plan no longer answers 「パワーは?」 with the battle's result.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from tests.service.answering.audit_data import situated

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "power"),
    [
        (
            "自分のキャラ(元々のパワー4000)には、前の自分のターンに付けたドン!!が2枚付いたまま。いま相手の"
            "ターンで、相手がパワー5000のキャラでこのキャラ(レスト)にアタックしてきた。この時点のこっちの"
            "キャラのパワーっていくつ?",
            4000,
        ),
        (
            "うちのキャラ(元々のパワー3000)に、前の自分のターンに付けたドン!!が3枚付いたまま。相手のターン、"
            "相手がパワー4000のキャラでそのキャラ(レスト)にアタックしてきた。うちのキャラのパワーは?",
            3000,
        ),
        (
            "自分のキャラ(元々のパワー4000)には、前の自分のターンに付けたドン!!が2枚付いたまま。いま相手の"
            "ターンで、相手がパワー5000のキャラでこのキャラ(レスト)にアタックしてきた。このキャラのパワーは?",
            4000,
        ),
    ],
)
def test_6_5_5_2_don_given_in_the_owners_previous_turn_add_nothing_in_the_other_turn(
    question: str, power: int
) -> None:
    stated, value, summary = situated(question, GAME)
    assert stated and value in ([power], {"result": "ongoing", "winner": None})
    assert f"パワーは{power}のまま" in summary


@pytest.mark.parametrize(
    "question",
    [
        # the owner's own later turn: its refresh phase returned the DON!! (6-2-3) — not 6000
        "自分のキャラ(元々のパワー4000)には、前の自分のターンに付けたドン!!が2枚付いたまま。いま自分のターンで、"
        "このキャラ(レスト)のパワーは?",
        # no turn told after the previous one: when the power is asked is unsaid
        "自分のキャラ(元々のパワー4000)には前の自分のターンに付けたドン!!が2枚付いたまま。このキャラのパワーは?",
        "自分のターンにパワー5000のキャラにドン!!を2枚付けた。次の自分のターン、そのキャラのパワーはいくつ?",
    ],
)
def test_6_2_3_a_later_turn_of_the_owner_is_not_run_with_the_don_still_given(question: str) -> None:
    stated, _value, _summary = situated(question, GAME)
    assert not stated


def test_6_5_5_2_a_power_asked_is_not_answered_by_the_battle() -> None:
    question = (
        "自分のキャラ(元々のパワー4000)には、前の自分のターンに付けたドン!!が2枚付いたまま。いま相手のターンで、"
        "相手のダブルアタック持ちのパワー5000のキャラでこのキャラ(レスト)にアタックしてきた。こっちのキャラのパワーは?"
    )
    gated, _note = situate(question, GAME)
    assert gated.built is None or gated.built.situation != "onepiece.plan.battle"
