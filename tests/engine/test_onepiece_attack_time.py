"""ONE PIECE CARD GAME 【アタック時】 (service/engine/onepiece/attack_time.py): the effect activates when
its card's attack is declared (10-2-5-1, 7-1-1-3) only if its 【ドン!!×N】 condition is met — N or more
DON!! given to the card (8-4-1-1, 8-3-2-3, 10-2-9-1); the attack goes on either way."""

from __future__ import annotations

from typing import Any

import pytest

from corpus.loader import default_corpus
from service.engine.scenario import SimulationResult, simulate


def _attack(card: dict[str, Any], attacker: str = "c") -> SimulationResult:
    player1: dict[str, Any] = (
        {"leader": card}
        if attacker == "leader"
        else {"characters": [{"id": "c", "name": "効果を持つキャラ", **card}]}
    )
    return simulate(
        "onepiece",
        {"player1": player1, "actions": [{"type": "attack", "attacker": attacker, "target": "leader"}]},
    )


def _types(r: SimulationResult) -> list[str]:
    return [e.type for e in r.events]


@pytest.mark.parametrize(("needed", "given"), [(2, 0), (2, 1), (3, 2)])
def test_8_3_2_3_fewer_don_than_the_condition_does_not_activate_it(needed: int, given: int) -> None:
    r = _attack({"keywords": ["アタック時", f"ドン!!×{needed}"], "don": given})
    unmet = [e for e in r.events if e.type == "condition_unmet"]
    assert len(unmet) == 1 and "activate" not in _types(r)
    assert unmet[0].rules == ("8-4-1-1", "8-3-2-3", "10-2-9-1")
    assert f"付与されたドン!!は{given}枚" in unmet[0].text
    assert "damage" in _types(r)  # the attack itself goes on (7-1-4)


@pytest.mark.parametrize(("needed", "given"), [(2, 2), (1, 3)])
def test_10_2_9_1_enough_don_activates_it_at_the_attack(needed: int, given: int) -> None:
    r = _attack({"keywords": ["アタック時", f"ドン!!×{needed}"], "don": given})
    activated = [e for e in r.events if e.type == "activate"]
    assert len(activated) == 1 and "condition_unmet" not in _types(r)
    assert activated[0].rules == ("10-2-5-1", "7-1-1-3", "8-3-2-3")
    # at the attack step: after the declaration, before the block step (7-1-1-3)
    steps = [e.data.get("step") for e in r.events if e.type in ("step", "activate")]
    assert steps.index(None) == steps.index("attack") + 1


def test_10_2_5_1_a_leader_without_condition_activates_it() -> None:
    r = _attack({"keywords": ["アタック時"]}, attacker="leader")
    assert [e.rules for e in r.events if e.type == "activate"] == [("10-2-5-1", "7-1-1-3")]


def test_10_2_5_1_no_attack_time_keyword_records_nothing() -> None:
    r = _attack({"keywords": ["ドン!!×2"], "don": 1})
    assert not {"activate", "condition_unmet"} & set(_types(r))


def test_attack_time_clauses_exist() -> None:
    ids = set(default_corpus().book("onepiece").clauses)
    assert {"10-2-5-1", "7-1-1-3", "8-4-1-1", "8-3-2-3", "10-2-9-1"} <= ids
