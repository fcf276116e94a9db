"""Blind Z's two wrong verdicts (measured once on 700dbc7), fixed as mechanisms after the measurement.

* 「パワー負けしたけど、アタックした俺のキャラの方って落ちる?」: a battle lost told on the way is no game
  winner asked (common lexicon: 「パワー負け」「力負け」 are not the winner ask's 負け), and onepiece
  players' 「落ちる?」 asks whether the character is KO'd (7-1-4-2: the attacker that loses its battle
  stays).
* 「…カウンターのキャラカードを捨ててアタッカーのパワー上げたい。できる?」: only the attacked player uses a
  counter (7-1-3-2-1); the attack builder had given the asker's counter to the defender and stated 'yes'.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    "question",
    [
        "俺のパワー4000のキャラで相手のレストのキャラ(パワー5000)に突っ込んだ。パワー負けしたけど、アタックした俺のキャラの方って落ちる?",
        "パワー4000のキャラで相手のレストのキャラ(パワー5000)にアタック。パワー負けしちゃったけど、俺のキャラKOされる?",
        "相手のレストのキャラ(パワー6000)に、こっちのパワー3000のキャラでアタックして力負けした。こっちのキャラは落ちる?",
    ],
)
def test_7_1_4_2_a_battle_lost_told_is_no_winner_ask(question: str) -> None:
    stated, value, _summary = situated(question, "onepiece")
    assert (stated, value) in ((True, False), (False, None))


def test_7_1_4_1_2_the_character_attacked_and_beaten_falls() -> None:
    stated, value, _summary = situated(
        "パワー6000のキャラで相手のレストのキャラ(パワー5000)にアタック。相手のキャラ落ちる?", "onepiece"
    )
    assert (stated, value) in ((True, True), (False, None))


@pytest.mark.parametrize(
    "question",
    [
        "俺のターン、キャラで相手リーダーにアタックした時に、手札のカウンター+2000のキャラカードを捨ててアタッカーのパワー上げたい。できる?",
        "自分のパワー5000のキャラで相手のリーダー(パワー5000、ライフ3)にアタック中。手札のカウンター+1000を使ってアタックしてる自分のキャラのパワー上げられる?",
    ],
)
def test_7_1_3_2_1_a_counter_for_the_attacker_is_not_given_to_the_defender(question: str) -> None:
    stated, value, _summary = situated(question, "onepiece")
    assert (stated, value) in ((True, "no"), (False, None))


def test_7_1_3_2_1_the_attacked_players_counter_still_answers() -> None:
    stated, value, _summary = situated(
        "相手のパワー6000のキャラが俺のリーダー(パワー5000、ライフ3)にアタック。手札のカウンター+2000を使ったら守れる?",
        "onepiece",
    )
    assert (stated, value) == (True, "yes")
