"""ONE PIECE battles the plans answer without the per-phrasing battle builder (issue 11 item 7, round
12): every capability the retired `scenarios/onepiece_battle.attack` had and the plans lacked, over
several wordings and traps, with the builders switched off (as `benchmarks/retire_check.py` does).
Every stated value was checked by hand against the rulebook (7-1-4-1: the attack wins at equal or
higher power; 7-1-4-2: lower, nothing happens; 6-5-5-2: DON!! count in their owner's turn only)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "onepiece"


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    yield


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else ""


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 6000 against the leader's 5000: its 2 DON!! add nothing in the opponent's turn (6-5-5-2)
        (
            "自分のリーダー(5000)にドン!!2枚付けたままターンを終えた。相手のターンにパワー6000のキャラで"
            "アタックされたら、ダメージ受ける?",
            "yes",
        ),
        # 7000 against 5000 + 2000: equal, the attack wins (7-1-4-1)
        (
            "相手のパワー7000のキャラが俺のリーダー(5000)にアタックしてきたから、手札からカウンター2000の"
            "キャラを1枚切った。これでダメージ防げる?",
            "no",
        ),
        # 5000 against 5000 + 1000: the attack loses (7-1-4-2)
        (
            "相手のパワー5000のキャラが俺のリーダー(パワー5000)にアタックしてきた。カウンター+1000のキャラを"
            "1枚使ったら防げる?",
            "yes",
        ),
        ("相手のパワー5000のキャラが自分のリーダー(パワー6000)にアタックしてきた。ダメージ受ける?", "no"),
    ],
)
def test_7_1_4_a_battle_result_asked_as_can_is_the_battle_run(question: str, value: str) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a counter only told as held: whether it is used is unsaid
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。俺の手札にはカウンター+2000のキャラがある。防げる?",
        # the attacker's counter: only the attacked player uses counters (7-1-3-2-1)
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。相手の手札にはカウンター+2000のキャラがある。ダメージ受ける?",
        # surviving may be the battle's or the game's
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。これって耐えられる?",
    ],
)
def test_7_1_3_2_1_a_counter_not_used_in_the_battle_withholds(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 5000 against 5000 + 2000 at life 0: the attack loses, nobody wins (7-1-4-2)
        (
            "相手ライフ0でリーチの場面。自分のパワー5000のキャラで相手のリーダー(パワー5000)に殴りに行ったら、"
            "相手が手札から2000カウンターのキャラを捨ててリーダーに+2000してきた。ブロックはなし。"
            "これで自分の勝ち確定?(自分目線で答えて)",
            "none",
        ),
        # 5000 + 3 DON!! against 7000 + 1000: equal, KO'd (7-1-4-1-2)
        (
            "ターンプレイヤーの自分が、元々パワー5000のリーダーにドン!!を3枚付けて、レストしてる相手のパワー7000の"
            "キャラにアタック。非ターンプレイヤーの相手は+1000のカウンターを1枚だけ使った。相手のキャラはKOされる?",
            True,
        ),
        (
            "自分のパワー6000のキャラで相手のレストのキャラ(パワー5000)にアタックした。相手は1000カウンターの"
            "キャラを1枚使った。相手のキャラはKOされる?",
            True,
        ),
        (
            "自分のパワー6000のキャラで相手のレストのキャラ(パワー5000)にアタックした。相手は2千カウンターの"
            "キャラを1枚切った。相手のキャラはKOされる?",
            False,
        ),
    ],
)
def test_7_1_3_2_1_a_counter_value_said_before_its_word(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a cost, not a counter value
        "相手の手札のコスト2のカウンターイベントは相手のアタック中に使える?",
        # a power said before 「カウンター持ち」, not a counter of 5000
        "自分のパワー6000のキャラで相手のレストのキャラ(パワー5000)にアタックした。相手のキャラはパワー5000のカウンター持ち。KOされる?",
    ],
)
def test_7_1_3_2_1_a_number_before_counter_that_is_no_counter_value_withholds(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # an earlier turn's attack left the 4000 rested; the opponent's 5000 KOs it (7-1-4-1-2)
        (
            "自分のキャラ(パワー4000)でアタックしてレストのままターンを終えた。相手のターンに、相手のパワー5000の"
            "キャラにそのキャラをアタックされたらどうなる?",
            {"result": "ongoing", "winner": None},
        ),
        # 「アタックされた側のキャラ」 names the attacked card: 5000 against 5000 KOs it
        (
            "ターンプレイヤーがパワー5000のキャラで、非ターンプレイヤーのレストのパワー5000のキャラにアタック。"
            "カウンターもブロックも無し。同じパワーだけど、アタックされた側のキャラはKOされる?",
            True,
        ),
        # 「アタックしたキャラ」 names the attacker: it lost (7-1-4-2), nothing is KO'd
        (
            "自分のパワー6000のキャラで相手のレストのパワー7000のキャラにアタック。アタックしたキャラはKOされる?",
            False,
        ),
        # the DON!! given in the asker's turn add nothing in the opponent's (6-5-5-2)
        (
            "パワー5000の自分のキャラにドン!!を1枚付けてアタックしてターンを終えた。相手のターンに相手のパワー6000の"
            "キャラにそのキャラをアタックされた。このときそのキャラのパワーはいくつ?",
            [5000],
        ),
    ],
)
def test_7_1_an_earlier_turns_attack_or_one_said_of_a_card_is_no_second_attack(
    question: str, value: Any
) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # two attacks of one turn: which battle is asked is not read
        "自分のパワー5000のキャラで相手のキャラにアタックして、相手のパワー6000のキャラにもアタックした。KOされる?",
        "自分のパワー5000のキャラで相手のレストのキャラ(パワー3000)にアタックし、次にリーダーで相手のリーダーにアタックした。相手のライフは何枚?",
    ],
)
def test_7_1_two_attacks_of_one_turn_withhold(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手ライフ0なんだけど、リーダーじゃなくて相手のレストのキャラ(4000)にパワー7000のキャラで殴ってKOした。これでゲーム終わり?(自分目線で答えて)",
        "相手のライフは0枚。リーダーではなく、相手のレストのキャラ(パワー3000)に自分のパワー5000のキャラでアタックした。自分の勝ち?",
        "相手ライフ0。自分のパワー6000のキャラで、リーダーじゃなくて相手のレストのキャラ(パワー5000)にアタックした。ゲーム終わる?",
    ],
)
def test_7_1_4_1_2_a_character_battled_at_life_0_wins_no_game(question: str) -> None:
    """「リーダーじゃなくて」: the leader denied is no card of the battle; a KO'd character deals none."""
    assert _verdict(question)[:2] == (True, "none")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のライフもう0枚。こっちのパワー7000のキャラで相手リーダー(5000)にアタックして、ブロッカーは出てこず、"
            "相手はカウンター+1000を1枚だけ切った。これ勝ち確?(自分目線で)",
            "self",
        ),
        (
            "相手のライフは1枚。自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックした。"
            "ブロッカーは使わなかった。相手のライフは何枚になる?",
            [0],
        ),
    ],
)
def test_7_1_2_a_blocker_said_unused_does_not_block(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


def test_10_1_4_a_blocker_told_with_its_use_unsaid_withholds() -> None:
    question = (
        "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックした。ブロッカーがいる。"
        "相手のライフは何枚になる?"
    )
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 【バニッシュ】: the life card is trashed, its 【トリガー】 not activated (10-1-3-1)
        (
            "相手のバニッシュ持ち(パワー5000)のキャラが、自分のリーダー(パワー5000、ライフ3)にアタックしてきた。"
            "めくれたライフに【トリガー】があったら発動できる?",
            "no",
        ),
        (
            "【バニッシュ】持ち(パワー6000)のキャラで相手のリーダー(パワー5000、ライフ2)にアタックした。"
            "めくれたライフに【トリガー】があったら相手は発動できる?",
            "no",
        ),
        # 7-1-1-2: only a rested character is attacked
        ("相手の場に縦向き(アクティブ)のキャラがいて邪魔。こいつを直接アタック対象にして殴れる?", "no"),
        (
            "相手の場にアクティブ(縦向き)のキャラがいるんだけど、邪魔だからこっちのキャラでそいつを直接アタックして"
            "倒したい。アクティブの相手キャラにアタックできる?",
            "no",
        ),
        ("相手のキャラは横向き(レスト)の状態。自分のリーダーでそのキャラにアタックできる?", "yes"),
    ],
)
def test_the_parenthesis_between_a_cards_words_and_its_noun_is_the_cards(question: str, value: str) -> None:
    """「バニッシュ持ち(パワー5000)のキャラ」「縦向き(アクティブ)のキャラ」: the parenthesis is the card's."""
    assert _verdict(question)[:2] == (True, value)
