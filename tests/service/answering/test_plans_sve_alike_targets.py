"""8.4.3.1 / 12.8.2 with alike defending followers: 「アクト状態の守護持ちフォロワーが2体」 are that many
cards on the field, and one attack answers for each of them (`plans/sve_attack.attack`; test_sve_probe3
sve-probe3-08). Through `plans.situate`, sve's builders off."""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def _run(question: str) -> tuple[Any, Any]:
    gated, _ = situate(question, "sve")
    assert gated.sim is not None
    return gated.accounting.verdict, gated.sim.result


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("相手の場にアクト状態の守護持ちフォロワーが2体いる場合、どっちを攻撃してもいいの?", 2),
        ("相手の場に【守護】を持つアクト状態のフォロワーが2体。どちらを攻撃してもいい?", 2),
        ("相手の場にアクト状態のフォロワーが3体いる。どれでも攻撃できる?", 3),
    ],
)
def test_8_4_3_1_each_of_alike_acted_followers_is_a_target(question: str, count: int) -> None:
    v, r = _run(question)
    assert (v.stated, v.asks, v.value) == (True, "can", "yes")
    assert len(r.zone("player2", "field")) == count
