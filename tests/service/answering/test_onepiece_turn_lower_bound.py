"""ONE PIECE CARD GAME: a turn told as a lower bound (「お互い2ターン目以降」) is not that one turn.

Blind M onepiece-bm-14: 「お互い2ターン目以降。このターン手札から出したばかりの【速攻】持ちキャラで、そのまま
相手リーダーにアタックできる?」 was planned at game turn 2 (the 「2ターン目」 read as the game's second turn,
the second player's first) and 'no' stated by the first-turn rule — the question says every first turn is
past. The lexicon reads 「Nターン目以降」 as a bound (turn_from); the attack plan runs the earliest game turn
it allows, named in the notes, only when that turn is past both first turns (every later turn then runs
the same rules), and withholds when the bound reaches a first turn.

Clauses: 6-5-6-1 (no battle in either player's first turn), 10-1-1-1 (【速攻】 lifts 3-7-4 for the turn the
card is played), 3-7-4 (a character cannot attack the turn it is played).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _answer(question: str) -> tuple[bool, object, object, str]:
    gated, note = situate(question, GAME)
    turn = gated.built.payload.get("turn") if gated.built is not None else None
    return gated.accounting.verdict.stated, gated.accounting.verdict.value, turn, note or ""


@pytest.mark.parametrize(
    "question",
    [
        "お互い2ターン目以降。このターン手札から出したばかりの【速攻】持ちキャラで、そのまま相手リーダーにアタックできる?",
        "自分の3ターン目以降で、今出したばかりの【速攻】のキャラで相手のリーダーを殴れる?",
        "ゲーム4ターン目以降です。このターンに登場させた【速攻】持ちのキャラで相手リーダーにアタックできますか?",
    ],
)
def test_6_5_6_1_past_first_turns_haste_attacks(question: str) -> None:
    stated, value, turn, note = _answer(question)
    assert stated and value == "yes"
    assert isinstance(turn, int) and turn >= 3
    assert "以降を、ゲーム" in note  # the turn run is a default named in the notes


@pytest.mark.parametrize(
    "question",
    [
        "ゲーム5ターン目以降。このターンに出した【速攻】を持たないキャラで相手リーダーにアタックできる?",
        "お互い2ターン目以降。このターン出したばかりのキャラ(【速攻】なし)で相手リーダーにアタックできる?",
        "自分の3ターン目以降。さっき手札から出したキャラで、このターン相手のリーダーにアタックできる?",
    ],
)
def test_3_7_4_past_first_turns_fresh_character_without_haste_refused(question: str) -> None:
    stated, value, _turn, _note = _answer(question)
    assert stated and value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "2ターン目以降。このターン手札から出したばかりの【速攻】持ちキャラで相手リーダーにアタックできる?",
        "お互い1ターン目以降。出したばかりの【速攻】持ちキャラで相手リーダーにアタックできる?",
        "自分の1ターン目以降、出したばかりの【速攻】のキャラで相手のリーダーを殴れる?",
    ],
)
def test_6_5_6_1_bound_reaching_a_first_turn_withheld(question: str) -> None:
    stated, _value, _turn, _note = _answer(question)
    assert not stated
