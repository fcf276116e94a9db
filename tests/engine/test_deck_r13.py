"""The deck construction actions of kiseki (602), onepiece (5-1-2) and sve (6.1.1): the engine tables.

A count the format limits and the deck breaks refuses the action citing the clause; a legal deck is
recorded (a ``deck`` event) with the clauses its told counts meet; a count not given is not checked.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate


def _events(game: str, action: dict[str, Any], kind: str) -> list[Any]:
    return [e for e in simulate(game, {"actions": [action]}).events if e.type == kind]


@pytest.mark.parametrize(
    ("action", "clause"),
    [
        ({"kind": "deck_strategy", "deck_size": 51}, "602.4a"),
        ({"kind": "deck_strategy", "deck_size": 50, "same_name_copies": 5}, "602.4b"),
        ({"kind": "deck_blitz", "packs": 6}, "602.3a"),
        ({"kind": "deck_blitz", "deck_size": 41}, "602.3a"),
    ],
)
def test_602_kiseki_limits_refuse_the_deck(action: dict[str, Any], clause: str) -> None:
    rejected = _events("kiseki", action, "rejected")
    assert rejected and rejected[0].rules == ("602.2", clause)


def test_602_4b_1_general_cards_and_602_3b_blitz_copies_are_free() -> None:
    deck = _events(
        "kiseki",
        {"kind": "deck_strategy", "deck_size": 50, "same_name_copies": 4, "general_copies": 9},
        "deck",
    )
    assert deck and {"602.4a", "602.4b", "602.4b-1"} <= set(deck[0].rules)
    blitz = _events(
        "kiseki", {"kind": "deck_blitz", "packs": 5, "deck_size": 40, "same_name_copies": 7}, "deck"
    )
    assert blitz and {"602.3a", "602.3b"} <= set(blitz[0].rules)


@pytest.mark.parametrize(
    ("counts", "clause"),
    [
        ({"deck_size": 49}, "5-1-2"),
        ({"don_deck_size": 9}, "5-1-2"),
        ({"leader_cards": 2}, "5-1-2"),
        ({"same_number_copies": 5}, "2-14-2"),
        ({"off_color_cards": 1}, "5-1-2-2"),
    ],
)
def test_5_1_2_onepiece_limits_refuse_the_deck(counts: dict[str, int], clause: str) -> None:
    rejected = _events("onepiece", {"type": "deck", **counts}, "rejected")
    assert rejected and rejected[0].rules[-1] == clause


def test_5_1_2_onepiece_legal_deck_is_recorded() -> None:
    counts = {
        "leader_cards": 1,
        "deck_size": 50,
        "don_deck_size": 10,
        "same_number_copies": 4,
        "off_color_cards": 0,
    }
    deck = _events("onepiece", {"type": "deck", **counts}, "deck")
    assert deck and {"5-1-2", "2-14-2", "5-1-2-2"} <= set(deck[0].rules)


@pytest.mark.parametrize(
    ("counts", "clause"),
    [
        ({"main_deck_size": 39}, "6.1.1.2"),
        ({"main_deck_size": 51}, "6.1.1.2"),
        ({"evolve_deck_size": 11}, "6.1.1.3"),
        ({"same_name_copies": 4}, "6.1.1.4"),
    ],
)
def test_6_1_1_sve_limits_refuse_the_deck(counts: dict[str, int], clause: str) -> None:
    rejected = _events("sve", {"type": "deck", **counts}, "rejected")
    assert rejected and rejected[0].rules == ("6.1.1", clause)


def test_6_1_1_sve_bounds_are_inclusive() -> None:
    for counts in (
        {"main_deck_size": 40, "evolve_deck_size": 0},
        {"main_deck_size": 50, "evolve_deck_size": 10},
    ):
        assert _events("sve", {"type": "deck", "same_name_copies": 3, **counts}, "deck")
