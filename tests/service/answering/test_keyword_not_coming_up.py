"""A keyword said not to come up, as the condition asked under, is denied (keyword_predicate.KEYWORD_DENIED).

「ウケミは出なかった」 was read as a denial, 「ウケミが出なければ」「トリガーが出ない場合」 were not, so the
everyday 「ダメチェでウケミが出なければ勝ち?」 was withheld for an unreflected ウケミ. ninjaslayer
1104.3 / 1002.1 (a damage check per point; 10 cards in the damage zone lose), onepiece 4-6-2-1 (a hit
takes the top life card) with no 【トリガー】 used (10-1-5-2).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        (
            "ninjaslayer",
            "相手のダメージ・ゾーンが8枚で、工作力2のアイサツが通った。ダメチェでウケミが出なければ勝ち?",
            "self",
        ),
        (
            "ninjaslayer",
            "相手のダメージ・ゾーンが8枚。工作力2のキャラのアイサツが通った。ウケミが出ない場合、相手のダメージ・ゾーンは何枚?",
            [10],
        ),
        (
            "onepiece",
            "相手のライフ1枚。パワー6000のキャラで相手リーダー(5000)にアタックして通った。トリガーが出なければ相手のライフは?",
            [0],
        ),
    ],
)
def test_1104_3_4_6_2_1_a_keyword_not_coming_up_is_denied(game: str, question: str, value: object) -> None:
    stated, got, _ = situated(question, game)
    assert stated and got == value


def test_1104_3_a_keyword_coming_up_is_not_denied() -> None:
    question = "相手のダメージ・ゾーンが8枚で、工作力2のアイサツが通った。ダメチェでウケミが出たら勝てない?"
    stated, _got, _ = situated(question, "ninjaslayer")
    assert not stated
