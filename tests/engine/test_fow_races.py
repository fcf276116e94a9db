"""10.19.1 / 10.19.2: a card that becomes a race loses the ones it had; one that gains a race keeps them.
Whether it is then a legal choice of 「<種族>1体を選ぶ」 (10.13.1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.engine.scenario import SimulationResult, simulate


def _run(mode: str, wanted: str, had: tuple[str, ...] = ("人間",)) -> SimulationResult:
    return simulate(
        "fow",
        {
            "player2": {"field": [{"id": "r", "races": list(had)}]},
            "operations": [
                {"kind": "change_race", "card": "r", "race": "ドラゴン", "mode": mode},
                {"kind": "choose", "card": "r", "race": wanted},
            ],
        },
    )


def _legal(res: SimulationResult) -> bool:
    return not any(e.type == "rejected" for e in res.events)


@pytest.mark.parametrize(("wanted", "legal"), [("人間", False), ("ドラゴン", True)])
def test_10_19_1_becoming_a_race_loses_the_races_it_had(wanted: str, legal: bool) -> None:
    res = _run("become", wanted)
    assert _legal(res) is legal
    assert "10.19.1" in {r for e in res.events for r in e.rules}


@pytest.mark.parametrize(("wanted", "legal"), [("人間", True), ("ドラゴン", True), ("天使", False)])
def test_10_19_2_gaining_a_race_keeps_the_races_it_had(wanted: str, legal: bool) -> None:
    res = _run("gain", wanted)
    assert _legal(res) is legal
    assert "10.19.2" in {r for e in res.events for r in e.rules}


@given(had=st.lists(st.sampled_from(["人間", "エルフ", "天使"]), min_size=1, max_size=3, unique=True))
def test_10_19_a_gained_race_is_added_a_become_race_is_alone(had: list[str]) -> None:
    for race in had:
        assert _legal(_run("gain", race, tuple(had)))
        assert not _legal(_run("become", race, tuple(had)))
