"""7.2.3 / 12.8.2: the asker's 【守護】 follower acted in its end phase stays acted on the opponent's
next turn (only the turn player's cards stand), so the opponent's follower must choose it as the
attack's target — the asker's leader cannot be attacked (`plans/sve_guard_held.guard_held`; blind H
sve-bh-07). Through `plans.situate`, sve's builders off."""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    "question",
    [
        "自分の場に【守護】持ちのフォロワーがいて、エンドフェイズに横向き(アクト状態)にしておいた。次の相手のターン、"
        "相手は前から場にいるフォロワーで俺のリーダーを直接殴れる?(守護持ちはまだアクト状態のまま)",
        "エンドフェイズに自分の【守護】持ちのフォロワーをアクト状態にした。相手のターンに、相手のフォロワーは自分のリーダーを攻撃できる?",
        "俺の【守護】持ちフォロワーをエンドフェイズにアクトしておいた。次の相手のターン、相手のフォロワーで俺のリーダーを殴れる?",
    ],
)
def test_12_8_2_an_acted_guard_held_from_the_end_phase_shields_the_leader(question: str) -> None:
    v = situate(question, "sve")[0].accounting.verdict
    assert (v.stated, v.asks, v.value) == (True, "can", "no")


@pytest.mark.parametrize(
    "question",
    [
        # left standing: no guard restriction (and the plan does not run it)
        "エンドフェイズに自分の【守護】持ちのフォロワーをスタンド状態のままにした。相手のターンに、相手のフォロワーは自分のリーダーを攻撃できる?",
        # the attacker has 【疾走】 — another keyword the plan does not weigh
        "エンドフェイズに自分の【守護】持ちのフォロワーをアクト状態にした。相手のターンに、相手の【疾走】持ちのフォロワーは自分のリーダーを攻撃できる?",
        # the guard asked as the target, not the leader
        "エンドフェイズに自分の【守護】持ちのフォロワーをアクト状態にした。相手のターンに、相手のフォロワーはその守護持ちを攻撃できる?",
    ],
)
def test_12_8_2_other_guard_stories_are_not_this_plans(question: str) -> None:
    gated = situate(question, "sve")[0]
    assert gated.built is None or gated.built.situation != "sve.planned_guard_held"
