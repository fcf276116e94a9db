"""A value told with a time adverb (「絆は今7点」「ライフは現在3枚」), and the number asked as what a
quantity becomes (「何点になる?」) — never answered by a change the conclusion names (「絆を4点失う」) or by
the value the other player's quantity ends at.

Blind Q, kiseki-bq-01: the 今 kept the 7 unread (withheld); read, the conclusion's loss (4) would have been
stated for 「何点になる?」 without the checks below.
"""

from __future__ import annotations

import pytest

from service.answering.reading.reader import read
from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("question", "game", "concept", "value"),
    [
        ("相手の絆は今7点なんだけど", "kiseki", "kizuna", 7),
        ("相手のライフは現在3枚", "onepiece", "life", 3),
        ("手札はいま4枚", "onepiece", "hand", 4),
        ("デッキは現時点で2枚", "sve", "deck", 2),
        ("自分の体力は今5", "sve", "health", 5),
    ],
)
def test_a_time_adverb_before_the_number_keeps_the_value_read(
    question: str, game: str, concept: str, value: int
) -> None:
    facts = [f for f in read(question, game).facts if f.concept == concept]
    assert [f.value for f in facts] == [value]


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にUNITが1体もいない状態で、自分のSTR4のUNITで攻撃した。相手の絆は今7点なんだけど、攻撃が通ったら何点になる?",
        "相手の場にUNITが1体もいない。自分のSTR4のUNITで相手を攻撃。相手の絆は現在7点。通ったら相手の絆は何点になる?",
        "相手の場にUNITが1体もいない状態で、自分のSTR4のUNITで攻撃した。相手の絆は7点なんだけど、攻撃が通ったら何点になる?",
    ],
)
def test_804_11b_the_kizuna_asked_is_what_it_becomes(question: str) -> None:
    stated, value, summary = situated(question, "kiseki")
    assert stated and value == [3]
    assert "3点" in summary


def test_804_11b_the_change_asked_is_the_loss() -> None:
    q = "相手の場にUNITが1体もいない状態で、自分のSTR4のUNITで攻撃した。相手の絆は今7点。何点減る?"
    stated, value, _ = situated(q, "kiseki")
    assert stated and value == [4]


def test_a_result_asked_is_not_answered_by_the_loss_the_conclusion_tells() -> None:
    # no 絆 told: the conclusion says only 「絆を4点失います」, which is no answer to 「何点になる?」
    q = "相手の場にUNITが1体もいない。自分のSTR4のUNITで相手を攻撃して通った。何点になる?"
    stated, _value, _ = situated(q, "kiseki")
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダーの体力は今6。自分の攻撃力4のフォロワーで相手リーダーを攻撃したら何点になる?",
        "相手リーダーの体力は現在6だ。攻撃力4のフォロワーで相手リーダーを攻撃したら、いくつになる?",
        "相手リーダーの体力は6。自分の攻撃力4のフォロワーで相手リーダーを攻撃したら何点になる?",
    ],
)
def test_8_4_9_a_bare_ask_is_about_the_one_quantity_told_in_an_earlier_sentence(question: str) -> None:
    # the conclusion may name both leaders (「相手…は2、自分…は20になります」): the asked one is the told one
    stated, value, _ = situated(question, "sve")
    assert stated and value == [2]


@pytest.mark.parametrize(
    "question",
    [
        "墓場17枚の状態で『自分の墓場のカード5枚につき、相手のリーダーに1ダメージ』を撃つ。相手リーダー残り4なんだけど、撃ったあといくつ残る?",
        "墓場が12枚。『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』を撃った。相手のリーダー残り5だけど、いくつになる?",
    ],
)
def test_a_bare_ask_is_not_answered_by_an_earlier_quantity_past_a_number_of_its_own_sentence(
    question: str,
) -> None:
    # the 4 (5) of the asking sentence is the asked quantity's; the graveyard told before is not asked
    stated, value, _ = situated(question, "sve")
    assert not stated or value in ([1], [2])
