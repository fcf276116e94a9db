"""Shadowverse Evolve: 「もう1体進化させた」 counts the evolve made, not a bare number (blind N sve-bn-05).

8.3.2: evolve abilities (and 食事) are designated once a turn in all. The sve lexicon reads
「N体進化」 with no card noun as the evolve's count, so `plans/sve_evolve.evolve_again` runs the second
evolve refused; a told count of 2 (more than a turn allows) is another story and withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "このターンもう1体進化させたんだけど、PPもEPもまだ余ってる。別のフォロワーももう1回進化させていい?",
        "このターンもう1体進化させた。別のフォロワーも進化させたいけどできる?",
        "このターン既に1体進化させた。EP3、PP6。別のフォロワーも進化できる?",
        "さっき1体進化させたばかり。PPあるしもう1体進化できる?",
    ],
)
def test_8_3_2_one_evolve_counted_then_another_is_refused(question: str) -> None:
    v = verdict(question)
    assert v.stated and v.asks == "can" and v.value == "no"


def test_8_3_2_evolve_count_is_read_as_the_evolve() -> None:
    reading = read("このターンもう1体進化させた。別のフォロワーも進化できる?", "sve")
    evolves = [f for f in reading.of(Role.ACTION) if f.concept == "evolve"]
    assert [f.value for f in evolves] == [1, None]
    assert not reading.of(Role.NUMBER)


@pytest.mark.parametrize(
    "question",
    [
        "このターンもう2体進化させた。別のフォロワーも進化できる?",  # two evolves told: not the rules' turn
        "このターンまだ1体も進化させてない。進化できる?",  # none evolved: not a second evolve
    ],
)
def test_8_3_2_other_evolve_counts_are_withheld(question: str) -> None:
    assert not verdict(question).stated


def test_8_3_2_two_followers_asked_at_once_stay_the_field_count() -> None:
    v = verdict("EPが3あるとき、同じターンにフォロワー2体を進化させられますか?")
    assert v.stated
