"""Shadowverse Evolve plan `spell_target` (plans/sve_target.py): a spell choosing the opponent's
follower with 【オーラ】 is refused (12.15.2), one with 【威圧】 is chosen (12.12.2 forbids attack
targets only). Several wordings each, and traps that are not this plan's."""

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
        "相手の場のフォロワーは【オーラ】持ちの1体だけ。手札に「相手のフォロワー1体を選ぶ。それに4ダメージ」のスペルが"
        "あるんだけど、これってプレイできる?",
        "相手の【オーラ】を持つフォロワーに「相手のフォロワー1体に2ダメージ」のスペルを撃てる?",
        "相手の【オーラ】持ちのフォロワーに、手札の「相手のフォロワー1体に3ダメージ」のスペルを使える?",
    ],
)
def test_12_15_2_an_aura_follower_cannot_be_chosen_by_the_opponents_spell(question: str) -> None:
    assert answered(question) == "no"


@pytest.mark.parametrize(
    "question",
    [
        "相手の【威圧】を持つフォロワーに「相手のフォロワー1体に2ダメージ」のスペルを撃てる?",
        "相手の【威圧】持ちのフォロワーに、手札の「相手のフォロワー1体に3ダメージ」のスペルを使える?",
        "相手の場のフォロワーは【威圧】持ちの1体だけ。「相手のフォロワー1体を選ぶ。それに1ダメージ」のスペルをプレイできる?",
    ],
)
def test_12_12_2_an_intimidate_follower_can_be_chosen_by_a_spell(question: str) -> None:
    assert answered(question) == "yes"


@pytest.mark.parametrize(
    "question",
    [
        # another follower the spell could choose instead
        "相手の場に【オーラ】持ちのフォロワーと普通のフォロワーがいる。「相手のフォロワー1体に2ダメージ」のスペルを撃てる?",
        # the asker's own 【オーラ】 follower: the aura forbids only the opponent's choices
        "自分の【オーラ】持ちのフォロワーに「フォロワー1体に2ダメージ」のスペルを撃てる?",
    ],
)
def test_12_15_2_other_choices_are_not_planned_as_the_only_target(question: str) -> None:
    assert answered(question) in (None, "yes")
