"""ONE PIECE CARD GAME round-8 precision audit (issue 11): fresh adversarial questions aimed at the
families added in round 8 (first-turn attacks, negative power, the deck before the game, DON!! given
earlier, 【起動メイン】 costs, events in battle, effect draws to an empty deck, 永久循環, blockers),
each with the verdict values the rulebook allows (`data/onepiece_audit8.jsonl`, checked by hand). A
stated verdict must be one of them; withholding is always allowed.

Mechanisms the audit found missing, with their clauses:

* a player's own numbered turn (「後攻で、自分の2ターン目」) was taken for the game's turn 2, the second
  player's first turn: 'cannot attack' was stated (6-5-6-1 forbids only each player's first turn;
  a player's own N-th turn is game turn 2N-1 as 先攻, 2N as 後攻, 6-1-1);
* the attack said as the opponent's noun (「相手のアタックが通った」) was scripted as the asker's attack
  and 'no winner' stated for a leader with 0 life (9-2-1-1): the gate now reads the player said right
  before the attack noun as its actor and withholds.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "onepiece"
_ROWS = rows("onepiece_audit8")


def _run(question: str) -> tuple[bool, Any, str]:
    return situated(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"a8-{i:03d}" for i in range(len(_ROWS))])
def test_audit8_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = _run(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit8_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "後攻で、今は自分の２ターン目。リーダーでアタックしていいよね?",
        "後攻で、自分の2ターン目。リーダーでアタックできる?",
        "相手が先攻で、今は自分の2ターン目。リーダーでアタックできる?",
        "先攻で、自分の2ターン目。キャラでアタックできる?",
        # 先攻/後攻 unsaid: game turn 3 or 4, both past the first turns (round 9: the odd one is run,
        # with a note — onepiece_turns_told.own_later_turn)
        "自分の2ターン目、リーダーでアタックできる?",
    ],
)
def test_6_5_6_1_a_players_own_second_turn_is_no_first_turn(question: str) -> None:
    stated, value, summary = _run(question)
    assert stated and value == "yes"
    assert summary.startswith("シミュレーション結果: アタックできます")


@pytest.mark.parametrize(
    "question",
    [
        "自分は先攻。自分の1ターン目にアタックできる?",
        "後攻で今ゲーム2ターン目。アタックできる?",
        "後攻の1ターン目、リーダーでアタックできる?",
    ],
)
def test_6_5_6_1_first_turns_still_refuse_the_attack(question: str) -> None:
    stated, value, _summary = _run(question)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "後攻で、相手の2ターン目に相手のリーダーがアタックしてくる?",
    ],
)
def test_6_1_1_own_turn_without_its_order_or_of_the_other_player_is_not_stated(question: str) -> None:
    stated, _value, _summary = _run(question)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "自分のリーダーのライフが0で、相手のアタックが通った。負ける?",
        "ライフ0枚のとき、相手のアタックが自分のリーダーに通ったら負け?",
        "こっちのライフはもう0。相手のアタックがリーダーに通った。俺の負け?",
    ],
)
def test_9_2_1_1_the_opponents_attack_is_not_simulated_as_the_askers(question: str) -> None:
    stated, value, _summary = _run(question)
    assert not stated or value in ("opponent", {"result": "game_over", "winner": "opponent"})


@pytest.mark.parametrize(
    "question",
    [
        "相手のアタックが自分のリーダーに通って、ライフの【トリガー】付きのカードがめくれた。トリガー発動していい?",
        "相手のアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。【トリガー】を発動できる?",
        "俺のアタックが相手のリーダーに通った。めくれたライフは【トリガー】持ち。相手はトリガー発動できる?",
    ],
)
def test_10_1_5_1_an_attack_said_as_a_players_reveals_the_defenders_trigger(question: str) -> None:
    """The attack told as a player's, no card named: that side's leader attacks, the other side's
    revealed life card's 【トリガー】 may be activated (the gate no longer lets the asker attack)."""
    stated, value, _summary = _run(question)
    assert stated and value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "デッキ50枚、ライフ5のリーダー。最初の手札は引き直さなかった。後攻の最初のドローの後、相手のデッキは何枚?",
        "デッキ50枚でゲーム開始。最初の手札5枚引いて、ライフ5のリーダー。ライフを置いた後、相手のデッキは何枚?",
        "後攻です。デッキ50枚、ライフ4。向こうのデッキは1ターン目のドロー後何枚?",
    ],
)
def test_5_2_1_7_the_opponents_deck_asked_is_not_answered_with_the_askers(question: str) -> None:
    """The opening_deck plan runs the asker's deck only: a deck said the opponent's is not its (the
    first wording had been stated [39], the asker's deck as 後攻)."""
    stated, _value, _summary = _run(question)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "パワー0の相手のキャラにパワー1000の俺のキャラでアタックしたら勝てる?",
        "相手のパワー3000のキャラに、俺のパワー5000のキャラでアタックしたら勝つ?",
        "俺のキャラ(パワー4000)で相手のレストのキャラ(パワー6000)にアタック。勝てる?",
        "自分のターン中、ドン!!が2枚付いてるリーダー(元々5000)で、相手のパワー7000のキャラにアタック。勝てる?",
        "リーダー(パワー6000)で相手のキャラ(パワー5000)を攻撃したら勝てる?",
    ],
)
def test_7_1_4_1_a_battle_win_asked_is_not_answered_no_winner(question: str) -> None:
    """「…でアタックしたら勝てる?」 between two characters may ask the battle: 'no winner yet' (the game
    goes on) had been stated first, reading as 'the attack does not win'."""
    stated, _value, _summary = _run(question)
    assert not stated


def test_9_2_1_1_a_game_win_with_the_life_told_is_still_stated() -> None:
    stated, value, _summary = _run("相手のライフが0で、俺のリーダーのアタックが通った。勝ち?")
    assert stated and value == "self"
