"""Round 14 (sve-aa-07, sve-bz-12, and the hand asked by its owner): three plans that had declined a
common wording.

* `sve_play_limit`: the one card counted right before any play verb is the card played (「もう1体出したい
  んだけど出せる?」), not a second count of the field (10.6.2.6, 4.4.4.1);
* `sve_moves.end_phase_quick`: the turn player's 【守護】 told acted (「相手が守護をアクトした」, 7.4.3) is
  the step before the non-turn player's 【クイック】 window (7.4.5);
* `sve_players.hand_limit`: 「俺の手札は何枚?」 names whose told hand is asked: only the turn player
  discards down to 7 (7.4.7)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分の場はフォロワー5体でいっぱい。手札のフォロワーをもう1体出したいんだけど、出せる?", "no"),
        ("自分の場にフォロワー4体。もう1体出したいけど出せる?", "yes"),
        ("場にフォロワー3体とアミュレット2枚。フォロワーもう1体出したいんだけど、出せる?", "no"),
    ],
)
def test_10_6_2_6_the_field_holds_five_4_4_4_1(question: str, value: str) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のエンドフェイズで、相手が守護持ちをアクトした。手札の【クイック】持ちスペルを撃てる?", "yes"),
        (
            "相手のエンドフェイズ。向こうが守護をアクトし終わった。ここで俺の【クイック】のフォロワーをプレイできる?",
            "yes",
        ),
        (
            "相手のエンドフェイズ、相手が守護をアクトした。手札の普通のスペル(【クイック】なし)をプレイできる?",
            "no",
        ),
    ],
)
def test_7_4_5_after_the_guard_step_7_4_3_the_quick_window(question: str, value: str) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のターンのエンドフェイズ。俺は手札9枚。このターンが終わった時点で俺の手札は何枚?", [9]),
        ("相手ターンのエンドフェイズで、手札が10枚ある。ターン終了時、俺の手札っていくつ?", [10]),
        ("自分のターンのエンドフェイズ。手札9枚。ターンが終わったら俺の手札は何枚?", [7]),
    ],
)
def test_7_4_7_only_the_turn_player_discards_to_seven(question: str, value: list[int]) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: the opponent's field full, not the asker's (4.4.4.1 counts the player's own)
        ("相手の場はフォロワー5体。俺はフォロワーもう1体出したいんだけど出せる?", ["yes"]),
        # trap: the asker's own end phase — the turn player has no 7.4.5 window
        ("自分のエンドフェイズ、守護をアクトした。手札の【クイック】のスペルを撃てる?", []),
        # trap: the asker's 守護 acted in the opponent's end phase is no step of it
        ("相手のエンドフェイズ、俺の守護をアクトした。手札の【クイック】のスペルを撃てる?", []),
        # trap: the other player's hand asked, never told
        ("自分のターンのエンドフェイズ。手札9枚。ターンが終わったら相手の手札は何枚?", []),
    ],
)
def test_r14_turn_move_traps_are_right_or_withheld(question: str, right: list[object]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
