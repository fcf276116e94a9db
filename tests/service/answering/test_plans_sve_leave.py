"""Shadowverse Evolve plans on a follower leaving the field (plans/sve_leave.py `last_word`): its
ラストワード printed as an effect the gate holds (reading/inverse.py `_printed`)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    """The verdict /ask states (builder first, then plans), or None when withheld."""
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


# ----- 12.5.1: a destroyed follower's ラストワード resolves ------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のフォロワーに「ラストワード:相手のリーダーに2ダメージ」がついてる。自分から相手フォロワーに攻撃して、"
            "相打ちで破壊された。相手リーダーの体力7は最終的にいくつ?",
            [5],
        ),
        (
            "自分のフォロワーに「ラストワード:相手のリーダーに3ダメージ」がついてる。相手のリーダーの体力は5。"
            "そのフォロワーが相手の効果で破壊された。相手のリーダーの体力はいくつになる?",
            [2],
        ),
        (
            "自分のフォロワーには「ラストワード:相手のリーダーに2ダメージ」を持たせてある。このフォロワーで相手の"
            "フォロワーを攻撃して、お互い破壊された。相手のリーダーは体力2。勝敗は?",
            "self",
        ),
    ],
)
def test_12_5_1_a_destroyed_followers_last_word_deals_its_damage(question: str, value: Any) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # 変身 (transform) is no destruction: the engine does not run it
        "自分のフォロワーに「ラストワード:相手のリーダーに2ダメージ」がついてる。相手の効果でそいつがトークンに"
        "変身させられた。相手リーダーの体力6はどうなる?",
        # the asked 体力 is not stated
        "自分のフォロワーに「ラストワード:相手のリーダーに2ダメージ」がついてる。それが効果で破壊された。"
        "相手のリーダーの体力はいくつ?",
    ],
)
def test_12_5_1_last_words_the_plan_cannot_run_are_withheld(question: str) -> None:
    assert answered(question) is None
