"""An 【オーラ】 follower attacked, what the keyword forbids said as known (family seen in batches H, J,
L and blind Q, sve-bq-10; 12.15.2.1): 「スペルで選べないのはわかってるけど、フォロワーで攻撃するのはOK?」
— the choosing denied 「…のはわかってる/知ってる」 is an aside restating the card's keyword, no act of
the question (REREAD `sve_quote.keyword_aside`); the attack is what is asked: 【オーラ】 forbids only
being chosen by the opponent's cards and abilities, an acted one may be attacked (8.4.3.1).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("オーラ持ちの相手フォロワー、アクト状態。スペルで選べないのはわかってるけど、"
         "フォロワーで攻撃するのはOK?", "yes"),
        ("相手のアクト状態のオーラ持ちフォロワー。スペルで選べないのは知ってるけど、前のターンからいる俺のフォロワーで"
         "攻撃できる?", "yes"),
        # the state still decides (8.4.3.1) and 【威圧】 still forbids the attack (12.12.2)
        ("オーラ持ちの相手フォロワー、スタンド状態。スペルで選べないのはわかってるけど、"
         "フォロワーで攻撃するのはOK?", "no"),
        ("威圧持ちの相手フォロワー、アクト状態。スペルで選べないのはわかってるけど、"
         "フォロワーで攻撃するのはOK?", "no"),
    ],
)  # fmt: skip
def test_12_15_2_1_an_aura_follower_may_be_attacked_the_aside_aside(question: str, value: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value


def test_12_15_2_the_choosing_asked_is_no_aside() -> None:
    question = "オーラ持ちの相手フォロワー、アクト状態。スペルで選べないのはわかってるけど、スペルで選べる?"
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == "no"
