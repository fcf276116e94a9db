"""A keyword card asked to attack the turn it was played is the attacker, its keyword the attacker's.

The attack-object checks had read 「…キャラを出したターンにアタック」 as an attack on the キャラ (its
「を」 goes with 出した; `inverse._object`) and 「【突進】持ちのフォロワーを出したターンに相手のリーダーを
攻撃」 as an attack on a 【突進】 card (the time clause 「出したターンに」 now ends the object phrase;
`aimed._BOUNDARY`), and withheld these everyday keyword questions — the issue's own example of a keyword
question. onepiece 10-1-1-1 (【速攻】: it may attack the turn it is played) and 3-7-4 (a character played
this turn cannot attack); sve 12.10.2 (【突進】: followers only, the turn it is played) and 12.9.2 (【疾走】).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        ("onepiece", "【速攻】持ちのキャラを出したターンにアタックできる?", "yes"),
        ("onepiece", "【速攻】を持ってないキャラを出したターンにアタックできる?", "no"),
        ("sve", "【突進】持ちのフォロワーを出したターンに相手のリーダーを攻撃できる?", "no"),
        ("sve", "【突進】持ちのフォロワーを出したターンに、相手のアクト状態のフォロワーを攻撃できる?", "yes"),
        ("sve", "【疾走】持ちのフォロワーを出したターンに相手のリーダーを攻撃できる?", "yes"),
    ],
)
def test_10_1_1_1_3_7_4_12_10_2_12_9_2_a_keyword_card_attacking_the_turn_it_was_played(
    game: str, question: str, value: str
) -> None:
    stated, got, _ = situated(question, game)
    assert stated and got == value
