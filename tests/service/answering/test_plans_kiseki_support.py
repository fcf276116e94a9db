"""軌跡 TCG (issue 11, retiring the スクラムサポート builder): may one of the asker's UNITs give
スクラムサポート to another, asked outside a told fight — planned from the reading and answered through
`plans.situate` (the user's path): a common 組織 (1219.2b-3), the same 【暗躍】 (1219.2b-4, 1402.1), a
ready supporter (1218.2, 1315.2)."""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _answer(question: str) -> tuple[str, str]:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated and gated.built is not None, (question, verdict.reason)
    assert gated.built.situation == "kiseki.plan.support"
    assert gated.sim is not None
    return str(verdict.value), gated.built.summarize(gated.sim.result)


@pytest.mark.parametrize(
    "question",
    [
        "相手に攻撃されたとき、組織が違う自分のユニットをアクションしてスクラムサポートってできるの?",
        "攻撃された時に、別の組織のUNITでスクラムサポートできる?",
        "自分のUNITに、違う組織の自分のUNITでスクラムサポートできる?",
    ],
)
def test_1219_2b_3_a_supporter_of_another_organisation_is_refused(question: str) -> None:
    value, told = _answer(question)
    assert value == "no" and "1219.2b-3" in told


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "同じ組織の自分のUNIT同士で、【暗躍】持ちのUNITに、【暗躍】を持ってないレディのUNITをアクションしてスクラムサポートできる?",
            "no",
        ),
        (
            "同じ組織の自分のUNIT同士で、【暗躍】持ちのUNITに、【暗躍】持ちのレディのUNITでスクラムサポートできる?",
            "yes",
        ),
        ("【暗躍】のない自分のUNITに、【暗躍】持ちの自分のUNITでスクラムサポートできる?", "no"),
    ],
)
def test_1219_2b_4_the_supporter_and_the_supported_share_anyaku_or_not(question: str, can: str) -> None:
    value, _ = _answer(question)
    assert value == can


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("自分のアクション状態のUNITで、同じ組織の自分のUNITにスクラムサポートできる?", "no"),
        ("自分のUNITに、スタンしてる自分のUNITでスクラムサポートできる?", "no"),
        ("自分のレディのUNITで、同じ組織の自分のUNITにスクラムサポートできる?", "yes"),
    ],
)
def test_1315_2_only_a_ready_unit_gives_scrum_support(question: str, can: str) -> None:
    value, _ = _answer(question)
    assert value == can


@pytest.mark.parametrize(
    "question",
    [
        "スクラムサポートってどんな条件でできる?",  # no particular supporter
        "相手のUNITに、相手の別のUNITがスクラムサポートできる?",  # the opponent's UNITs
        "STR3の自分のUNITで、STR2の自分のUNITにスクラムサポートできる?",  # stats: a fight not told
    ],
)
def test_1219_2b_questions_the_support_plan_does_not_state(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    assert gated.built is None or gated.built.situation != "kiseki.plan.support"
