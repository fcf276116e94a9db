"""ニンジャスレイヤーTCG: the game's turn read from 先攻/後攻 with 「最初のターン」 (403.4, 502.3a), a short
draw step's count (104.2), and an インターラプト already used this turn asked again (705.3a-1) — each
in several wordings of our own, with the traps that must stay withheld or answered otherwise.

Clauses: 403.4 (the first player's first turn is the game's first turn), 502.3a (2 draws, 1 on the
game's first turn), 502.4a (up to 1 card to the エテル), 104.2 (draw as many as possible), 1002.2
(an empty deck loses), 705.3a-1 / 1402.2 (インターラプト once per turn, for its controller only).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.ninjaslayer_players import turn_start
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 403.4 / 502.3a: 後攻の最初のターン is the game's turn 2 — two draws ---------------------------


@pytest.mark.parametrize(
    "question",
    [
        "後攻で、最初のターン。手札4枚でスタートして、ドローしたあとエテルに1枚置いた。キャラクターフェイズ開始時の手札は何枚?",
        "後攻の最初のターンで手札4枚。ドローしてエテルに1枚置いた。手札は何枚?",
        "こっち後攻なんだけど、自分の最初のターンってドロー何枚?手札4枚からドローしてエテルに1枚置いたら手札は何枚になる?",
    ],
)
def test_403_4_502_3a_second_players_first_turn_draws_two(question: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and value in (5, [5])


def test_403_4_first_turn_with_the_order_sets_the_game_turn() -> None:
    second = turn_start(read("後攻の最初のターン、手札4枚からドローしてエテルに1枚置いた。手札は何枚?", GAME))
    first = turn_start(read("先攻の最初のターン、手札4枚からドローしてエテルに1枚置いた。手札は何枚?", GAME))
    assert second is not None and second.payload["turn"] == 2
    assert first is not None and first.payload["turn"] == 1


@pytest.mark.parametrize(
    "question",
    [
        "最初のターン、手札4枚からドローしてエテルに1枚置いた。手札は何枚?",  # whose first turn: unsaid
        "後攻の2ターン目、手札4枚からドローしてエテルに1枚置いた。手札は何枚?",  # whose 2nd turn?
        "1ターン目、手札4枚からドローしてエテルに1枚置いた。手札は何枚?",
    ],
)
def test_403_4_a_first_turn_without_the_order_is_not_planned(question: str) -> None:
    assert turn_start(read(question, GAME)) is None


# --- 104.2 / 1002.2: the draw step's 2 cards from a 1-card deck ------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "3ターン目、自分のターン開始時点で山札が残り1枚。ドロー・ステップで2枚引くことになるけど、誰が勝つ?",
        "自分の4ターン目、デッキ1枚しかないのにドロー・ステップで2枚引く。勝者は?",
        "5ターン目の自分のターン。山札残り1枚でドロー・ステップの2枚ドロー。どっちの勝ち?",
    ],
)
def test_104_2_1002_2_a_short_draw_step_loses(question: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and (value == "opponent" or (isinstance(value, dict) and value.get("winner") == "opponent"))


# --- 705.3a-1: an インターラプト already used this turn, asked again for another attacker -------------


@pytest.mark.parametrize(
    "question",
    [
        "相手の場のインターラプト持ちキャラ、このターンにもうアイサツ対象を自分に変えてる。続けて別のキャラで相手プレイヤーにアイサツしたら、またそいつに対象を変えられる?",
        "相手のインターラプト持ちは今ターンすでに1回対象を変えた。こっちは別のキャラで相手プレイヤーにアイサツする。また対象を変えられる?",
        "相手のインターラプトを持つキャラが、このターン既にアイサツ対象を自分に変更してる。次に別のニンジャで相手にアイサツしたら、そいつはまた対象を変えられる?",
    ],
)
def test_705_3a_1_interrupt_once_per_turn_with_another_attacker(question: str) -> None:
    stated, value, situation = _verdict(question)
    # 「別のキャラで」 is the attacker, not an ally being attacked (1402.3 is not the question)
    assert stated and value == "no" and situation.endswith("interrupt_again")


@pytest.mark.parametrize(
    "question",
    [
        "相手が味方の別のキャラにアイサツしてきた。インターラプト持ちで対象を変えられる?",
        "こっちの場のインターラプト持ちで、他のキャラへのアイサツを代わりに受けられる?",
        "相手の場のインターラプト持ち。こっちが別のキャラで相手の味方のキャラにアイサツしたら対象を変えられる?",
    ],
)
def test_1402_2_an_attacked_ally_is_still_the_for_ally_question(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation.endswith("interrupt_for_ally")


# --- 502.4a: the エテル・ステップ puts up to one card from the hand into the エテル -------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("エテル・ステップで手札からエテルに2枚まとめて置きたいんだけど、できる?", "no"),
        ("エテル・ステップに手札から3枚いっぺんにエテルに置いてもいい?", "no"),
        ("手札5枚。エテル・ステップで2枚同時にエテルに置ける?", "no"),
        ("エテル・ステップで手札から1枚エテルに置ける?", "yes"),
    ],
)
def test_502_4a_the_etel_step_puts_one_card_at_most(question: str, value: str) -> None:
    stated, said, situation = _verdict(question)
    assert stated and said == value and situation.endswith("etel_place")


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's step; fewer cards in hand than put; a later entry the N placements would fund
        "相手のエテル・ステップで、相手は手札から2枚エテルに置ける?",
        "手札1枚。エテル・ステップで2枚エテルに置ける?",
        "エテル・ステップで2枚エテルに置いてからコスト3のキャラを出せる?",
        "エテルが1枚。エテル・ステップで2枚まとめてエテルに置いたらコスト3のキャラ出せる?",
    ],
)
def test_502_4a_traps_stay_withheld(question: str) -> None:
    # the entry builder had read 「2枚エテルに置いて」 as 2 エテル already there and stated 'yes'
    stated, _value, _situation = _verdict(question)
    assert not stated
