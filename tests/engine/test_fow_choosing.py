"""10.13 選ぶ/探す: the number a player must choose, by the zone's visibility."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def _choose(**params: Any) -> SimulationResult:
    return simulate("fow", {"operations": [{"kind": "choose", **params}]})


def _rejected(res: SimulationResult) -> list[Any]:
    return [e for e in res.events if e.type == "rejected"]


def test_10_13_1_a_public_zone_must_yield_the_number_asked() -> None:
    res = _choose(zone="graveyard", n=1, matching=2, chosen=0)
    assert [e.rules for e in _rejected(res)] == [("10.13.1",)]


def test_10_13_1_fewer_legal_choices_than_asked_are_all_chosen() -> None:
    assert not _rejected(_choose(zone="field", n=2, matching=1, chosen=1))
    assert _rejected(_choose(zone="field", n=2, matching=3, chosen=1))


def test_10_13_2_a_hidden_zone_may_yield_none_of_a_card_with_specific_information() -> None:
    res = _choose(zone="deck", n=1, matching=3, chosen=0, specific=True)
    assert not _rejected(res)
    assert [e.rules for e in res.events if e.type == "chosen"] == [("10.13.2",)]


def test_10_13_2_a_hidden_zone_every_player_sees_is_chosen_like_a_public_one() -> None:
    res = _choose(zone="deck", n=1, matching=3, chosen=0, specific=True, seen_by_all=True)
    assert [e.rules for e in _rejected(res)] == [("10.13.2", "10.13.1")]


def test_10_13_2_no_skip_is_modeled_without_specific_information() -> None:
    with pytest.raises(InvalidScenario):
        _choose(zone="deck", n=1, matching=3, chosen=0)


@given(
    zone=st.sampled_from(["graveyard", "field", "removed", "deck"]),
    n=st.integers(0, 5),
    matching=st.integers(0, 5),
    chosen=st.integers(0, 5),
)
def test_10_13_choosing_more_than_the_legal_number_is_never_allowed(
    zone: str, n: int, matching: int, chosen: int
) -> None:
    res = _choose(zone=zone, n=n, matching=matching, chosen=chosen, specific=True)
    if chosen > min(n, matching):
        assert _rejected(res)
    elif chosen == min(n, matching) or zone == "deck":
        assert not _rejected(res)
    else:
        assert _rejected(res)
