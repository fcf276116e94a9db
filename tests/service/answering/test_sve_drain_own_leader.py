"""【ドレイン】 heals the attacker's leader by the damage dealt (12.13.2); when the question asks the
asker's own leader's 体力 (「自分のリーダー体力は15から何になる?」) the answer tells it first, so the
structured verdict is that 体力 — a longer ask than 8 characters after 体力 had left the opponent's
leader first and the verdict read its 体力. Several wordings, and the opponent's leader asked."""

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
            "相手リーダー体力5。【ドレイン】持ちの攻撃力3のフォロワーで相手リーダーを攻撃。自分のリーダー体力は15から何になる?",
            18,
        ),
        (
            "相手リーダー体力10。自分の【ドレイン】持ち攻撃力4のフォロワーで相手リーダーを殴った。自分のリーダーの体力は12からいくつになる?",
            16,
        ),
        (
            "自分のリーダー体力6。【ドレイン】持ちの攻撃力4のフォロワーで相手リーダー(体力15)に殴りにいって通った。自分のリーダーの体力はいくつになる?",
            10,
        ),
    ],
)
def test_12_13_2_the_asked_own_leaders_health_after_drain(question: str, health: int) -> None:
    assert answered(question) in ([health], None)


def test_8_4_9_the_asked_opponent_leaders_health_after_the_attack() -> None:
    assert answered(
        "相手リーダー体力5。攻撃力3のフォロワーで相手リーダーを攻撃。相手リーダーの体力は何になる?"
    ) == [2]
