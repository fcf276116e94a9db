"""ONE PIECE CARD GAME plans: an attack asked in the second player's first turn, with the rule the asker
already knows said first (「先攻は1ターン目アタックできないのは知ってるけど、後攻なら…」) and the ask
seeking agreement (「殴っていいよね?」).

Clause: 6-5-6-1 (neither player battles in its first turn — 【速攻】 does not change it). The known
rule's turn is not the one asked (onepiece_can.first_turn reads the turn told after it). The traps
ask about a later turn and must not be answered 「できません」.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    "question",
    [
        "先攻は1ターン目アタックできないのは知ってるけど、後攻の自分の1ターン目ならリーダーで相手リーダーに"
        "アタックしていいよね?",
        "先攻は1ターン目アタックできないのは知ってるけど、後攻なら1ターン目からリーダーで殴っていいんだよね?",
        "後攻で、自分の最初のターンに【速攻】持ちのキャラを出した。速攻あるしこのまま相手リーダー殴っていいよね?",
    ],
)
def test_6_5_6_1_no_battle_in_the_second_players_first_turn(question: str) -> None:
    stated, value = _verdict(question)
    assert stated and value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "先攻は1ターン目アタックできないのは知ってるけど、後攻なら2ターン目からリーダーで殴っていいんだよね?",
        "後攻の2回目の自分のターンなら、リーダーで相手リーダーにアタックしていいよね?",
        "先攻は1ターン目アタックできないのは知ってるけど、先攻の2ターン目ならリーダーでアタックしていいよね?",
    ],
)
def test_6_5_6_1_a_later_turn_is_not_refused(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"
