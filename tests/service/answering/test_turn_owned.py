"""Whose turn the asked act happens in, and whose card a play told in a turn puts out (reading/owned.py).

onepiece 7-1: only the turn player attacks, in its main phase. A card played 「自分のターンに」 is the
asker's; an attack asked 「相手の3ターン目に」「相手のターン中に」 is asked in the opponent's turn. The
attack builder had run the asker's card in the asker's own turn, or put the card on the opponent's
side to attack in the opponent's turn, and stated 'yes' (found by the onepiece family helper, round 9).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    "question",
    [
        "自分の3ターン目、メインで【速攻】持ちのキャラを出した。相手の3ターン目にもアタックできる?",
        "自分の3ターン目に【速攻】持ちのキャラを出した。次の相手のターンにそのキャラでアタックできる?",
        "【速攻】持ちのキャラを自分のターンに出した。相手のターン中にそのキャラでアタックできる?",
    ],
)
def test_7_1_an_attack_asked_in_the_opponents_turn_is_not_run_in_the_askers(question: str) -> None:
    stated, value, _ = situated(question, "onepiece")
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "【速攻】持ちのキャラを自分のターンに出した。そのままそのキャラでアタックできる?",
        "このターン【速攻】持ちのキャラを出した。すぐアタックできる?",
        "自分の3ターン目のメインで【速攻】持ちのキャラを手札から出したばっかり。このキャラ、出したターンにそのまま殴りに行ける?",
    ],
)
def test_3_7_4_a_rush_character_played_this_turn_still_attacks_in_that_turn(question: str) -> None:
    stated, value, _ = situated(question, "onepiece")
    assert stated and value == "yes"
