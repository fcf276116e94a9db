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


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("今は俺のターン。相手のアクティブのキャラでアタックできる?", "onepiece"),
        ("相手のアクティブのキャラでアタックできる?今は俺のターンです。", "onepiece"),
        ("いまは自分のメインフェイズ。相手のキャラで俺のリーダーにアタックできる?", "onepiece"),
        ("レディ状態の相手のUNITで攻撃できる?今は自分のステップ。", "kiseki"),
        ("今は俺の攻撃ステップ。相手のレディ状態のUNITで攻撃できる?", "kiseki"),
        ("今、こっちの攻撃対象選択ステップ。相手のUNITで攻撃できる?", "kiseki"),
    ],
)
def test_7_1_803_3_the_opponents_attack_is_not_run_past_a_turn_or_step_told_as_the_askers_now(
    question: str, game: str
) -> None:
    """onepiece 7-1 (the turn player attacks) and kiseki 803.3 / 803.4a (the primary player attacks;
    the other player's attack comes only after a pass, in the next battle substep): a run that ends
    the told turn or passes the told step first answers another question (round 14's auditor: 'yes'
    stated for all but the last). `reading/turn_owned.now_owner` withholds."""
    stated, value, _ = situated(question, game)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("今は俺のターン。俺のアクティブのキャラでアタックできる?", "onepiece"),
        ("今は相手のターン。相手のアクティブのキャラで俺のリーダーにアタックできる?", "onepiece"),
        ("今は俺の攻撃ステップ。俺のレディ状態のUNITで攻撃できる?", "kiseki"),
    ],
)
def test_7_1_803_3_an_attack_by_the_player_whose_turn_or_step_is_told_as_now_still_runs(
    question: str, game: str
) -> None:
    stated, value, _ = situated(question, game)
    assert stated and value == "yes"
