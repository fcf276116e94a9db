"""12.2.3: of the PP an evolve costs, 1 point may be paid with 1 EP — never more, however much EP the
player has (`plans/sve_evolve_ep.evolve_ep`, which replaced the retired evolve builder's answer to
blind I sve-bi-09). Planned through `plans.situate` (the user's path) with and without builders."""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize("builders", [True, False])
@pytest.mark.parametrize(
    "question",
    [
        "進化コスト2のフォロワーを進化させたい。今PP3、EP2。PP温存したいからEPをできるだけ使いたいんだけど、EPは何点まで使える?",
        "PP5、EP3で、進化コスト3のフォロワーを進化させる。EPは何点使える?",
        "EP2・PP1のとき、コスト2の進化でEPはいくつまで払える?",
    ],
)
def test_12_2_3_ep_pays_one_point_of_an_evolve(
    question: str, builders: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not builders:
        monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    v = verdict(question)
    assert (v.stated, v.asks, v.value) == (True, "number", [1])


@pytest.mark.parametrize(
    "question",
    [
        "進化コストが4でPP2、EP3。EPは何点使える?",  # the evolve cannot be paid at all
        "進化コスト2、PP3、EP2。PPは何点使う?",  # the PP asked, not the EP
        "進化コスト2、EP2、PP3。EPで全部払ったらPPは何点残る?",  # the PP left asked
    ],
)
def test_12_2_3_other_asks_are_not_the_ep_used(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    assert not verdict(question).stated
