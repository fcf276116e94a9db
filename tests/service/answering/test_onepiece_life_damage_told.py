"""ONE PIECE CARD GAME 7-1-4-1-1-2/-3, 10-1-2-1, 10-1-3-1, 10-1-5-1, 7-1-1-2: life damage told by
what it did — 【トリガー】 said unused with とか/何も (lexicon onepiece トリガー negated), a life card
told revealed as the attack's hit (plans/onepiece_trigger._REVEALED), and a KO wished for
(「倒したい」, lexicon destroy negated: the purpose of an attack, not a KO told done).

Blind batch S rows had been withheld: bs-03 (「…【ダブルアタック】持ちキャラが相手リーダーへのアタック
に勝った。相手はトリガーとか何も使わなかったとして、相手のライフは何枚残る?」, 1), bs-14 (「相手の
【バニッシュ】持ちキャラにリーダー殴られた。めくれたライフが【トリガー】付き…トリガー発動できる?」,
no) and bs-08 (「アクティブの相手キャラ…直接アタックして倒したい。…アタックできる?」, no).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のライフ3枚のとき、こっちの【ダブルアタック】持ちキャラが相手リーダーへのアタックに勝った。"
            "相手はトリガーとか何も使わなかったとして、相手のライフは何枚残る?",
            [1],
        ),
        (
            "相手のライフ2枚。【ダブルアタック】のキャラで相手リーダーにアタックして通った。相手はトリガーとか何も"
            "使わなかった。相手のライフは何枚?",
            [0],
        ),
        (
            "相手のライフ3枚。【ダブルアタック】持ちのキャラで相手リーダーにアタック、通った。トリガーは一切発動しなかった。相手のライフは何枚?",
            [1],
        ),
        # traps: no 【ダブルアタック】; 1 life and 【ダブルアタック】 does not win (7-1-4-1-1-1 checked once)
        (
            "相手のライフ3枚。こっちのキャラ(ダブルアタックなし)が相手リーダーへのアタックに勝った。相手はトリガーとか"
            "何も使わなかった。相手のライフは何枚残る?",
            [2],
        ),
        (
            "相手のライフ1枚のとき、こっちの【ダブルアタック】持ちキャラが相手リーダーへのアタックに勝った。相手は"
            "トリガーとか何も使わなかった。勝者は?",
            "none",
        ),
    ],
)
def test_10_1_2_1_double_attack_trigger_unused(question: str, value: object) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の【バニッシュ】持ちキャラにリーダー殴られた。めくれたライフが【トリガー】付きのカードだったんだけど、これトリガー発動できる?",
            "no",
        ),
        (
            "相手の【バニッシュ】持ちのキャラにリーダーをアタックされて、ライフがめくれたら【トリガー】持ちだった。"
            "トリガー発動できる?",
            "no",
        ),
        # trap: no 【バニッシュ】 (10-1-5-1)
        (
            "相手のキャラにリーダー殴られた。めくれたライフが【トリガー】付きのカードだったんだけど、これトリガー発動できる?",
            "yes",
        ),
    ],
)
def test_10_1_3_1_revealed_life_means_the_attack_hit(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場にアクティブ(縦向き)のキャラがいるんだけど、邪魔だからこっちのキャラでそいつを直接アタックして"
            "倒したい。アクティブの相手キャラにアタックできる?",
            "no",
        ),
        ("相手の場にアクティブのキャラがいる。自分のキャラでアタックしてKOしたい。アタックできる?", "no"),
        ("相手のキャラ(アクティブ)を破壊したいんだけど、こっちのキャラでアタックできる?", "no"),
        # traps: the character rested (7-1-1-2)
        (
            "相手のキャラがレストになってる。そいつをアタックしてKOしたい。自分のキャラでアタックできる?",
            "yes",
        ),
        ("相手のレストのキャラを倒したいから、自分のリーダーでアタックしたい。アタックできる?", "yes"),
    ],
)
def test_7_1_1_2_a_ko_wished_is_no_ko_told(question: str, value: str) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (
            "相手のレストのキャラ(パワー5000)をKOしたい。自分のキャラ(パワー6000)でアタックしたらKOできる?",
            True,
        ),
        (
            "相手のレストのキャラ(パワー7000)をKOしたい。自分のキャラ(パワー6000)でアタックした。相手は何もしない。"
            "相手のキャラはKOされる?",
            False,
        ),
    ],
)
def test_7_1_4_1_2_the_wished_ko_decided_by_the_battle(question: str, destroyed: bool) -> None:
    assert _verdict(question) == (True, destroyed)
