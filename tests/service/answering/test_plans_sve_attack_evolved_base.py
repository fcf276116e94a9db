"""5.15.2: an evolved follower fights with its evolve card's 攻撃力・体力 — so the stats it had before
evolving (「元々2/2で進化して攻撃力4・体力4になったフォロワー」) belong to the attacker, no card of their
own, and with the evolved stats told, an unstated base stat is no default that could change the fight
(`plans/sve_attack.attack`; test_sve_probe sve-probe-17). 8.4.9.1: both deal damage at once; 11.3.1
destroys at 体力 0 or less. Through `plans.situate`, sve's builders off."""

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
    assert gated.accounting.verdict.stated, gated.accounting.verdict.reason
    assert gated.sim is not None
    return gated.accounting.verdict, gated.sim.result


def _destroyed(r: Any, seat: str) -> bool:
    return bool(r.zone(seat, "graveyard"))


@pytest.mark.parametrize(
    ("question", "mine", "theirs"),
    [
        (
            "元々2/2で進化して攻撃力4・体力4になったフォロワーで、相手のアクト状態の3/3を攻撃したらどうなる?",
            False,
            True,
        ),
        (
            "元々3/3で進化して攻撃力5・体力5になったフォロワーで、相手のアクト状態の5/5を攻撃したらどうなる?",
            True,
            True,
        ),
        (
            "フォロワーを進化させて攻撃力5・体力5にした。相手のアクト状態の4/4を攻撃したらどうなる?",
            False,
            True,
        ),
    ],
)
def test_5_15_2_the_evolved_stats_fight(question: str, mine: bool, theirs: bool) -> None:
    _, r = _run(question)
    assert (_destroyed(r, "player1"), _destroyed(r, "player2")) == (mine, theirs)


@pytest.mark.parametrize(
    "question",
    [
        "2/2から進化して4/4になったフォロワーで、相手のアクト状態の攻撃力3・体力3を攻撃した。相手のフォロワーは破壊される?",
        "進化して4/4になったフォロワーで、相手のアクト状態の攻撃力2・体力4のフォロワーを攻撃した。相手のフォロワーは破壊される?",
    ],
)
def test_8_4_9_1_the_evolved_attack_destroys(question: str) -> None:
    v, _ = _run(question)
    assert (v.asks, v.value) == ("destroyed", True)


def test_5_15_2_an_evolve_with_one_stat_told_is_withheld() -> None:
    v = situate("フォロワーを進化させて攻撃力5にした。相手のアクト状態の4/4を攻撃したらどうなる?", "sve")[0]
    assert not v.accounting.verdict.stated
