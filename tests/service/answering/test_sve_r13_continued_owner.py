"""Round 13 (sve-by-06): a sentence that goes on listing a side's field (「相手の場に…。あと…が1体。」) keeps
that side (`reading/continued.py`). The acted state of the opponent's second follower had been read with no
owner and given to the asker's attacker, and 'no' stated; 【守護】 forces the target only while its holder
is acted (12.8.2, 8.4.3.1)."""

from __future__ import annotations

import pytest

from service.answering.reading.reader import read
from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        # the guard stands, the acted follower without 【守護】 is the opponent's second one
        "相手の場には【守護】を持つフォロワーがいて、そいつは起きている。あと、アクトしてる守護なしのフォロワーも1体。"
        "前のターンから場にいる俺のフォロワーで相手のリーダーを攻撃できる?",
        "向こうの場に守護持ちが1体(スタンド状態)。それとアクト状態のフォロワーが1体。"
        "前のターンから出ている自分のフォロワーで相手のリーダーに攻撃できますか?",
        "相手の場にスタンド状態の守護持ちフォロワーが1体。他にアクト状態のフォロワーが1体。"
        "前のターンから場にいる僕のフォロワーで相手リーダーを殴れる?",
    ],
)
def test_12_8_2_standing_guard_with_an_acted_follower_listed_after_lets_the_leader_be_attacked(
    question: str,
) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, "yes"), question


@pytest.mark.parametrize(
    "question",
    [
        # trap: the guard is the acted one, the follower listed after stands — the guard must be attacked
        "相手の場に【守護】持ちが1体いて、アクト状態。あとスタンド状態の守護なしフォロワーが1体。"
        "前のターンから場にいる俺のフォロワーで相手のリーダーを攻撃できる?",
        # trap: the follower listed after is an acted guard of the opponent's
        "相手の場にはスタンドしている【守護】持ちがいる。それからアクト状態の【守護】持ちも1体。"
        "前のターンからいる自分のフォロワーで相手リーダーを攻撃できる?",
    ],
)
def test_12_8_2_an_acted_guard_listed_forces_the_target(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value == "no", question


def test_12_8_2_trap_attacker_played_this_turn_cannot_attack_the_leader_8_4_2_1() -> None:
    question = (
        "相手の場に【守護】持ちがいて、スタンド状態。あとアクト状態のフォロワーが1体。"
        "俺がこのターンに出したフォロワーで相手リーダーを攻撃できる?"
    )
    stated, value, _ = situated(question, GAME)
    assert not stated or value == "no"


def test_the_continuing_sentence_keeps_the_listed_side_until_its_own_owner_word() -> None:
    reading = read("相手の場にフォロワーが1体。あとアクト状態のフォロワーが1体。俺の【守護】持ちで攻撃", GAME)
    acted = next(f for f in reading.facts if f.concept == "rested")
    guard = next(f for f in reading.facts if f.text == "【守護】")
    assert (acted.owner, guard.owner) == ("opponent", "self")


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にフォロワーが1体。あと1点でリーダーを倒せる。アクト状態のフォロワーで攻撃できる?",
        "相手の場にフォロワーが1体。そのあとアクト状態のフォロワーで攻撃できる?",
    ],
)
def test_a_count_still_needed_or_a_time_continues_no_list(question: str) -> None:
    reading = read(question, GAME)
    acted = next(f for f in reading.facts if f.concept == "rested")
    assert acted.owner is None
