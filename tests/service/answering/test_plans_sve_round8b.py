"""Shadowverse Evolve, round 8 second wave (blind O and the seen pool): families seen in 3+ batches.

* 8.4.7 / 8.4.9 — the opponent's attacker destroyed by the asker's 【クイック】 card after the attack
  declaration: 「ゲーム終わる?」 (the outcome) and 「攻撃はどうなって、…体力はいくつ?」 (the told attack
  named again) are answered; a removal said to come before the declaration, or after the damage, or a
  damage instead of a destroy, is withheld.

Each over several wordings with the verdict the rules give; traps withheld."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

ONGOING = {"result": "ongoing", "winner": None}


def answered(question: str) -> Any:
    """The verdict /ask states (builder first, then plans), or None when withheld."""
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


# ----- 8.4.7 / 8.4.9: the attacker destroyed by a 【クイック】 card after the declaration deals nothing ---
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (  # blind O sve-bo-04
            "相手ターン、相手の攻撃力5のフォロワーが自分のリーダー(残り体力4)にアタックしてきた。攻撃宣言のあとに"
            "自分がクイックのスペルでそのフォロワーを破壊した。これってゲーム終わる?自分視点で",
            ONGOING,
        ),
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。自分はクイックのスペルでそのフォロワーを"
            "破壊した。ゲームは終わる?",
            ONGOING,
        ),
        (  # seen sve-bn-16
            "非ターンプレイヤー側です。相手が攻撃力4のフォロワーで自分のリーダー(体力7)を攻撃してきたので、クイックの"
            "スペルでそのフォロワーを破壊した。攻撃はどうなって、自分のリーダーの体力はいくつ?",
            [7],
        ),
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。自分はクイックのスペルでそのフォロワーを"
            "破壊した。自分の負け?",
            "none",
        ),
    ],
)
def test_8_4_9_the_attacker_destroyed_by_a_quick_card_after_the_declaration(
    question: str, value: Any
) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # before the declaration: no attack follows, the plan plays the card after it (8.4.7)
        "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。攻撃宣言の前に自分がクイックのスペルで"
        "そのフォロワーを破壊した。ゲームは終わる?",
        # after the damage: the attack's damage came first (8.4.9)
        "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。ダメージを受けた後で自分がクイックの"
        "スペルでそのフォロワーを破壊した。ゲームは終わる?",
        # a damage, not a destroy: whether it leaves play depends on its untold 体力
        "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。自分はクイックのスペルでそのフォロワーに"
        "2ダメージ与えた。ゲームは終わる?",
    ],
)
def test_8_4_7_a_quick_removal_at_another_moment_or_of_another_kind_is_withheld(question: str) -> None:
    assert answered(question) is None
