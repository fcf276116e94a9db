"""Round 13 (onepiece): a side's turn told as when an earlier play was made (reading/earlier_turn).

「相手のターンに登場しただけで…こっちのリーダーで殴りたい」: the asker attacks in its own turn (6-5-6,
7-1), so the opponent's turn named for the play is an earlier one, not the attack's: the attack is
the asker's and the character's active state decides (7-1-1-2: only a rested character can be
attacked). Traps: the same side's turn also named as the attack's, a state that was changed after,
an unread state word.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    # 7-1-1-2: an active character is no target
    (
        "相手の場にいるパワー4000のキャラ、相手のターンにプレイされただけで縦向き。こっちのキャラ(パワー6000)でそいつを殴れる?",
        "no",
    ),
    ("相手のパワー2000のキャラは立ってる。俺のリーダー(7000)でそのキャラにアタックできる?", "no"),
    # 7-1-1-2: rested after its play — a target
    (
        "相手の場にパワー3000のキャラがいる。相手のターンに登場して、もうレストになってる。自分のリーダー5000でそいつにアタックできる?",
        "yes",
    ),
]

TRAPS = [
    # the opponent's turn named as the attack's too: not the asker's attack (withheld)
    (
        "相手の場にパワー3000のキャラがいる。相手のターンに登場しただけでアクティブのまま。相手のターン中に自分のリーダー5000でそいつにアタックできる?",
        ("no",),
    ),
    # 「出された」 in the opponent's turn, active: never the opponent's attack on the asker
    (
        "相手のキャラ(パワー3000)、相手のターンに出されただけで縦向きのまま。こっちのリーダー6000でそいつを殴れる?",
        ("no",),
    ),
    # 「立ってる」 is active: not KO'd by an attack it cannot receive
    (
        "向こうの場にパワー2000のキャラがいて、相手のターンに登場したばかりで立ってる。俺のリーダー7000でそいつを殴って倒せる?",
        (False,),
    ),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_7_1_1_2_play_in_the_opponents_turn_is_an_earlier_turn(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_7_1_1_2_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
