"""ONE PIECE CARD GAME 6-5-5-2 without the old attack builder (issue 11 item 7): a card given DON!! with
no owner word (「前の自分のターンにパワー4000のキャラにドン!!を2枚付けた」) is the asker's — 6-5-5-1 gives
DON!! only to one's own leader or characters — so the other player's card told with its power attacks
it (plans/onepiece_don_power._attacks_it), and its power in that player's turn is the printed one.

Checked by hand against /work/shared/seeds/onepiece.txt 6-5-5-2: 「自分のターン中、付与されているドン!!カード
1枚につき、パワーが1000上昇します」 — in the opponent's turn the DON!! add nothing.
"""

from __future__ import annotations

import pytest

from service.answering.plans import reread
from service.answering.plans.onepiece_don_power import don_power
from service.answering.reading.reader import read
from tests.service.answering.audit_data import situated

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "power"),
    [
        (
            "前の自分のターンにパワー4000のキャラにドン!!を2枚付けた。相手のターンに、そのキャラが相手のキャラ"
            "(パワー6000)にアタックされた。そのときのパワーはいくつ?",
            4000,
        ),
        (
            "自分のターンにパワー4000のキャラにドン!!を2枚付けた。相手のターンに、そのキャラが相手のキャラ"
            "(パワー6000)にアタックされた。パワーはいくつ?",
            4000,
        ),
        (
            "パワー5000のキャラにドン!!を1枚付けたまま相手のターン。相手のパワー7000のキャラにそのキャラが"
            "アタックされた。そのキャラのパワーはいくつ?",
            5000,
        ),
    ],
)
def test_6_5_5_2_an_unowned_card_given_don_keeps_its_power_in_the_opponents_turn(
    question: str, power: int
) -> None:
    assert don_power(reread(GAME, read(question, GAME))) is not None
    stated, value, _summary = situated(question, GAME)
    assert stated and value == [power]


@pytest.mark.parametrize(
    "question",
    [
        # traps: attacked in the asker's own turn (the DON!! would count; not this plan's battle), and a
        # power told after the DON!! given (「ドン!!を2枚付けたパワー4000」 may include them)
        "自分のターンにパワー4000のキャラにドン!!を2枚付けた。そのキャラが相手のキャラ(パワー6000)にアタックされた。"
        "パワーはいくつ?",
        "前の自分のターンにドン!!を2枚付けたパワー4000のキャラ。相手のターンに、そのキャラが相手のキャラ"
        "(パワー6000)にアタックされた。そのときのパワーはいくつ?",
    ],
)
def test_6_5_5_2_an_untold_turn_or_a_power_with_the_don_is_not_planned(question: str) -> None:
    assert don_power(reread(GAME, read(question, GAME))) is None
