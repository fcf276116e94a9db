"""ニンジャスレイヤーTCG plan `aisatsu_removed`: the アイサツしたキャラ killed by the other player's
コトダマ in the インターラプト・ステップ (704.8 / 705.2 window) — 706.1: with no アイサツカード
there is no イクサ, so no damage and no damage checks (1003.1). Wordings of our own; traps where
when or by whom the kill happened is not what the plan runs, and a told kill no scenario scripts
(the plain アイサツ plan).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    "question",
    [
        "工作力2のキャラで相手にアイサツしたら、インターラプト・ステップで相手のコトダマに殺された。相手のダメージチェックは何回?",
        "カラテ3・工作力2のキャラで相手プレイヤーにアイサツ。インターラプト・ステップ中に相手がコトダマを撃って、"
        "そのキャラは殺されてしまった。相手のダメージチェックは何回?",
        "工作力3のキャラで相手プレイヤーにアイサツした。でもインターラプトステップの間に相手のコトダマでそのキャラが"
        "殺されちゃった。ダメージチェックは何回?",
    ],
)
def test_706_1_attacker_killed_in_the_interrupt_step_deals_no_damage(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value in (0, [0]) and situation.endswith("aisatsu_removed")


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージ・ゾーンは9枚。工作力1のキャラでアイサツしたけど、インターラプトステップで相手のコトダマで殺された。どっちの勝ち?",
        "相手のダメージ・ゾーンは9枚。工作力2のキャラで相手にアイサツしたら、インターラプト・ステップで相手のコトダマに殺された。これで勝ち?",
    ],
)
def test_706_1_no_ikusa_decides_no_winner(question: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and value == "none"


@pytest.mark.parametrize(
    "question",
    [
        # when: not said to be before the イクサ
        "工作力3のキャラで相手プレイヤーにアイサツした。相手のコトダマでそのキャラが殺された。相手のダメージチェックは何回?",
        "工作力3のキャラで相手プレイヤーにアイサツした。イクサのあと相手のコトダマでそのキャラが殺された。相手のダメージチェックは何回?",
        # by whom: the attacker's own コトダマ is no response the plan runs
        "工作力3のキャラで相手プレイヤーにアイサツした。インターラプト・ステップ中に自分のコトダマでそのキャラが殺された。ダメージチェックは何回?",
        # which card: two characters named, the killed one is not the plan's to pick
        "工作力3のキャラで相手のカラテ1のキャラにアイサツした。インターラプト・ステップ中に相手のコトダマでこっちのキャラが殺された。"
        "相手のキャラは何点ダメージを負う?",
    ],
)
def test_706_1_traps_stay_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


def test_705_the_interrupt_step_is_no_characters_keyword() -> None:
    reading = read("インターラプト・ステップ中に相手のコトダマでキャラが殺された", GAME)
    assert [f.concept for f in reading.facts if f.role.name == "KEYWORD"] == ["interrupt_step"]
    assert any(f.concept == "killed" for f in reading.facts)


@pytest.mark.parametrize(
    ("question", "checks"),
    [
        ("工作力3のキャラで相手にアイサツ。相手のダメージチェックは何回?", 3),
        ("工作力2・カラテ5のキャラで相手にアイサツした。相手は何回ダメージチェックする?", 2),
        (
            "相手のダメージ・ゾーンは4枚。工作力3のキャラで相手にアイサツした。相手のダメージチェックは何回?",
            3,
        ),
    ],
)
def test_1003_2_the_aisatsu_plan_counts_every_damage_check_placed(question: str, checks: int) -> None:
    # one engine event places all N checks: the plan had said 「1回」 for 工作力3 (the builders answer
    # these wordings first, so the plan is run here directly through the same gate)
    from service.answering.plans import run_plan
    from service.answering.plans.ninjaslayer_fight import aisatsu
    from service.answering.reading.gate import gate

    reading = read(question, GAME)
    built = aisatsu(reading)
    assert built is not None
    sim = run_plan(GAME, built)
    assert sim is not None
    verdict = gate(question, GAME, sim, built, reading=reading).accounting.verdict
    assert verdict.stated and verdict.value == [checks]
