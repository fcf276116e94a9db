"""sve 食事 abilities (engine sve/activate.py `eat`): with evolve abilities once a turn in all (8.3.2)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate

_EAT = {"type": "activate", "eat": True}


def _run(*actions: dict[str, Any]) -> Any:
    player = {
        "pp": 10,
        "pp_max": 10,
        "field": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "evolve_deck": [{"name": "A", "cost": 1}, {"name": "B", "cost": 1}],
    }
    return simulate("sve", {"player1": player, "actions": list(actions)})


@pytest.mark.parametrize(
    "actions",
    [
        ({"type": "evolve", "card": "a"}, _EAT | {"card": "b"}),
        (_EAT | {"card": "a"}, {"type": "evolve", "card": "b"}),
        (_EAT | {"card": "a"}, _EAT | {"card": "b"}),
    ],
)
def test_evolve_and_eat_abilities_once_a_turn_in_all(actions: tuple[dict[str, Any], ...]) -> None:
    result = _run(*actions)
    assert len(result.rejected) == 1 and "8.3.2" in result.rejected[0]["rules"]
    assert result.rejected[0]["code"] == "evolve_once"


def test_an_effects_evolve_leaves_the_eat_allowed() -> None:
    # 5.15.1.1: an effect's ‘進化する’ plays no evolve ability, so 8.3.2 does not count it
    result = _run({"type": "evolve", "card": "a", "by_effect": True}, _EAT | {"card": "b"})
    assert not result.rejected
    assert result.counter("player1", "ate_this_turn") == 1
    assert result.events_citing("14.2.2.1")


def test_the_eat_is_counted_again_from_the_next_turn() -> None:
    result = _run(_EAT | {"card": "a"}, {"type": "end_turn"}, {"type": "end_turn"}, _EAT | {"card": "b"})
    assert not result.rejected
