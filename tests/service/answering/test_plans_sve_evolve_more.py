"""Shadowverse Evolve evolves planned from the reading (issue 11, item 7: what the evolve builder alone
answered).

* 8.3.2: a player evolves once per turn — two evolves asked at once (「フォロワー2体を進化させられる?」,
  `plans/sve_evolve.evolve_two`) or after one made (「もう1体をPP払って進化させた」: another follower, no
  count — lexicon NEUTRAL).
* 5.15.2 / 5.15.3: the evolved 体力 said right after the evolve verb (「進化して体力4になった」) less the
  damage kept (`evolved_health`).
* 12.2.3: EP pays 1 of an evolve cost — 「EPだけ使って進化させられる?」's 使う pays for the evolve
  (`plans/sve_moves.evolve_cost`).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "EPが3あるとき、同じターンにフォロワー2体を進化させられますか?",
        "同じターンにフォロワー2体を進化させたい。EPは2ある。できる?",
        "このターン、もう1体をPP払って進化させた。EPも余ってるし別のフォロワーもう1体進化させたいんだけど、同じターン中にいける?",
    ],
)
def test_8_3_2_the_second_evolve_of_a_turn_is_refused(question: str) -> None:
    told = verdict(question)
    assert told.stated
    assert told.value == "no" or (isinstance(told.value, dict) and told.value.get("result") == "ongoing")
    gated, _ = situate(question, "sve")
    assert gated.sim is not None and any(e.type == "rejected" for e in gated.sim.result.events)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("体力2のフォロワーが1ダメージを受けた状態で進化して体力4になったら、残りの体力はいくつ?", [3]),
        ("体力3のフォロワーが2ダメージを受けてる。進化させて体力5になったら体力はいくつ?", [3]),
        ("体力4のフォロワーが3ダメージを受けた状態で進化して攻撃力3・体力6になった。残り体力は?", [3]),
    ],
)
def test_5_15_3_the_damage_taken_before_the_evolve_stays(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("PP0でEPが3ある。進化コスト②のフォロワー、EPだけ使って進化させられる?", "no"),
        ("PP1でEPが2。進化コスト2のフォロワーを、EPを使って進化させられる?", "yes"),
        ("PP0、EP3。進化コスト1のフォロワーをEP使って進化できる?", "yes"),
    ],
)
def test_12_2_3_ep_pays_one_of_the_evolve_cost(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value
