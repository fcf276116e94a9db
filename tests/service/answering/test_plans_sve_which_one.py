"""12.8.2 with two defending followers told together (「アクト状態の守護持ちと、アクト状態の守護なし
フォロワー」: two cards of the same owner sharing the noun; 「…が1体と、…が1体」: the second is the
first's owner's) and the target picked by what tells it apart (「守護なしの方」): while an acted 【守護】
follower is there, the other cannot be chosen (`plans/sve_attack_parts.coordinate` / `selector`;
test_sve_probe sve-probe-15, blind G sve-bg-11). Through `plans.situate`, sve's builders off."""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "向こうの場にアクト状態の守護持ちと、アクト状態の守護なしフォロワーがいる。守護なしの方を攻撃できる?",
            "no",
        ),
        ("相手の場にアクト状態の守護持ちとアクト状態の守護なしフォロワー。守護なしの方は攻撃できる?", "no"),
        (
            "相手の場にアクト状態の守護持ちと、アクト状態の守護なしのフォロワーがいる。守護持ちの方を攻撃できる?",
            "yes",
        ),
        (
            "相手の場にアクト状態の守護持ちと、スタンド状態の守護なしフォロワーがいる。守護なしの方を攻撃できる?",
            "no",
        ),
        (
            "相手の場に【守護】持ちのアクト状態フォロワーが1体と、守護なしのアクト状態フォロワーが1体。"
            "前のターンからいる普通のフォロワーで、守護なしの方を狙って攻撃できる?",
            "no",
        ),
    ],
)
def test_12_8_2_the_target_picked_among_two_defenders(question: str, value: str) -> None:
    v = situate(question, "sve")[0].accounting.verdict
    assert (v.stated, v.asks, v.value) == (True, "can", value)
