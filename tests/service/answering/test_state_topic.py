"""A state whose topic is an unread noun is that noun's, not a card's (reading/state_topic.py).

704.3a-1 (ninjaslayer): an オジギ character cannot アイサツ — but 「エテルは全部オジギしてる」 says the state
of the エテル. Put on the one character the asker has in play, it had stated 'cannot aisatsu' for whether the
target dies; such a verdict is withheld. A state told of a card word, or one a plan puts on a zone
(「エテルは全部オジギ済み」 → the エテル's bowed count), is untouched.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    "question",
    [
        "俺のカラテ3のキャラで相手の耐久力3のキャラにアイサツ(ちなみに俺のエテルは全部オジギしてる)。相手のキャラは死ぬ?",
        "俺のエテルは全部オジギしてる。俺のカラテ3のキャラで相手の耐久力3のキャラにアイサツ。相手のキャラは死ぬ?",
        "カラテ3の自分のキャラで耐久力3の相手キャラにアイサツした。自分のエテルはもうオジギしてる。相手キャラ死ぬ?",
    ],
)
def test_704_3a_1_a_state_of_the_etel_is_not_put_on_the_character(question: str) -> None:
    stated, value, _ = situated(question, "ninjaslayer")
    assert not stated or value is True, value


@pytest.mark.parametrize(
    "question",
    [
        "俺のキャラはオジギしてる。俺のカラテ3のキャラで相手の耐久力3のキャラにアイサツできる?",
        "オジギ状態の自分のカラテ3のキャラで、相手の耐久力3のキャラにアイサツできる?",
    ],
)
def test_704_3a_1_a_state_of_the_character_still_refuses_the_aisatsu(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, "no")


def test_1211_2b_1_a_plan_that_reads_the_etels_state_is_still_stated() -> None:
    q = (
        "相手のターン、相手のアイサツで自分がダメチェ。めくれたのがウケミ「これがエントリーする!」を持ったコスト5の"
        "キャラだった。自分のエテルは全部オジギ済み。このキャラ自分の場に出てくる?"
    )
    assert situated(q, "ninjaslayer")[:2] == (True, "yes")


def test_a_time_said_as_the_topic_is_no_other_thing() -> None:
    # 「今は」: the state is still the card's (sve 12.8: a 【守護】 holder standing does not guard)
    q = (
        "相手の場に【守護】持ちがいるけど、今はスタンド状態(縦向き)のまま。"
        "前のターンから場にいる自分のフォロワーで、相手リーダーを直接殴れる?"
    )
    assert situated(q, "sve")[:2] == (True, "yes")
