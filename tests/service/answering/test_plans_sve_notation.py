"""Shadowverse Evolve plan `notation` (plans/sve_notation.py): whether a played card's class notation
holds — 【コンボ N】 counts this turn's plays with the card itself (13.2.1.2, 13.2.1.3), 【スペルチェイン N】
the graveyard's spells without the spell itself (13.3.1.2, 13.3.1.3), 【ネクロチャージ N】 the
graveyard's cards (13.5.1.2). Several wordings each, and questions the plan must not answer."""

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
        "このターンすでにカードを2枚プレイした。次に【コンボ3】のフォロワーをプレイしたら、コンボの条件は満たしてる?",
        "今のターンにもう3枚プレイしてる。4枚目として【コンボ4】付きのカードを使ったら条件達成してる?",
        "2枚目に【コンボ2】のカードをプレイした。コンボの効果は出る?",
        "このターン、手札からフォロワー1枚プレイして、トークンのスペルも1枚プレイした。"
        "次に【コンボ 3】付きのカードをプレイしたらコンボ条件満たしてる?",
    ],
)
def test_13_2_1_2_combo_counts_the_card_itself_among_this_turns_plays(question: str) -> None:
    assert answered(question) == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "このターン1枚プレイ済み。【コンボ3】持ちのカードを2枚目としてプレイしたらコンボ条件満たしてる?",
        "このターンにカードを1枚プレイした。【コンボ 3】のカードをプレイしたら、コンボの条件満たしてる?",
        "3枚目に【コンボ4】のカードをプレイした。コンボの効果は出る?",
    ],
)
def test_13_2_1_2_combo_short_of_its_number_does_not_hold(question: str) -> None:
    assert answered(question) == "no"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("自分の墓場にスペルが3枚ある。【スペルチェイン3】付きのスペルを使ったら、SCの効果は出る?", "yes"),
        (
            "墓場にスペルが4枚。【スペルチェイン5】のスペルを撃った。このスペルで5枚目だけど、SCの効果って出る?",
            "no",
        ),
        ("墓場にスペルが2枚(ほかにフォロワーも4枚)ある状態で【SC 3】付きのスペルを撃った。SC達成?", "no"),
        ("墓場にスペルが5枚。【SC 4】のスペルを撃ったらSC達成?", "yes"),
    ],
)
def test_13_3_1_3_spell_chain_does_not_count_the_spell_itself(question: str, expected: str) -> None:
    assert answered(question) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("墓場にカードが7枚。【ネクロチャージ7】のスペルを使ったら、NCの効果は出る?", "yes"),
        (
            "墓場にフォロワーが5枚とスペルが1枚ある。【NC 6】付きのスペルを撃ったら"
            "ネクロチャージの条件満たしてる?",
            "yes",
        ),
        ("墓場にカードが6枚。【ネクロチャージ8】のスペルをプレイしたらNCの効果は出る?", "no"),
    ],
)
def test_13_5_1_2_necro_charge_counts_every_graveyard_card(question: str, expected: str) -> None:
    assert answered(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's graveyard is not the asker's (13.3.1.2 あなたの墓場)
        "相手の墓場にスペルが3枚。【スペルチェイン3】付きのスペルを使ったら、SCの効果は出る?",
        # cards of unsaid kinds: how many are spells is not told
        "墓場にカードが3枚。【スペルチェイン3】付きのスペルを使ったら、SCの効果は出る?",
        # no count of this turn's plays
        "このターン何枚かプレイした。【コンボ3】のカードをプレイしたらコンボの条件満たしてる?",
        # plays of another turn do not count (13.2.1.2 このターン)
        "前のターンに2枚プレイした。このターンに【コンボ3】のカードをプレイしたらコンボ条件満たしてる?",
        # a number the reader swallowed into a longer span (the spells' 3) must not be dropped
        "墓場にスペル3枚とフォロワー4枚。手札から【ネクロチャージ7】付きのスペルを使ったら、NCの効果は出る?",
        # a damage in the card's text: its amount is what a question like this asks, not the condition
        "墓場にスペルが2枚ある状態で「相手のリーダーに2ダメージ。【SC 3】さらに相手のリーダーに2ダメージ」"
        "ってスペルを撃った。相手リーダーは10あった。撃った後いくつ?",
    ],
)
def test_13_notation_questions_the_plan_does_not_state(question: str) -> None:
    assert answered(question) is None
