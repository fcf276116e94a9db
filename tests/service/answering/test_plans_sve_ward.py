"""Shadowverse Evolve: 【守護】 binds only an acted follower (8.4.3, 12.8.2). A state said of a follower
named first in its sentence, its は left out (「相手の守護持ちフォロワー、アクトされずにスタンド状態で立って
る」), is that follower's (plans/sve_read.py `_topic`); 「スタンド状態のまま」 is no attributive 「の」.
Trap batch K sve-bk-15 had been answered 'the leader cannot be attacked' for a standing 【守護】
follower. Several wordings each, and the acted counterpart."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.sve_read import describe
from service.answering.reading.reader import read


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "相手の守護持ちフォロワー、アクトされずにスタンド状態で立ってる。相手の場のフォロワーはそれだけ。"
        "こっちの攻撃できるフォロワー(指定攻撃とかは持ってない)で相手リーダー殴れる?",
        "相手の【守護】持ちフォロワー、スタンド状態のまま。自分の前のターンからいるフォロワーで相手のリーダーに攻撃できる?",
        "相手の場の【守護】持ちのフォロワー、まだアクトしてなくてスタンド状態。こっちのフォロワーで相手リーダーを攻撃できる?",
    ],
)
def test_8_4_3_a_standing_ward_follower_does_not_bind_the_attack_on_the_leader(question: str) -> None:
    assert answered(question) == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "相手の守護持ちフォロワー、アクト状態で立ってる。こっちのフォロワーで相手リーダー殴れる?",
        "相手の【守護】持ちフォロワー、アクト状態のまま。自分の前のターンからいるフォロワーで相手のリーダーに攻撃できる?",
        "相手の場の【守護】持ちのフォロワー、もうアクトしてる。こっちのフォロワーで相手リーダーを攻撃できる?",
    ],
)
def test_8_4_3_an_acted_ward_follower_must_be_chosen_instead_of_the_leader(question: str) -> None:
    assert answered(question) == "no"


def test_8_4_3_a_state_in_a_clause_after_an_action_is_no_topic_of_the_follower_before() -> None:
    # 「出したけど、…スタンド状態のまま」: the noun is the object of 出した, not the sentence's topic;
    # left unbound, the question is withheld rather than simulated with an acted 【守護】 follower
    question = (
        "相手が【守護】持ちのフォロワー出したけど、アクトしないでスタンド状態のまま放置してる。"
        "自分のターン最初からいる普通のフォロワー(指定攻撃とかなし)で相手リーダー殴れる?"
    )
    assert answered(question) in ("yes", None)


def test_8_4_3_an_attributive_acted_state_stays_with_the_next_follower() -> None:
    # 「自分のフォロワー、アクト状態の相手の…フォロワー」: the state is the opponent's follower's
    question = "自分のフォロワー、アクト状態の相手の【守護】持ちフォロワーがいるけど相手リーダーを攻撃できる?"
    assert answered(question) == "no"


@pytest.mark.parametrize(
    "question",
    [
        "自分のフォロワー、相手に守護持ちがいてそいつはアクト状態。リーダー攻撃できる?",
        "自分のフォロワー、相手の【守護】持ちがアクト状態だけど相手リーダーを攻撃できる?",
    ],
)
def test_8_4_3_a_state_after_another_cards_words_is_not_the_topic_followers(question: str) -> None:
    # the 【守護】 follower's アクト must not become the asker's follower's (the attacker's) state
    described, _ = describe(read(question, "sve"))
    mine = [d for d in described if d.owner == "self"]
    assert mine and all(not d.states() for d in mine)
    assert answered(question) in ("no", None)
