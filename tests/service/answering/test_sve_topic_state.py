"""A state said of a card named first, its は left out (「相手のフォロワー、アクト状態。」), is that card's
(scenarios/sve_reading.py `_PREDICATE`): the attack builder had given it to the next card, the
asker's attacker, and stated 'cannot attack' an acted follower (8.4.3.1, 8.4.2). An attributive
「アクト状態の相手のフォロワー」 stays the next card's. Several wordings."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワー、アクト状態。自分のフォロワーでそれを攻撃できる?",
        "相手のフォロワー、アクトしてる。こっちのフォロワーでそれを殴れる?",
        "相手の攻撃力2/体力2のフォロワー、アクト状態。自分の攻撃力3/体力3のフォロワーでそれを攻撃できる?",
        "自分のフォロワー、アクト状態の相手のフォロワーを攻撃できる?",
    ],
)
def test_8_4_3_1_an_acted_follower_named_as_the_topic_can_be_attacked(question: str) -> None:
    assert answered(question) in ("yes", None)


def test_8_4_3_1_a_standing_follower_named_as_the_topic_cannot_be_attacked() -> None:
    assert answered("相手のフォロワー、スタンド状態。自分のフォロワーでそれを攻撃できる?") in ("no", None)
