"""Round 14 (onepiece): a lost battle told on the way is no game's winner asked (lexicon/common.jsonl
winner ask; blind AA onepiece-aa-04 had answered 「負けた俺のキャラってKOされる?」 with 'no winner yet').

「普通に負けたんだけど、…KOされる?」「負けた俺のキャラ」: a battle lost told before the ask, or a card
that lost — the KO asked is answered (7-1-4-2: the attacking card that loses has nothing happen;
7-1-4-1-2: the attacked character that loses is KO'd). Traps: a player said to lose (「相手負けたんだ
けど合ってる?」) is still the game's loss asked, and 「合ってる?」 is no 'can' (っ+てる, 〜ている).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        "自分のパワー4000のキャラで相手のレストのパワー5000のキャラにアタック。負けたんだけど、俺のキャラはKOされる?",
        False,
    ),
    (
        "パワー2000の俺のキャラで、相手のレストの6000のキャラを殴った。普通に負けたけど、負けた俺のキャラはトラッシュ行き?",
        False,
    ),
    (
        "相手の7000のキャラが俺のレストのキャラ(パワー4000)にアタックしてきた。カウンターも使わずに負けたんだけど、俺のキャラはKOされる?",
        True,
    ),
]

TRAPS = [
    # the opponent said to lose: the game's loss (4000 < 5000, no damage: nobody has lost, 7-1-4-2)
    (
        "相手ライフ0。俺のリーダー(4000)で相手リーダー(5000)にアタック、相手はカウンターもブロックもなし。これで相手負けたんだけど合ってる?",
        ("none",),
    ),
    (
        "相手ライフ0。俺のリーダー(4000)で相手リーダー(5000)にアタック、相手はブロックもカウンターもなし。相手が負けたよね?",
        ("none",),
    ),
    # a card's loss told against the run (3000 = 3000: the attacker wins, 7-1-4-1): no 'yes'
    (
        "俺のキャラ(パワー3000)で相手のレストのキャラ(パワー3000)にアタックして、俺のキャラが負けたんだけど合ってる?",
        ({"result": "ongoing", "winner": None},),
    ),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_7_1_4_2_a_told_lost_battle_asks_the_ko(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_7_1_4_1_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
