"""A follower attacking a follower: both deal their 攻撃力 as damage at once (8.4.9, 8.4.9.1). When the
question asks the attacker's 体力 (「こっちのフォロワーの残り体力は?」「攻撃したフォロワーの体力は?」)
the conclusion tells the attacker's fate first, so the structured verdict is that 体力 — blind N
sve-bn-10 had the right text but the verdict [3] read the attacked follower's 体力, told first."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "こっちの攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力2・体力7のフォロワーに攻撃した。"
            "ほかに効果は何もない。戦闘後、こっちのフォロワーの残り体力は?",
            1,
        ),
        (
            "自分の攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力2・体力7のフォロワーを攻撃。"
            "自分のフォロワーの体力はいくつ?",
            1,
        ),
        (
            "攻撃力4・体力5のフォロワーで相手のアクト状態の攻撃力1・体力7のフォロワーを攻撃した。"
            "攻撃したフォロワーの体力は?",
            4,
        ),
    ],
)
def test_8_4_9_1_the_asked_attackers_health_is_the_verdict(question: str, health: int) -> None:
    value = answered(question)
    assert value is None or value[0] == health


@pytest.mark.parametrize(
    "question",
    [
        "こっちの攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力2・体力7のフォロワーに攻撃した。"
        "相手のフォロワーの残り体力は?",
        "自分の攻撃力4・体力3のフォロワーで、相手のアクト状態の攻撃力2・体力7のフォロワーを攻撃。"
        "相手のフォロワーの体力はいくつ?",
    ],
)
def test_8_4_9_the_asked_attacked_followers_health_is_the_verdict(question: str) -> None:
    value = answered(question)
    assert value is None or value[0] == 3
