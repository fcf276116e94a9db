"""Shadowverse Evolve plans `boosted_spell` / `boosted_attack` (plans/sve_boost.py): a damage boost on
the asker's side raises its spells' damage — a spell's damage is 能力ダメージ (5.13.3.3) and a plain
ダメージ covers every kind (5.13.3.4) — and never an attack's damage (8.4.9; 5.13.3.1, 5.13.3.3).
Several wordings each, and boosts the plans must not apply."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "自分の場に「自分のスペルが与えるダメージ+1」する効果が出てる。2ダメージのスペルを相手の体力3のフォロワーに撃ったら倒せる?",
            True,
        ),
        (
            "『自分のスペルが与えるダメージ+1』って効果が出てる。相手の体力3のフォロワーに『2ダメージ』のスペルを撃った。倒せる?",
            True,
        ),
        (
            "「自分のスペルが与えるダメージ+1」の効果がある。1ダメージのスペルを相手の体力3のフォロワーに使ったら破壊できる?",
            False,
        ),
        (
            "自分の場に「自分が与える能力ダメージ+2」の効果。相手の体力4のフォロワーに3ダメージのスペルを撃ったら倒せる?",
            True,
        ),
        (
            "自分の場に「自分のスペルが相手のフォロワーに与えるダメージ+1」みたいな効果が出てる。"
            "「相手のフォロワー1体に2ダメージ」のスペルを相手の体力3のフォロワーに撃った。そいつ落ちる?",
            True,
        ),
    ],
)
def test_5_13_3_4_a_spell_damage_boost_raises_the_spells_damage(question: str, expected: bool) -> None:
    assert answered(question) is expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "自分の場に『自分が与える能力ダメージ+2』みたいな効果が出てる。攻撃力2のフォロワーで相手リーダー(体力5)を"
            "攻撃したら、相手リーダーの体力はいくつになる?",
            [3],
        ),
        (
            "「自分が与える能力ダメージ+1」の効果がある。攻撃力3のフォロワーで相手のリーダー(体力10)を攻撃した。相手リーダーの体力は?",
            [7],
        ),
        (
            "自分の場に「自分のスペルが与えるダメージ+2」の効果が出てる。攻撃力4のフォロワーで体力6の相手リーダーに攻撃したら、"
            "相手リーダーの体力はいくつ?",
            [2],
        ),
    ],
)
def test_5_13_3_3_an_attacks_damage_is_not_ability_damage(question: str, expected: list[int]) -> None:
    assert answered(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's boost: not the asker's spells
        "「相手のスペルが与えるダメージ+1」の効果がある。相手が2ダメージのスペルを自分の体力3のフォロワーに撃ったら破壊される?",
        # a boost of damage to leaders only does not reach a follower
        "「自分のスペルがリーダーに与えるダメージ+1」の効果がある。2ダメージのスペルを相手の体力3のフォロワーに撃ったら倒せる?",
        # a state of the target the plan does not model
        "「自分のスペルが与えるダメージ+1」する効果が出てる。2ダメージのスペルを相手の体力3のアクト状態のフォロワーに撃ったら倒せる?",
        # the opponent's ability boost, and an attacker with a keyword
        "「相手が与える能力ダメージ+2」の効果がある。攻撃力2のフォロワーで相手リーダー(体力5)を攻撃したら、相手リーダーの体力はいくつ?",
        "「自分が与える能力ダメージ+2」の効果がある。【疾走】の攻撃力2のフォロワーで相手リーダー(体力5)を攻撃したら、相手リーダーの体力はいくつ?",
    ],
)
def test_5_13_3_boosts_the_plans_do_not_apply(question: str) -> None:
    assert answered(question) is None
