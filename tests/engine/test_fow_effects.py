"""Force of Will §10: the shared effect vocabulary, prevention told as prevention (10.17), and the
outcome notes where a run meets what §10 cannot decide (no defeat, no destruction by damage)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.fow.scenario import NO_DEFEAT, NO_DESTRUCTION
from service.engine.scenario import SimulationResult, simulate


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def instance(r: SimulationResult) -> Any:
    return next(e for e in r.events if e.type == "damage_instance")


def test_fow_10_17_1_2_all_prevented_is_not_told_as_dealt() -> None:
    r = sim(
        {"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 300, "prevent": "all"}]}
    )
    told = instance(r)
    assert "与えられない" in told.text and "1回で与える" not in told.text
    assert "10.17.1.2" in told.rules and told.data["dealt"] == {"player2": 0}
    assert r.counter("player2", "life") == 4000


def test_fow_10_17_1_1_partial_prevention_tells_what_is_dealt() -> None:
    r = sim({"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 300, "prevent": 100}]})
    told = instance(r)
    assert "player2に200点" in told.text and "10.17.1.1" in told.rules
    assert r.counter("player2", "life") == 3800


def test_fow_10_6_4_zero_damage_is_not_told_as_dealt() -> None:
    r = sim({"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 0}]})
    assert "0点なので" in instance(r).text
    assert not [e for e in r.events if e.type == "prevent"]


def test_fow_10_17_1_reduce_damage_waits_for_the_next_damage() -> None:
    r = sim(
        {
            "operations": [
                {"type": "effect", "effect": "reduce_damage", "amount": 200, "target": {"player": "player2"}},
                {"type": "effect", "effect": "damage", "amount": 500, "target": {"player": "player2"}},
                {"type": "effect", "effect": "damage", "amount": 500, "target": {"player": "player2"}},
            ]
        }
    )
    assert r.counter("player2", "life") == 4000 - 300 - 500


def test_fow_10_6_2_life_below_zero_notes_that_the_game_does_not_end() -> None:
    r = sim(
        {
            "player2": {"life": 100},
            "operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 300}],
        }
    )
    assert r.outcome.result.value == "ongoing"
    assert NO_DEFEAT in r.outcome.notes


def test_fow_10_8_1_empty_deck_notes_that_the_game_does_not_end() -> None:
    r = sim({"player1": {"deck": 0}, "operations": [{"kind": "draw", "n": 1}]})
    assert NO_DEFEAT in r.outcome.notes


def test_fow_10_6_1_lethal_damage_notes_that_the_resonator_stays() -> None:
    r = sim(
        {
            "player2": {"field": [{"id": "r", "defense": 200}]},
            "operations": [{"type": "effect", "effect": "damage", "amount": 300, "target": {"card": "r"}}],
        }
    )
    assert r.uids("player2", "field") == ["r"]
    assert NO_DESTRUCTION in r.outcome.notes


def test_fow_10_6_no_note_when_nothing_reaches_a_limit() -> None:
    r = sim({"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 300}]})
    assert r.outcome.notes == ()


def test_fow_10_19_3_modify_is_a_gained_modification() -> None:
    r = sim(
        {
            "player1": {"field": [{"id": "r", "atk": 100, "defense": 100}]},
            "operations": [
                {
                    "type": "effect",
                    "effect": "modify",
                    "stats": {"atk": 200, "def": 100},
                    "target": {"card": "r"},
                }
            ],
        }
    )
    assert r.zone("player1", "field")[0]["flags"]["modifiers"] == [[200, 100]]


def test_fow_10_9_1_destroy_and_10_3_1_banish() -> None:
    r = sim(
        {
            "player2": {"field": [{"id": "a"}, {"id": "b"}]},
            "operations": [
                {"type": "effect", "effect": "destroy", "target": {"card": "a"}},
                {"type": "effect", "effect": "banish", "target": {"card": "b"}},
            ],
        }
    )
    assert r.uids("player2", "graveyard") == ["a"] and r.uids("player2", "removed") == ["b"]


def test_fow_10_8_2_draw_for_both_players() -> None:
    r = sim(
        {
            "operations": [
                {
                    "type": "effect",
                    "effect": "draw",
                    "amount": 2,
                    "targets": [{"player": "player1"}, {"player": "player2"}],
                }
            ]
        }
    )
    assert len(r.zone("player1", "hand")) == 7 and len(r.zone("player2", "hand")) == 7


@pytest.mark.parametrize(
    "effect",
    [
        {"effect": "return_to_hand", "target": {"card": "a"}},
        {"effect": "gain_keyword", "keyword": "破壊されない", "target": {"card": "a"}},
        {
            "effect": "damage",
            "amount": 2,
            "divide": [1, 1],
            "targets": [{"player": "player1"}, {"player": "player2"}],
        },
        {"effect": "draw", "amount": 1, "timing": "fanfare"},
    ],
)
def test_fow_10_what_section_10_lacks_is_a_malformed_scenario(effect: dict[str, Any]) -> None:
    with pytest.raises(InvalidScenario):
        sim({"player2": {"field": [{"id": "a"}]}, "operations": [{"type": "effect", **effect}]})


def test_fow_10_9_2_refused_effect_changes_nothing_and_names_the_action() -> None:
    r = sim(
        {
            "player2": {"ruler_area": [{"id": "ru", "kind": "ruler"}]},
            "operations": [{"type": "effect", "effect": "destroy", "target": {"card": "ru"}}],
        }
    )
    (refused,) = r.rejected
    assert "10.9.2" in refused["rules"] and refused["action"]["effect"] == "destroy"
    assert r.uids("player2", "ruler_area") == ["ru"]
